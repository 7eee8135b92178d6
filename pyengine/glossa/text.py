"""Every sentence a Glossa player sees, French first, then English."""

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
    "glossa.card.joker": {"fr": "joker", "en": "joker"},
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
    # ---- the guided first game: each step explained once, when it comes
    # ---- the review of each deal's word (the shell's review, in the rule book's words)
    "glossa.review.hands": {"fr": "Vos mots, donne par donne", "en": "Your words, deal by deal"},
    "glossa.review.hand": {"fr": "Donne {hand} : {played}. Le meilleur possible : {best}.",
                           "en": "Deal {hand}: {played}. The best possible: {best}."},
    "glossa.review.hand_best": {"fr": "Donne {hand} : {played}, le meilleur mot possible avec vos cartes.",
                                "en": "Deal {hand}: {played}, the best word your cards could make."},
    "glossa.guide.welcome": {
        "fr": "Bienvenue au Glossa ! Avec vos sept cartes, formez le mot le plus cher, puis misez dessus. Les jetons gagnés et les points de vos mots font la partie.",
        "en": "Welcome to Glossa! With your seven cards, make the richest word, then bet on it. The chips you win and your words' points make the game."},
    "glossa.guide.entry": {
        "fr": "Chaque donne commence par l'entrée : jouer la donne coûte 10 jetons, posés sur le tapis. Si vos cartes ne vous disent rien, vous pouvez ne pas jouer.",
        "en": "Each deal starts with the entry: playing the deal costs 10 chips, put on the table. If your cards say nothing to you, you may sit it out."},
    "glossa.guide.exchange": {
        "fr": "Vous pouvez échanger une, deux ou trois cartes : touchez celles dont vous ne voulez pas, puis « Échanger ». Sinon, « Servi ».",
        "en": "You may exchange one, two or three cards: tap those you do not want, then \"Exchange\". Otherwise, \"Served\"."},
    "glossa.guide.word": {
        "fr": "Formez votre mot : touchez vos cartes dans l'ordre des lettres, ou tapez le mot. Les cartes à deux lettres (QU, CH…) restent ensemble ; le joker remplace n'importe quelle lettre.",
        "en": "Make your word: tap your cards in the letters' order, or type the word. Two-letter cards (QU, CH…) stay together; the joker stands for any letter."},
    "glossa.guide.value": {
        "fr": "La valeur d'un mot : la somme de ses cartes multipliée par leur nombre, par 10 avec les sept cartes. CIVET = (3 + 2 + 4 + 1 + 2) × 5 = 60.",
        "en": "A word's value: the sum of its cards times how many there are, times 10 with all seven. CIVET = (3 + 2 + 4 + 1 + 2) × 5 = 60."},
    "glossa.guide.betting": {
        "fr": "Les enchères : misez si votre mot est bon, alignez-vous sur la mise, ou retirez-vous. Au premier tour, on peut aussi passer. Le meilleur mot ramasse les jetons du tapis.",
        "en": "The betting: bet if your word is good, call the bet, or fold. In the first round you may also pass. The best word takes the chips on the table."},
    "glossa.guide.chips": {
        "fr": "Le tapis : les jetons misés dans cette donne. Ceux qui vont jusqu'à la comparaison inscrivent aussi la valeur de leur mot en points de jeu.",
        "en": "The pot: the chips bet this deal. Those who go to the showdown also write their word's value as game points."},
    "glossa.guide.showdown": {
        "fr": "La donne est finie : chacun a montré son mot et le meilleur a ramassé le tapis. Le résumé de la donne reste ici ; la feuille de marque est dans « Scores ».",
        "en": "The deal is over: everyone showed their word and the best took the pot. The deal's summary stays here; the score sheet is under \"Scores\"."},
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

# The words of the table, as the rule book has them: a « donne » (deal); « jetons » (chips) for
# what is bet and collected; « points de jeu » (game points) for what is written on the sheet;
# « points » for a word's value; « le tapis » for the chips on the table, and for a player who
# has put all his chips on it; « la cagnotte » for the chips left there for the next deal.
_UI = {
    # ------------------------------------------------------------------ the table (web view)
    "glossa.ui.deal": {"fr": "Donne {deal} sur {deals}", "en": "Deal {deal} of {deals}"},
    "glossa.ui.deal_timed": {"fr": "Donne {deal} · partie de {minutes} min", "en": "Deal {deal} · {minutes}-minute game"},
    "glossa.ui.last_deal": {"fr": "Dernière donne", "en": "Last deal"},
    "glossa.ui.elapsed": {"fr": "{n} minutes écoulées", "en": "{n} minutes played"},
    "glossa.ui.elapsed#one": {"fr": "{n} minute écoulée", "en": "{n} minute played"},
    "glossa.ui.end_after_deal": {"fr": "Finir après cette donne", "en": "End after this deal"},
    "glossa.ui.end_after_deal.now": {"fr": "Temps écoulé : finir après cette donne",
                                     "en": "Time is up: end after this deal"},
    "glossa.ui.status.folded": {"fr": "retiré", "en": "folded"},
    "glossa.ui.status.all_in": {"fr": "tapis", "en": "all-in"},
    "glossa.ui.status.out": {"fr": "hors de la donne", "en": "sitting out"},
    "glossa.ui.dealer": {"fr": "donneur", "en": "dealer"},
    "glossa.ui.dealer.long": {"fr": "Distribue les cartes de cette donne", "en": "Deals the cards of this deal"},
    "glossa.ui.chips": {"fr": "jetons", "en": "chips"},
    "glossa.ui.stake": {"fr": "misé", "en": "bet"},
    "glossa.ui.game_points": {"fr": "{n} points de jeu", "en": "{n} game points"},
    "glossa.ui.game_points#one": {"fr": "{n} point de jeu", "en": "{n} game point"},
    "glossa.ui.hidden_cards": {"fr": "{n} cartes cachées", "en": "{n} hidden cards"},
    "glossa.ui.word_ready": {"fr": "{n} cartes cachées, mot choisi", "en": "{n} hidden cards, word chosen"},
    "glossa.ui.move.enter": {"fr": "joue la donne", "en": "plays this deal"},
    "glossa.ui.move.sit_out": {"fr": "ne joue pas", "en": "sits out"},
    "glossa.ui.move.exchange": {"fr": "échange {n} cartes", "en": "exchanges {n} cards"},
    "glossa.ui.move.exchange#one": {"fr": "échange une carte", "en": "exchanges one card"},
    "glossa.ui.move.served": {"fr": "servi", "en": "served"},
    "glossa.ui.move.check": {"fr": "passe", "en": "passes"},
    "glossa.ui.move.fold": {"fr": "se retire", "en": "folds"},
    "glossa.ui.move.call": {"fr": "s'aligne : {amount}", "en": "calls: {amount}"},
    "glossa.ui.move.call_all_in": {"fr": "s'aligne avec ses {amount} derniers jetons", "en": "calls with the last {amount} chips"},
    "glossa.ui.move.bet": {"fr": "mise {amount}", "en": "bets {amount}"},
    "glossa.ui.move.raise": {"fr": "renchérit de {amount}", "en": "raises by {amount}"},
    "glossa.ui.felt": {"fr": "Le tapis", "en": "The table"},
    "glossa.ui.stock": {"fr": "Talon : {n} cartes", "en": "Stock: {n} cards"},
    "glossa.ui.stock#one": {"fr": "Talon : {n} carte", "en": "Stock: {n} card"},
    "glossa.ui.discards": {"fr": "Cartes jetées : {n}", "en": "Cards thrown away: {n}"},
    "glossa.ui.pot": {"fr": "Sur le tapis", "en": "On the table"},
    "glossa.ui.pot.label": {"fr": "Sur le tapis : {amount} jetons", "en": "On the table: {amount} chips"},
    "glossa.ui.cagnotte": {"fr": "dont {amount} de cagnotte", "en": "including a {amount} kitty"},
    "glossa.ui.level": {"fr": "Mise à suivre : {amount} jetons", "en": "Stake to match: {amount} chips"},
    "glossa.ui.pot.main": {"fr": "Tapis principal, {amount} jetons : {names}", "en": "Main pot, {amount} chips: {names}"},
    "glossa.ui.pot.side": {"fr": "Tapis à part, {amount} jetons : {names}", "en": "Side pot, {amount} chips: {names}"},
    "glossa.ui.my_place": {"fr": "Votre place", "en": "Your place"},
    "glossa.ui.previous.won": {"fr": "Donne {deal} : {name} ramasse le tapis avec {word} ({n} points).",
                               "en": "Deal {deal}: {name} collects the chips with {word} ({n} points)."},
    "glossa.ui.previous.won@you": {"fr": "Donne {deal} : vous ramassez le tapis avec {word} ({n} points).",
                                   "en": "Deal {deal}: you collect the chips with {word} ({n} points)."},
    "glossa.ui.previous.won#one": {"fr": "Donne {deal} : {name} ramasse le tapis avec {word} ({n} point).",
                                   "en": "Deal {deal}: {name} collects the chips with {word} ({n} point)."},
    "glossa.ui.previous.won@you#one": {"fr": "Donne {deal} : vous ramassez le tapis avec {word} ({n} point).",
                                       "en": "Deal {deal}: you collect the chips with {word} ({n} point)."},
    "glossa.ui.previous.shared": {"fr": "Donne {deal} : égalité complète, le tapis a été partagé.",
                                  "en": "Deal {deal}: a complete tie, the chips were shared."},
    "glossa.ui.previous.nobody": {"fr": "Donne {deal} : aucun mot valable, le tapis reste en cagnotte.",
                                  "en": "Deal {deal}: no valid word, the chips stay as a kitty."},
    "glossa.ui.previous.uncontested": {"fr": "Donne {deal} : {name} ramasse le tapis sans être suivi.",
                                       "en": "Deal {deal}: {name} collects the chips, nobody called."},
    "glossa.ui.previous.uncontested@you": {"fr": "Donne {deal} : vous ramassez le tapis sans être suivi.",
                                           "en": "Deal {deal}: you collect the chips, nobody called."},
    "glossa.ui.previous.cagnotte": {"fr": "Donne {deal} : tout le monde a passé, les mises restent en cagnotte.",
                                    "en": "Deal {deal}: everybody passed, the chips stay as a kitty."},
    "glossa.ui.previous.void": {"fr": "Donne {deal} : personne n'a joué.", "en": "Deal {deal}: nobody played."},
    # ---- the end of a deal (recap, end screen)
    "glossa.ui.last.title": {"fr": "Fin de la donne {deal}", "en": "End of deal {deal}"},
    "glossa.ui.recap.caption": {"fr": "Les jeux de la donne", "en": "The hands of the deal"},
    "glossa.ui.recap.player": {"fr": "Joueur", "en": "Player"},
    "glossa.ui.recap.word": {"fr": "Mot", "en": "Word"},
    "glossa.ui.recap.chips": {"fr": "Jetons", "en": "Chips"},
    "glossa.ui.recap.points": {"fr": "Points de jeu", "en": "Game points"},
    "glossa.ui.recap.chips_unit": {"fr": "jetons", "en": "chips"},
    "glossa.ui.recap.chips_unit#one": {"fr": "jeton", "en": "chip"},
    "glossa.ui.recap.points_unit": {"fr": "points de jeu", "en": "game points"},
    "glossa.ui.recap.points_unit#one": {"fr": "point de jeu", "en": "game point"},
    "glossa.ui.recap.folded": {"fr": "Retiré", "en": "Folded"},
    "glossa.ui.recap.out": {"fr": "Hors de la donne", "en": "Sat out"},
    "glossa.ui.recap.concealed": {"fr": "Jeu caché", "en": "Hand kept hidden"},
    "glossa.ui.recap.hidden": {"fr": "Jeu non montré", "en": "Hand not shown"},
    "glossa.ui.last.pot_won": {"fr": "{name} ramasse le tapis : {amount} jetons.",
                               "en": "{name} collects the chips on the table: {amount}."},
    "glossa.ui.last.pot_won@you": {"fr": "Vous ramassez le tapis : {amount} jetons.",
                                   "en": "You collect the chips on the table: {amount}."},
    "glossa.ui.last.pot_won.main": {"fr": "{name} ramasse le tapis principal : {amount} jetons.",
                                    "en": "{name} collects the main pot: {amount} chips."},
    "glossa.ui.last.pot_won.main@you": {"fr": "Vous ramassez le tapis principal : {amount} jetons.",
                                        "en": "You collect the main pot: {amount} chips."},
    "glossa.ui.last.pot_won.side": {"fr": "{name} ramasse le tapis à part : {amount} jetons.",
                                    "en": "{name} collects the side pot: {amount} chips."},
    "glossa.ui.last.pot_won.side@you": {"fr": "Vous ramassez le tapis à part : {amount} jetons.",
                                        "en": "You collect the side pot: {amount} chips."},
    "glossa.ui.last.pot_shared": {"fr": "Égalité complète : {names} se partagent le tapis ({share} jetons chacun).",
                                  "en": "Complete tie: {names} share the chips ({share} each)."},
    "glossa.ui.last.pot_shared@you": {"fr": "Égalité complète : {names} et vous vous partagez le tapis ({share} jetons chacun).",
                                      "en": "Complete tie: {names} and you share the chips ({share} each)."},
    "glossa.ui.last.pot_shared.main": {"fr": "Égalité complète : {names} se partagent le tapis principal ({share} jetons chacun).",
                                       "en": "Complete tie: {names} share the main pot ({share} each)."},
    "glossa.ui.last.pot_shared.main@you": {"fr": "Égalité complète : {names} et vous vous partagez le tapis principal ({share} jetons chacun).",
                                           "en": "Complete tie: {names} and you share the main pot ({share} each)."},
    "glossa.ui.last.pot_shared.side": {"fr": "Égalité complète : {names} se partagent le tapis à part ({share} jetons chacun).",
                                       "en": "Complete tie: {names} share the side pot ({share} each)."},
    "glossa.ui.last.pot_shared.side@you": {"fr": "Égalité complète : {names} et vous vous partagez le tapis à part ({share} jetons chacun).",
                                           "en": "Complete tie: {names} and you share the side pot ({share} each)."},
    "glossa.ui.list": {"fr": "{first} et {last}", "en": "{first} and {last}"},
    "glossa.ui.last.tie_break": {"fr": "À valeur égale, le mot aux cartes les moins nombreuses, puis à la carte la plus forte la plus basse, l'emporte.",
                                 "en": "At equal value, the word with fewer cards, then with the lower highest card, wins."},
    "glossa.ui.last.returned": {"fr": "{amount} jetons que personne n'a suivis reviennent à {name}.",
                                "en": "{amount} chips nobody called go back to {name}."},
    "glossa.ui.last.returned@you": {"fr": "{amount} jetons que personne n'a suivis vous reviennent.",
                                    "en": "{amount} chips nobody called go back to you."},
    "glossa.ui.last.level_returned": {"fr": "Aucun mot valable ne peut gagner les {amount} jetons que {name} a misés au-delà : ils lui reviennent.",
                                      "en": "No valid word can win the {amount} chips {name} put in beyond: they go back to them."},
    "glossa.ui.last.level_returned@you": {"fr": "Aucun mot valable ne peut gagner les {amount} jetons que vous avez misés au-delà : ils vous reviennent.",
                                          "en": "No valid word can win the {amount} chips you put in beyond: they go back to you."},
    "glossa.ui.last.remainder": {"fr": "{amount} jetons restent sur le tapis en cagnotte.",
                                 "en": "{amount} chips stay on the table as a kitty."},
    "glossa.ui.last.uncontested": {"fr": "Personne n'a suivi : {name} ramasse le tapis, {amount} jetons.",
                                   "en": "Nobody called: {name} collects the chips on the table, {amount}."},
    "glossa.ui.last.uncontested@you": {"fr": "Personne ne vous a suivi : vous ramassez le tapis, {amount} jetons.",
                                       "en": "Nobody called you: you collect the chips on the table, {amount}."},
    "glossa.ui.last.concealed": {"fr": "{name} n'a pas montré son jeu et inscrit {n} points de jeu, les jetons ramassés.",
                                 "en": "{name} did not show and scores {n} game points, the chips collected."},
    "glossa.ui.last.concealed@you": {"fr": "Vous n'avez pas montré votre jeu et inscrivez {n} points de jeu, les jetons ramassés.",
                                     "en": "You did not show and score {n} game points, the chips collected."},
    "glossa.ui.last.shown": {"fr": "{name} a montré son jeu et inscrit {n} points de jeu, la valeur de son mot.",
                             "en": "{name} showed and scores {n} game points, the word's value."},
    "glossa.ui.last.shown@you": {"fr": "Vous avez montré votre jeu et inscrivez {n} points de jeu, la valeur de votre mot.",
                                 "en": "You showed and score {n} game points, your word's value."},
    "glossa.ui.last.cagnotte": {"fr": "Tout le monde a passé : {amount} jetons restent en cagnotte.",
                                "en": "Everybody passed: {amount} chips stay as a kitty."},
    "glossa.ui.last.void": {"fr": "Personne n'a joué cette donne.", "en": "Nobody played this deal."},
    "glossa.ui.last.invalid": {"fr": "refusé, compté comme retiré", "en": "refused, counts as folded"},
    "glossa.ui.last.winner": {"fr": "gagne", "en": "wins"},
    "glossa.ui.word_of": {"fr": "Le mot {word}", "en": "The word {word}"},
    "glossa.ui.no_word": {"fr": "pas de mot", "en": "no word"},
    "glossa.ui.value": {"fr": "{n} points", "en": "{n} points"},
    "glossa.ui.value#one": {"fr": "{n} point", "en": "{n} point"},
    # ---- your cards, your word, what you may do
    "glossa.ui.your_cards": {"fr": "Vos cartes", "en": "Your cards"},
    "glossa.ui.cards_of": {"fr": "Les cartes en main ({name})", "en": "The cards in hand ({name})"},
    "glossa.ui.your_word": {"fr": "Votre mot : {word}, {n} points", "en": "Your word: {word}, {n} points"},
    "glossa.ui.your_word#one": {"fr": "Votre mot : {word}, {n} point", "en": "Your word: {word}, {n} point"},
    "glossa.ui.your_no_word": {"fr": "Vous jouez sans mot.", "en": "You play without a word."},
    "glossa.ui.prompt.entry": {"fr": "Jouez-vous cette donne ? L'entrée coûte {amount} jetons.",
                               "en": "Do you play this deal? The entry costs {amount} chips."},
    "glossa.ui.enter": {"fr": "Jouer la donne ({amount} jetons)", "en": "Play this deal ({amount} chips)"},
    "glossa.ui.sit_out": {"fr": "Ne pas jouer", "en": "Sit out"},
    "glossa.ui.prompt.exchange": {"fr": "Touchez les cartes à jeter ({n} au plus), ou gardez tout : « servi ».",
                                  "en": "Tap the cards to throw away ({n} at most), or keep them all: \u201cserved\u201d."},
    "glossa.ui.prompt.exchange_picked": {"fr": "Vous jetez {n} cartes : échangez-les, ou touchez-en d'autres.",
                                         "en": "You throw away {n} cards: exchange them, or tap others."},
    "glossa.ui.prompt.exchange_picked#one": {"fr": "Vous jetez une carte : échangez-la, ou touchez-en d'autres.",
                                             "en": "You throw away one card: exchange it, or tap others."},
    "glossa.ui.exchange": {"fr": "Échanger {n} cartes", "en": "Exchange {n} cards"},
    "glossa.ui.exchange#one": {"fr": "Échanger une carte", "en": "Exchange one card"},
    "glossa.ui.exchange.none": {"fr": "Échanger", "en": "Exchange"},
    "glossa.ui.served": {"fr": "Servi", "en": "Served"},
    "glossa.ui.builder": {"fr": "Votre mot", "en": "Your word"},
    "glossa.ui.prompt.compose": {"fr": "Touchez vos cartes dans l'ordre du mot.",
                                 "en": "Tap your cards in the word's order."},
    "glossa.ui.take_back": {"fr": "Reprendre : {card}", "en": "Take back: {card}"},
    "glossa.ui.in_dictionary": {"fr": "dans le dictionnaire", "en": "in the dictionary"},
    "glossa.ui.not_in_dictionary": {"fr": "pas dans le dictionnaire", "en": "not in the dictionary"},
    "glossa.ui.declare": {"fr": "Jouer {word} ({n} points)", "en": "Play {word} ({n} points)"},
    "glossa.ui.declare#one": {"fr": "Jouer {word} ({n} point)", "en": "Play {word} ({n} point)"},
    "glossa.ui.declare.empty": {"fr": "Jouer ce mot", "en": "Play this word"},
    "glossa.ui.back": {"fr": "←", "en": "←"},
    "glossa.ui.back.label": {"fr": "Reprendre la dernière carte", "en": "Take back the last card"},
    "glossa.ui.clear": {"fr": "Tout reprendre", "en": "Start again"},
    "glossa.ui.no_word.play": {"fr": "Jouer sans mot", "en": "Play without a word"},
    "glossa.ui.type": {"fr": "Ou tapez-le :", "en": "Or type it:"},
    "glossa.ui.type.go": {"fr": "Poser", "en": "Lay it"},
    "glossa.ui.type.error": {"fr": "Vos cartes ne permettent pas d'écrire « {word} ».",
                             "en": "Your cards cannot spell \u201c{word}\u201d."},
    "glossa.ui.prompt.joker": {"fr": "Dites ce que votre joker remplace : une lettre ou un groupe de deux lettres.",
                               "en": "Say what your joker stands for: a letter or a two-letter group."},
    "glossa.ui.joker.title": {"fr": "Le joker remplace :", "en": "The joker stands for:"},
    "glossa.ui.joker_as": {"fr": "Le joker remplace {letter}", "en": "The joker stands for {letter}"},
    "glossa.ui.cancel": {"fr": "Annuler", "en": "Cancel"},
    "glossa.ui.key.letters": {"fr": "pendant la composition, pose la première carte libre qui porte cette lettre",
                              "en": "while building your word, lays the first free card showing that letter"},
    "glossa.ui.prompt.open": {"fr": "Personne n'a misé : passez, misez ou retirez-vous.",
                              "en": "Nobody has bet: pass, bet or fold."},
    "glossa.ui.prompt.call": {"fr": "Pour rester, mettez {amount} jetons de plus.",
                              "en": "To stay in, put in {amount} more chips."},
    "glossa.ui.check": {"fr": "Passer", "en": "Pass"},
    "glossa.ui.call": {"fr": "S'aligner ({amount})", "en": "Call ({amount})"},
    "glossa.ui.call_all_in": {"fr": "S'aligner avec tout ({amount}, tapis)", "en": "Call with everything ({amount}, all-in)"},
    "glossa.ui.fold": {"fr": "Se retirer", "en": "Fold"},
    "glossa.ui.amount.bet": {"fr": "Votre mise", "en": "Your bet"},
    "glossa.ui.amount.raise": {"fr": "Renchérir de", "en": "Raise by"},
    "glossa.ui.amount.loan": {"fr": "Montant du dépannage", "en": "Loan amount"},
    "glossa.ui.bet": {"fr": "Miser {amount}", "en": "Bet {amount}"},
    "glossa.ui.raise": {"fr": "Renchérir de {amount}", "en": "Raise by {amount}"},
    "glossa.ui.raise.total": {"fr": "vous mettez {total}", "en": "you put in {total}"},
    "glossa.ui.prompt.collect": {"fr": "Personne ne vous a suivi : vous ramassez {amount} jetons. Montrez-vous votre jeu ?",
                                 "en": "Nobody called you: you collect {amount} chips. Do you show your hand?"},
    "glossa.ui.show": {"fr": "Montrer {word} (inscrire {n} points de jeu)", "en": "Show {word} (score {n} game points)"},
    "glossa.ui.show#one": {"fr": "Montrer {word} (inscrire {n} point de jeu)", "en": "Show {word} (score {n} game point)"},
    "glossa.ui.conceal": {"fr": "Ne pas montrer (inscrire {n} points de jeu)", "en": "Do not show (score {n} game points)"},
    "glossa.ui.conceal#one": {"fr": "Ne pas montrer (inscrire {n} point de jeu)", "en": "Do not show (score {n} game point)"},
    "glossa.ui.prompt.lend": {"fr": "{borrower} vous demande un dépannage de {amount} jetons : vous inscririez +{amount} points de jeu, et {borrower} −{amount}.",
                              "en": "{borrower} asks you for a loan of {amount} chips: you would score +{amount} game points, and {borrower} −{amount}."},
    "glossa.ui.lend": {"fr": "Prêter {amount} jetons", "en": "Lend {amount} chips"},
    "glossa.ui.refuse": {"fr": "Refuser", "en": "Refuse"},
    "glossa.ui.prompt.borrow": {"fr": "Il vous reste {n} jetons : vous pouvez demander un dépannage, inscrit en moins dans vos points de jeu.",
                                "en": "You have {n} chips left: you may ask for a loan, written as minus game points."},
    "glossa.ui.prompt.borrow#one": {"fr": "Il vous reste {n} jeton : vous pouvez demander un dépannage, inscrit en moins dans vos points de jeu.",
                                    "en": "You have {n} chip left: you may ask for a loan, written as minus game points."},
    "glossa.ui.no_loan": {"fr": "Pas de dépannage", "en": "No loan"},
    "glossa.ui.lender": {"fr": "Demander à", "en": "Ask"},
    "glossa.ui.borrow": {"fr": "Demander {amount} jetons à {lender}", "en": "Ask {lender} for {amount} chips"},
    # ---- the score sheet
    "glossa.ui.sheet.title": {"fr": "Feuille de marque", "en": "Score sheet"},
    "glossa.ui.sheet.operations": {"fr": "Opérations", "en": "Entries"},
    "glossa.ui.sheet.deal": {"fr": "{n}e donne", "en": "Deal {n}"},
    "glossa.ui.sheet.deal#one": {"fr": "{n}re donne", "en": "Deal {n}"},
    "glossa.ui.sheet.loan": {"fr": "Dépannage", "en": "Loan"},
    "glossa.ui.sheet.empty": {"fr": "Aucune donne terminée.", "en": "No deal finished yet."},
    "glossa.ui.sheet.game_points": {"fr": "Total points de jeu", "en": "Total game points"},
    "glossa.ui.sheet.chips": {"fr": "Reliquat jetons", "en": "Chips left"},
    "glossa.ui.sheet.total": {"fr": "Total final", "en": "Final total"},
    "glossa.ui.sheet.cagnotte": {"fr": "{amount} jetons sont en cagnotte sur le tapis pour la donne suivante.",
                                 "en": "{amount} chips are on the table as a kitty for the next deal."},
    "glossa.ui.sheet.shared": {"fr": "La cagnotte restée sur le tapis ({amount} jetons) a été partagée entre les joueurs : elle compte dans le reliquat de jetons.",
                               "en": "The kitty left on the table ({amount} chips) was shared between the players: it counts in the chips left."},
    # ---- cards, as heard
    "glossa.ui.card.letter": {"fr": "lettre {letter}, {n} points", "en": "letter {letter}, {n} points"},
    "glossa.ui.card.letter#one": {"fr": "lettre {letter}, {n} point", "en": "letter {letter}, {n} point"},
    "glossa.ui.card.pair": {"fr": "groupe {letter}, {n} points", "en": "two-letter card {letter}, {n} points"},
    "glossa.ui.card.new": {"fr": "{card}, nouvelle", "en": "{card}, new"},
    "glossa.ui.card.joker": {"fr": "joker, 0 point", "en": "joker, 0 points"},
    "glossa.ui.card.joker_as": {"fr": "joker pour {letter}, 0 point", "en": "joker as {letter}, 0 points"},
    # ---- hints
    "glossa.ui.hint.enter": {"fr": "Jouer cette donne.", "en": "Play this deal."},
    "glossa.ui.hint.sit_out": {"fr": "Ne pas jouer cette donne.", "en": "Sit this deal out."},
    "glossa.ui.hint.served": {"fr": "Garder vos sept cartes (servi).", "en": "Keep your seven cards (served)."},
    "glossa.ui.hint.exchange": {"fr": "Échanger {cards}.", "en": "Exchange {cards}."},
    "glossa.ui.hint.word": {"fr": "Jouer {word} ({n} points).", "en": "Play {word} ({n} points)."},
    "glossa.ui.hint.word#one": {"fr": "Jouer {word} ({n} point).", "en": "Play {word} ({n} point)."},
    "glossa.ui.hint.no_word": {"fr": "Jouer sans mot.", "en": "Play without a word."},
    "glossa.ui.hint.check": {"fr": "Passer.", "en": "Pass."},
    "glossa.ui.hint.fold": {"fr": "Se retirer.", "en": "Fold."},
    "glossa.ui.hint.call": {"fr": "S'aligner ({amount} jetons).", "en": "Call ({amount} chips)."},
    "glossa.ui.hint.bet": {"fr": "Miser {amount} jetons.", "en": "Bet {amount} chips."},
    "glossa.ui.hint.raise": {"fr": "Renchérir de {amount} jetons.", "en": "Raise by {amount} chips."},
    "glossa.ui.hint.show": {"fr": "Montrer {word} et inscrire {n} points de jeu.", "en": "Show {word} and score {n} game points."},
    "glossa.ui.hint.conceal": {"fr": "Ne pas montrer et inscrire {n} points de jeu.", "en": "Do not show and score {n} game points."},
    "glossa.ui.hint.borrow": {"fr": "Demander {amount} jetons à {lender}.", "en": "Ask {lender} for {amount} chips."},
    "glossa.ui.hint.no_loan": {"fr": "Ne pas demander de dépannage.", "en": "Ask for no loan."},
    "glossa.ui.hint.lend": {"fr": "Prêter.", "en": "Lend."},
    "glossa.ui.hint.refuse": {"fr": "Refuser le dépannage.", "en": "Refuse the loan."},
    "glossa.ui.hint.end_after_deal": {"fr": "Finir la partie après cette donne.", "en": "End the game after this deal."},
}
TEXT.update(_UI)
