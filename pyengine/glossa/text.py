"""Glossa's own sentences, French first, then English: its options, rules, errors and events,
and what they name. What only the site's table draws is beside it, in
web/app/tapis_app/views/glossa/text.py."""

_RULES_FR = """\
<h3>Le but</h3>
<p>Chacun reçoit sept cartes portant une lettre, un groupe de deux lettres ou un joker, en tire
le mot le plus cher possible, puis mise dessus. On gagne des <strong>points de jeu</strong> (la
valeur des mots montrés) et des <strong>jetons</strong> (les mises ramassées) : le total final
additionne les deux.</p>
<h3>Une donne</h3>
<ol>
<li><strong>Entrée</strong> : à partir de la gauche du donneur, chacun décide de jouer la donne
(il pose 10 jetons sur le tapis) ou non.</li>
<li><strong>Échange</strong> : dans le même ordre, chaque joueur entré peut jeter une, deux ou
trois cartes et en recevoir autant ; s'il garde tout, il est « servi ».</li>
<li><strong>Le mot</strong> : chacun compose en secret son mot avec tout ou partie de ses cartes.
Une carte de deux lettres garde ses lettres ensemble et dans l'ordre ; un joker remplace la
lettre ou le groupe de deux lettres de son choix. Dans Tapis, chacun fixe son mot à son tour,
avant les enchères, et le garde caché jusqu'à ce qu'il le montre.</li>
<li><strong>Enchères</strong> : tant que personne n'a misé, on peut passer. Ensuite chacun se
retire (définitivement), s'aligne sur la mise la plus haute ou renchérit. Toute mise est un
multiple de 10 et une annonce (une mise, ou ce qu'on ajoute en renchérissant) ne dépasse pas
300. Les enchères s'arrêtent quand tous ceux qui restent se sont alignés sur la dernière
relance.</li>
<li><strong>Comparaison</strong> : les mots restants sont montrés ; le plus cher ramasse les
jetons.</li>
</ol>
<h3>Valeur d'un mot</h3>
<p>On additionne les valeurs des cartes employées et on multiplie par le nombre de cartes
(joker compris, qui vaut 0). Un mot qui utilise les sept cartes multiplie par 10 au lieu de 7.
Exemples : CIVET vaut (3+2+4+1+2)×5 = 60 ; ESCORTE vaut 11×10 = 110.</p>
<h3>Égalités</h3>
<p>À valeur égale, le mot le plus court l'emporte ; puis celui dont la carte la plus forte est
la plus faible, puis la deuxième, et ainsi de suite. Une égalité complète partage les jetons
(par multiples de 10 ; le reste demeure sur le tapis pour la donne suivante).</p>
<h3>Points de jeu</h3>
<ul>
<li>Chaque joueur resté jusqu'à la comparaison inscrit la valeur de son mot, gagnant ou non.
Celui qui s'est retiré n'inscrit rien.</li>
<li>Si personne ne suit une mise, son auteur ramasse les jetons sans montrer son jeu. Il choisit
alors : le montrer et inscrire la valeur de son mot, ou le cacher et inscrire comme points de
jeu les jetons qu'il vient de ramasser. Tapis laisse ce choix à tout joueur resté seul dans la
donne, même s'il est le seul à être entré ou si les autres se sont retirés avant toute mise :
personne ne l'a suivi.</li>
<li>Si tout le monde passe, les mises restent sur le tapis : c'est la cagnotte de la donne
suivante.</li>
</ul>
<h3>Tapis et cagnottes</h3>
<p>Un joueur qui n'a plus assez de jetons pour suivre met tout ce qui lui reste (il est
« tapis ») et reste dans la donne. Ce que les autres misent ensuite au-delà forme un tapis à
part qu'il ne peut pas gagner. Dès qu'il ne reste face à lui qu'un seul adversaire, même parce
que les autres se sont retirés, on compare aussitôt.</p>
<h3>Dépannage</h3>
<p>Entre deux donnes, un joueur qui a moins du cinquième de ses jetons de départ peut demander
un prêt à un joueur mieux pourvu, au plus la moitié de la mise de départ. Le prêt est inscrit en
points de jeu : en moins pour l'emprunteur, en plus pour le prêteur.</p>
<h3>Fin de partie</h3>
<p>La partie dure 10, 15 ou 20 donnes, ou un temps convenu : quand il est écoulé, la donne en
cours est la dernière. Total final = points de jeu + jetons restants. Une cagnotte restée sur le
tapis à la fin n'a plus de donne suivante : elle est partagée à parts égales entre tous les
joueurs (les jetons qui ne se partagent pas vont un à un aux joueurs, à partir de la gauche du
dernier donneur), si bien que les jetons restants font toujours 3000 points, comme sur la
feuille de marque de la règle.</p>
<h3>Choix de Tapis</h3>
<ul>
<li>Les 104 cartes sont une <em>reconstitution</em> : aucune liste publiée n'a été trouvée ; les
valeurs de C, I, V, E, T, S, O, R sont celles de la règle.</li>
<li>Les mots admis viennent du dictionnaire de Tapis (toutes les formes fléchies, sans accents).
En mode « sur l'honneur », tout mot est accepté, mais un mot refusé à la comparaison compte comme
un jeu retiré : il ne gagne rien et n'inscrit rien. Un mot valable ne gagne de chacun que ce qu'il
a misé jusqu'à hauteur de sa propre mise ; ce que des mots refusés ont misé au-delà, personne ne
pouvant le gagner, leur est rendu, comme les jetons « restitués » de la règle. Si aucun mot n'est
valable, tout reste sur le tapis en cagnotte, comme quand tout le monde passe.</li>
<li>Un joueur sans mot ne peut pas gagner contre un joueur qui en a un.</li>
<li>Un joueur qui n'a plus les 10 jetons de l'entrée ne joue pas la donne. Si, après les
dépannages, moins de deux joueurs peuvent payer l'entrée, personne ne peut plus jouer contre
personne : la partie s'arrête là (la règle ne prévoit pas ce cas).</li>
<li>Option « donne continue » (jusqu'à 5 joueurs) : la donne suivante se fait avec le reste du
paquet ; on rebat quand il n'en reste plus assez.</li>
<li>Partie en temps limité : Tapis compte le temps de jeu, partie ouverte à l'écran (une partie
fermée puis reprise repart du temps déjà joué). Le temps écoulé, la donne en cours est la
dernière ; entre deux donnes, la partie s'arrête aussitôt. Cela vaut aussi quand seuls des
joueurs de l'ordinateur sont assis. Le bouton « Finir après cette donne » permet d'arrêter plus
tôt.</li>
</ul>
<h3>À la table de Tapis</h3>
<ul>
<li>Pour composer votre mot, touchez vos cartes dans l'ordre du mot ; un joker vous demande la
lettre ou le groupe qu'il remplace. Vous pouvez aussi taper le mot entier : Tapis le pose avec
vos cartes les plus chères. La valeur s'affiche au fur et à mesure, avec l'avis du dictionnaire.</li>
<li>Au clavier : Tab et Entrée suffisent pour tout ; pendant la composition, taper une lettre
pose la première carte libre qui la porte.</li>
<li>Chaque donne finie, un résumé montre les mots, les jetons gagnés ou perdus et les points de
jeu inscrits. Le bouton « Scores » montre la feuille de marque : les points de chaque donne, les
dépannages et les totaux.</li>
</ul>
"""

_RULES_EN = """\
<h3>The aim</h3>
<p>Everyone gets seven cards showing a letter, a two-letter group or a joker, makes the most
valuable word they can, then bets on it. You earn <strong>game points</strong> (the value of
words you show) and <strong>chips</strong> (the bets you collect): the final total adds both.</p>
<h3>A deal</h3>
<ol>
<li><strong>Entry</strong>: from the dealer's left, each player either plays the deal (putting
10 chips in) or sits it out.</li>
<li><strong>Exchange</strong>: in the same order, each player in the deal may throw away one,
two or three cards and draw as many; keeping all seven is called "served".</li>
<li><strong>The word</strong>: everyone secretly builds a word from some or all of their cards.
A two-letter card keeps its letters together and in order; a joker stands for any letter or
any two-letter group. In Tapis each player fixes their word in turn, before the betting, and
keeps it hidden until shown.</li>
<li><strong>Betting</strong>: while nobody has bet you may pass. After that each player folds
(for good), calls the highest stake or raises. Every bet is a multiple of 10 and a single
announcement (a bet, or what you add on top when raising) is at most 300. Betting ends when
everyone still in has called the last raise.</li>
<li><strong>Showdown</strong>: the remaining words are shown; the most valuable one collects
the chips.</li>
</ol>
<h3>Word value</h3>
<p>Add up the values of the cards used and multiply by the number of cards (a joker counts,
worth 0). A word using all seven cards multiplies by 10 instead of 7. Examples: CIVET is worth
(3+2+4+1+2)×5 = 60; ESCORTE is worth 11×10 = 110.</p>
<h3>Ties</h3>
<p>At equal value the word with fewer cards wins; then the one whose highest card is lower,
then the second highest, and so on. A complete tie shares the chips (in multiples of 10; any
odd chips stay on the table for the next deal).</p>
<h3>Game points</h3>
<ul>
<li>Everyone who stayed to the showdown scores their word's value, winner or not. A player who
folded scores nothing.</li>
<li>If nobody calls a bet, the bettor collects the chips without showing. He then chooses:
show and score his word's value, or keep it hidden and score the chips he just collected as
game points. Tapis gives the same choice to any player left alone in the deal, even the only
one who entered, or one whose opponents folded before any bet: nobody called him.</li>
<li>If everybody passes, the chips stay on the table: the next deal's kitty ("cagnotte").</li>
</ul>
<h3>All-in and side pots</h3>
<p>A player who cannot match a bet puts in everything he has left (he is "all-in") and stays
in the deal. What the others bet beyond that forms a side pot he cannot win. As soon as a single
opponent is left facing him, even because the others folded, the hands are compared at once.</p>
<h3>Loans</h3>
<p>Between deals, a player left with less than a fifth of his starting chips may ask a richer
player for a loan of at most half the starting chips. The loan goes on the score sheet as game
points: minus for the borrower, plus for the lender.</p>
<h3>End of the game</h3>
<p>The game lasts 10, 15 or 20 deals, or an agreed time: when it is up, the deal in progress is
the last. Final total = game points + chips left. A kitty still on the table at the end has no
next deal to go to: it is shared equally between all the players (chips that do not share evenly
go one by one to the players from the last dealer's left), so the chips left always add up to
3000 points, as on the rule book's score sheet.</p>
<h3>Tapis's choices</h3>
<ul>
<li>The 104 cards are a <em>reconstruction</em>: no published list was found; the values of C,
I, V, E, T, S, O, R are the rule book's.</li>
<li>Words come from Tapis's French dictionary (every inflected form, accents ignored). In
"honour" mode any word is accepted, but a word found invalid at the showdown counts as a folded
hand: it wins nothing and scores nothing. A valid word wins from each player only what he put in
up to its own stake; what invalid words put in beyond that, which nobody can win, goes back to
them, like the chips the rule book "gives back". If no word is valid, everything stays on the
table as a kitty, as when everybody passes.</li>
<li>A player without a word cannot beat a player who has one.</li>
<li>A player without the 10 chips of the entry sits the deal out. If, after the loans, fewer
than two players can pay the entry, nobody can play against anybody: the game ends there (the
rule book does not cover this).</li>
<li>"Continuous deal" option (up to 5 players): the next deal is dealt from what is left of the
deck; it is reshuffled when too few cards remain.</li>
<li>Timed games: Tapis counts the time played with the game open on screen (a game closed and
resumed goes on from the time already played). When the time is up, the deal in progress is the
last; between two deals, the game ends at once. This holds when only computer players are
seated too. The "End after this deal" button stops earlier.</li>
</ul>
<h3>At the Tapis table</h3>
<ul>
<li>To build your word, tap your cards in the word's order; a joker asks which letter or group it
stands for. You may also type the whole word: Tapis lays it with your most valuable cards. The
value shows as you go, with the dictionary's verdict.</li>
<li>Keyboard: Tab and Enter do everything; while building your word, typing a letter lays the
first free card showing it.</li>
<li>At the end of each deal a summary shows the words, the chips won or lost and the game points
scored. The "Scores" button shows the score sheet: each deal's points, the loans and the totals.</li>
</ul>
"""

TEXT = {
    "glossa.rules": {"fr": _RULES_FR, "en": _RULES_EN},
    # ------------------------------------------------------------------ options
    "glossa.option.length": {"fr": "Durée de la partie", "en": "Length of the game"},
    "glossa.option.length.help": {
        "fr": "En nombre de donnes, ou en temps : quand le temps est écoulé, la donne en cours est la dernière.",
        "en": "A number of deals, or a time: when the time is up, the deal in progress is the last one."},
    "glossa.option.length.10": {"fr": "10 donnes", "en": "10 deals"},
    "glossa.option.length.15": {"fr": "15 donnes", "en": "15 deals"},
    "glossa.option.length.20": {"fr": "20 donnes", "en": "20 deals"},
    "glossa.option.length.30min": {"fr": "30 minutes", "en": "30 minutes"},
    "glossa.option.length.1h": {"fr": "1 heure", "en": "1 hour"},
    "glossa.option.length.2h": {"fr": "2 heures", "en": "2 hours"},
    "glossa.option.check_words": {"fr": "Vérification des mots", "en": "Word checking"},
    "glossa.option.check_words.help": {
        "fr": "Stricte : seul un mot du dictionnaire peut être joué. Sur l'honneur : tout mot est accepté, mais un mot refusé à la comparaison compte comme un jeu retiré.",
        "en": "Strict: only a dictionary word can be played. On honour: any word is accepted, but a word found invalid at the showdown counts as a folded hand."},
    "glossa.option.check_words.strict": {"fr": "Stricte", "en": "Strict"},
    "glossa.option.check_words.honour": {"fr": "Sur l'honneur", "en": "On honour"},
    "glossa.option.continuous_deal": {"fr": "Donne continue", "en": "Continuous deal"},
    "glossa.option.continuous_deal.help": {
        "fr": "Jusqu'à 5 joueurs : la donne suivante se fait avec le reste du paquet, ce qui fait travailler la mémoire.",
        "en": "Up to 5 players: the next deal comes from what is left of the deck, which rewards a good memory."},
    # ------------------------------------------------------------------ errors
    "glossa.error.unknown_action": {"fr": "Cette action n'existe pas à Glossa.",
                                    "en": "There is no such action in Glossa."},
    "glossa.error.phase.entry": {"fr": "C'est le moment de dire si vous jouez cette donne.",
                                 "en": "Now is the time to say whether you play this deal."},
    "glossa.error.phase.exchange": {"fr": "C'est le moment d'échanger des cartes (ou d'être servi).",
                                    "en": "Now is the time to exchange cards (or be served)."},
    "glossa.error.phase.compose": {"fr": "C'est le moment de composer votre mot.",
                                   "en": "Now is the time to build your word."},
    "glossa.error.phase.betting": {"fr": "C'est le moment des enchères.", "en": "Now is the time to bet."},
    "glossa.error.phase.collect": {"fr": "Il faut d'abord décider de montrer votre jeu ou non.",
                                   "en": "First decide whether to show your hand."},
    "glossa.error.phase.loans": {"fr": "Entre deux donnes, on ne peut que demander ou accorder un dépannage.",
                                 "en": "Between deals you can only ask for or grant a loan."},
    "glossa.error.phase.over": {"fr": "La partie est terminée.", "en": "The game is over."},
    "glossa.error.too_many_exchanged": {"fr": "On ne peut échanger que {n} cartes au plus.",
                                        "en": "You may exchange at most {n} cards."},
    "glossa.error.exchange_unsorted": {"fr": "Les cartes échangées doivent être données dans l'ordre alphabétique.",
                                       "en": "Exchanged cards must be given in alphabetical order."},
    "glossa.error.not_in_hand": {"fr": "Vous n'avez pas ces cartes en main.",
                                 "en": "You do not hold those cards."},
    "glossa.error.bad_word": {"fr": "Un mot se compose de sept cartes au plus, prises dans votre main.",
                              "en": "A word is made of at most seven cards from your hand."},
    "glossa.error.bad_card": {"fr": "Cette carte n'existe pas dans le jeu.",
                              "en": "There is no such card in the deck."},
    "glossa.error.joker_meaning": {"fr": "Dites quelle lettre ou quel groupe de lettres le joker remplace.",
                                   "en": "Say which letter or two-letter group the joker stands for."},
    "glossa.error.not_a_word": {"fr": "« {word} » n'est pas dans le dictionnaire.",
                                "en": "“{word}” is not in the dictionary."},
    "glossa.error.no_check_after_bet": {"fr": "On ne peut plus passer : une mise a été faite.",
                                        "en": "You can no longer pass: someone has bet."},
    "glossa.error.nothing_to_call": {"fr": "Personne n'a encore misé : il n'y a rien à suivre.",
                                     "en": "Nobody has bet yet: there is nothing to call."},
    "glossa.error.already_bet": {"fr": "Une mise a déjà été faite : suivez ou renchérissez.",
                                 "en": "Someone has already bet: call or raise."},
    "glossa.error.nothing_to_raise": {"fr": "Personne n'a encore misé : faites une mise.",
                                      "en": "Nobody has bet yet: make a bet."},
    "glossa.error.multiple_of_ten": {"fr": "Les mises se font par multiples de 10.",
                                     "en": "Bets are made in multiples of 10."},
    "glossa.error.over_limit": {"fr": "Une annonce ne peut pas dépasser {limit} jetons.",
                                "en": "A single announcement cannot exceed {limit} chips."},
    "glossa.error.nobody_to_answer": {"fr": "Plus personne ne peut répondre à une relance : suivez ou retirez-vous.",
                                      "en": "Nobody left could answer a raise: call or fold."},
    "glossa.error.not_enough_chips": {"fr": "Vous n'avez que {chips} jetons.",
                                      "en": "You only have {chips} chips."},
    "glossa.error.no_word_to_show": {"fr": "Vous n'avez pas de mot à montrer.",
                                     "en": "You have no word to show."},
    "glossa.error.no_loan_asked": {"fr": "Personne ne vous a demandé de dépannage.",
                                   "en": "Nobody has asked you for a loan."},
    "glossa.error.answer_loan": {"fr": "Un dépannage attend la réponse du prêteur.",
                                 "en": "A loan is waiting for the lender's answer."},
    "glossa.error.not_a_lender": {"fr": "{lender_seat} ne peut pas vous dépanner : il faut demander à un joueur mieux pourvu.",
                                  "en": "{lender_seat} cannot lend to you: ask a player with more chips."},
    "glossa.error.loan_limit": {"fr": "Un dépannage est limité à {limit} jetons.",
                                "en": "A loan is limited to {limit} chips."},
    "glossa.error.lender_short": {"fr": "{lender_seat} n'a pas assez de jetons pour ce dépannage.",
                                  "en": "{lender_seat} does not have enough chips for that loan."},
    "glossa.error.fixed_length": {"fr": "Cette partie se joue en un nombre fixe de donnes.",
                                  "en": "This game is played over a fixed number of deals."},
    "glossa.error.already_ending": {"fr": "La partie s'arrête déjà après cette donne.",
                                    "en": "The game already ends after this deal."},
    # ------------------------------------------------------------------ log
    # (``@you``: the sentence when its subject is the person at this device)
    "glossa.event.dealer": {"fr": "Le sort désigne {seat} comme premier donneur.",
                            "en": "{seat} is drawn to deal first."},
    "glossa.event.dealer@you": {"fr": "Le sort vous désigne comme premier donneur.",
                                "en": "You are drawn to deal first."},
    "glossa.event.shuffle": {"fr": "Les 104 cartes sont battues.", "en": "The 104 cards are shuffled."},
    "glossa.event.deal": {"fr": "Donne n° {deal} : {seat} distribue sept cartes à chacun.",
                          "en": "Deal {deal}: {seat} deals seven cards to everyone."},
    "glossa.event.deal@you": {"fr": "Donne n° {deal} : vous distribuez sept cartes à chacun.",
                              "en": "Deal {deal}: you deal seven cards to everyone."},
    "glossa.event.hand": {"fr": "Vous recevez : {cards}.", "en": "You receive: {cards}."},
    "glossa.event.cannot_enter": {"fr": "{seat} n'a plus de quoi payer l'entrée et ne joue pas cette donne.",
                                  "en": "{seat} cannot pay the entry and sits this deal out."},
    "glossa.event.cannot_enter@you": {"fr": "Vous n'avez plus de quoi payer l'entrée et ne jouez pas cette donne.",
                                      "en": "You cannot pay the entry and sit this deal out."},
    "glossa.event.enter": {"fr": "{seat} joue la donne et pose {amount} jetons sur le tapis.",
                           "en": "{seat} plays this deal and puts {amount} chips on the table."},
    "glossa.event.enter@you": {"fr": "Vous jouez la donne et posez {amount} jetons sur le tapis.",
                               "en": "You play this deal and put {amount} chips on the table."},
    "glossa.event.sit_out": {"fr": "{seat} ne joue pas cette donne.", "en": "{seat} sits this deal out."},
    "glossa.event.sit_out@you": {"fr": "Vous ne jouez pas cette donne.", "en": "You sit this deal out."},
    "glossa.event.void_deal": {"fr": "Personne ne joue cette donne.", "en": "Nobody plays this deal."},
    "glossa.event.exchange": {"fr": "{seat} échange {n} cartes.", "en": "{seat} exchanges {n} cards."},
    "glossa.event.exchange#one": {"fr": "{seat} échange une carte.", "en": "{seat} exchanges one card."},
    "glossa.event.exchange@you": {"fr": "Vous échangez {n} cartes.", "en": "You exchange {n} cards."},
    "glossa.event.exchange@you#one": {"fr": "Vous échangez une carte.", "en": "You exchange one card."},
    "glossa.event.drawn": {"fr": "Vous tirez : {cards}.", "en": "You draw: {cards}."},
    "glossa.event.served": {"fr": "{seat} est servi.", "en": "{seat} is served."},
    "glossa.event.served@you": {"fr": "Vous êtes servi.", "en": "You are served."},
    "glossa.event.word_ready": {"fr": "{seat} a composé son mot.", "en": "{seat} has built a word."},
    "glossa.event.word_ready@you": {"fr": "Vous avez composé votre mot.", "en": "You have built your word."},
    "glossa.event.word_chosen": {"fr": "Votre mot : {word} ({value} points).",
                                 "en": "Your word: {word} ({value} points)."},
    "glossa.event.check": {"fr": "{seat} passe.", "en": "{seat} passes."},
    "glossa.event.check@you": {"fr": "Vous passez.", "en": "You pass."},
    "glossa.event.fold": {"fr": "{seat} se retire.", "en": "{seat} folds."},
    "glossa.event.fold@you": {"fr": "Vous vous retirez.", "en": "You fold."},
    "glossa.event.call": {"fr": "{seat} s'aligne ({amount} jetons).", "en": "{seat} calls ({amount} chips)."},
    "glossa.event.call@you": {"fr": "Vous vous alignez ({amount} jetons).", "en": "You call ({amount} chips)."},
    "glossa.event.call_all_in": {"fr": "{seat} s'aligne avec ses {amount} derniers jetons et se retrouve tapis.",
                                 "en": "{seat} calls with their last {amount} chips and is all-in."},
    "glossa.event.call_all_in@you": {"fr": "Vous vous alignez avec vos {amount} derniers jetons : vous êtes tapis.",
                                     "en": "You call with your last {amount} chips: you are all-in."},
    "glossa.event.bet": {"fr": "{seat} mise {amount} jetons.", "en": "{seat} bets {amount} chips."},
    "glossa.event.bet@you": {"fr": "Vous misez {amount} jetons.", "en": "You bet {amount} chips."},
    "glossa.event.raise": {"fr": "{seat} renchérit de {amount} jetons (mise totale : {stake}).",
                           "en": "{seat} raises by {amount} chips (total stake: {stake})."},
    "glossa.event.raise@you": {"fr": "Vous renchérissez de {amount} jetons (mise totale : {stake}).",
                               "en": "You raise by {amount} chips (total stake: {stake})."},
    "glossa.event.all_in": {"fr": "{seat} est tapis.", "en": "{seat} is all-in."},
    "glossa.event.all_in@you": {"fr": "Vous êtes tapis.", "en": "You are all-in."},
    "glossa.event.cagnotte": {"fr": "Tout le monde passe : {amount} jetons restent en cagnotte.",
                              "en": "Everybody passes: {amount} chips stay in the kitty."},
    "glossa.event.uncontested": {"fr": "Personne ne suit : {seat} ramasse le tapis ({amount} jetons).",
                                 "en": "Nobody calls: {seat} collects the chips on the table ({amount})."},
    "glossa.event.uncontested@you": {"fr": "Personne ne vous suit : vous ramassez le tapis ({amount} jetons).",
                                     "en": "Nobody calls you: you collect the chips on the table ({amount})."},
    "glossa.event.show": {"fr": "{seat} montre {word} ({value} points de jeu).",
                          "en": "{seat} shows {word} ({value} game points)."},
    "glossa.event.show@you": {"fr": "Vous montrez {word} ({value} points de jeu).",
                              "en": "You show {word} ({value} game points)."},
    "glossa.event.conceal": {"fr": "{seat} ne montre pas son jeu et inscrit {amount} points de jeu.",
                             "en": "{seat} does not show and scores {amount} game points."},
    "glossa.event.conceal@you": {"fr": "Vous ne montrez pas votre jeu et inscrivez {amount} points de jeu.",
                                 "en": "You do not show and score {amount} game points."},
    "glossa.event.showdown_word": {"fr": "{seat} montre {word} : {value} points.",
                                   "en": "{seat} shows {word}: {value} points."},
    "glossa.event.showdown_word@you": {"fr": "Vous montrez {word} : {value} points.",
                                       "en": "You show {word}: {value} points."},
    "glossa.event.invalid_word": {"fr": "« {word} » n'est pas un mot : le jeu de {seat} est compté comme retiré.",
                                  "en": "“{word}” is not a word: {seat}'s hand counts as folded."},
    "glossa.event.invalid_word@you": {"fr": "« {word} » n'est pas un mot : votre jeu est compté comme retiré.",
                                      "en": "“{word}” is not a word: your hand counts as folded."},
    "glossa.event.returned": {"fr": "{amount} jetons que personne n'a suivis reviennent à {seat}.",
                              "en": "{amount} chips nobody called go back to {seat}."},
    "glossa.event.returned@you": {"fr": "{amount} jetons que personne n'a suivis vous reviennent.",
                                  "en": "{amount} chips nobody called go back to you."},
    "glossa.event.level_returned": {"fr": "Aucun mot valable ne peut gagner les {amount} jetons que {seat} a misés au-delà : ils lui reviennent.",
                                    "en": "No valid word can win the {amount} chips {seat} put in beyond: they go back to them."},
    "glossa.event.level_returned@you": {"fr": "Aucun mot valable ne peut gagner les {amount} jetons que vous avez misés au-delà : ils vous reviennent.",
                                        "en": "No valid word can win the {amount} chips you put in beyond: they go back to you."},
    "glossa.event.pot_won": {"fr": "{seat} ramasse {amount} jetons.", "en": "{seat} collects {amount} chips."},
    "glossa.event.pot_won@you": {"fr": "Vous ramassez {amount} jetons.", "en": "You collect {amount} chips."},
    "glossa.event.pot_shared": {"fr": "Égalité : {seat} reçoit {amount} jetons.",
                                "en": "Tie: {seat} receives {amount} chips."},
    "glossa.event.pot_shared@you": {"fr": "Égalité : vous recevez {amount} jetons.",
                                    "en": "Tie: you receive {amount} chips."},
    "glossa.event.pot_unclaimed": {"fr": "Personne ne peut réclamer {amount} jetons : ils restent sur le tapis.",
                                   "en": "Nobody can claim {amount} chips: they stay on the table."},
    "glossa.event.remainder": {"fr": "{amount} jetons restent en cagnotte pour la donne suivante.",
                               "en": "{amount} chips stay in the kitty for the next deal."},
    "glossa.event.loan_asked": {"fr": "{seat} demande un dépannage de {amount} jetons auprès de {lender_seat}.",
                                "en": "{seat} asks {lender_seat} for a loan of {amount} chips."},
    "glossa.event.loan_asked@you": {"fr": "Vous demandez un dépannage de {amount} jetons auprès de {lender_seat}.",
                                    "en": "You ask {lender_seat} for a loan of {amount} chips."},
    "glossa.event.loan": {"fr": "{seat} obtient un dépannage de {amount} jetons, accordé par {lender_seat}.",
                          "en": "{seat} gets a loan of {amount} chips from {lender_seat}."},
    "glossa.event.loan@you": {"fr": "Vous obtenez un dépannage de {amount} jetons, accordé par {lender_seat}.",
                              "en": "You get a loan of {amount} chips from {lender_seat}."},
    "glossa.event.loan_refused": {"fr": "La demande de dépannage de {seat} est refusée par {lender_seat}.",
                                  "en": "{seat}'s request for a loan is turned down by {lender_seat}."},
    "glossa.event.loan_refused@you": {"fr": "Votre demande de dépannage est refusée par {lender_seat}.",
                                      "en": "Your request for a loan is turned down by {lender_seat}."},
    "glossa.event.no_loan": {"fr": "{seat} ne demande pas de dépannage.", "en": "{seat} asks for no loan."},
    "glossa.event.no_loan@you": {"fr": "Vous ne demandez pas de dépannage.", "en": "You ask for no loan."},
    "glossa.event.no_opponents": {"fr": "Il ne reste pas deux joueurs capables de payer l'entrée.",
                                  "en": "Fewer than two players can still pay the entry."},
    "glossa.event.end_requested": {"fr": "{seat} annonce que la partie s'arrête après cette donne.",
                                   "en": "{seat} announces that the game ends after this deal."},
    "glossa.event.end_requested@you": {"fr": "Vous annoncez que la partie s'arrête après cette donne.",
                                       "en": "You announce that the game ends after this deal."},
    "glossa.event.time_up": {"fr": "Les {minutes} minutes sont écoulées : la donne en cours est la dernière.",
                             "en": "The {minutes} minutes are up: the deal in progress is the last."},
    "glossa.event.cagnotte_shared": {"fr": "La partie finie, la cagnotte de {amount} jetons est partagée entre les joueurs.",
                                     "en": "With the game over, the {amount}-chip kitty is shared between the players."},
    "glossa.event.game_over": {"fr": "La partie est terminée.", "en": "The game is over."},
}
