"""Le Glükz's own sentences, French first, then English: its options, rules, errors and events,
and what they name. What only the site's table draws is beside it, in
web/app/tapis_app/views/glukz/text.py."""

_RANKS = {
    # rank: (French one, French many, French name, English one, English many, English name)
    "2": ("un 2", "{count} 2", "2", "a 2", "{count} 2s", "2"),
    "3": ("un 3", "{count} 3", "3", "a 3", "{count} 3s", "3"),
    "4": ("un 4", "{count} 4", "4", "a 4", "{count} 4s", "4"),
    "5": ("un 5", "{count} 5", "5", "a 5", "{count} 5s", "5"),
    "6": ("un 6", "{count} 6", "6", "a 6", "{count} 6s", "6"),
    "7": ("un 7", "{count} 7", "7", "a 7", "{count} 7s", "7"),
    "8": ("un 8", "{count} 8", "8", "an 8", "{count} 8s", "8"),
    "9": ("un 9", "{count} 9", "9", "a 9", "{count} 9s", "9"),
    "10": ("un 10", "{count} 10", "10", "a 10", "{count} 10s", "10"),
    "J": ("un Valet", "{count} Valets", "Valet", "a Jack", "{count} Jacks", "Jack"),
    "N": ("un Cavalier", "{count} Cavaliers", "Cavalier", "a Knight", "{count} Knights", "Knight"),
    "Q": ("une Dame", "{count} Dames", "Dame", "a Queen", "{count} Queens", "Queen"),
    "K": ("un Roi", "{count} Rois", "Roi", "a King", "{count} Kings", "King"),
    "A": ("un As", "{count} As", "As", "an Ace", "{count} Aces", "Ace"),
}

RULES_FR = """
<h3>Le but</h3>
<p>Se débarrasser de toutes ses cartes avant les autres. Le dernier a un gage.</p>
<h3>La donne</h3>
<p>Chacun reçoit une rangée de cartes cachées (qu'il ne regarde pas), puis par-dessus une rangée de
cartes visibles, autant dans chaque rangée (4 à quatre joueurs, 3 sinon). Le reste du paquet est
distribué en mains ; il n'y a pas de pioche.</p>
<h3>L'ordre des cartes</h3>
<p>Du plus faible au plus fort : 2, 3, 4, 5, 6, 7, 8, 9, 10, Valet, (Cavalier), Dame, Roi, As.
Le livret annonce l'ordre inverse dans son titre, mais tous ses exemples montent du 2 vers l'As :
Tapis suit les exemples.</p>
<h3>Le départ</h3>
<p>C'est une course : le premier qui pose une ou plusieurs cartes commence, puis il attend (s'il a
annulé la pile, il rejoue d'abord). Le sens du jeu est fixé par celui de ses deux voisins qui joue le
premier un coup valable : le jeu part vers lui. Une autre place ne peut rien faire pendant ce
temps.</p>
<p>Ce que le livret ne précise pas, Tapis le lit ainsi :</p>
<ul>
<li><strong>Ramasser fixe aussi le sens</strong> : ramasser est un coup valable (on y pose une carte,
comme le veut le livret), donc un voisin qui ramasse la pile fixe le sens vers lui.</li>
<li><strong>Les Cavaliers de la toute première pose n'ont pas d'effet</strong> : aucun sens
n'existe encore à inverser, ni de joueur suivant à sauter. Ceux du voisin qui fixe le sens agissent
une fois le sens fixé.</li>
<li><strong>Plusieurs personnes sur un même appareil</strong> : une course y est impossible. Tapis
tire alors toujours au sort celui qui commence et le jeu tourne dans l'ordre des places (ses
Cavaliers agissent dès la première pose).</li>
</ul>
<h3>Un tour</h3>
<ul>
<li>On pose une ou plusieurs cartes <strong>de même valeur</strong>, égales ou supérieures à la
valeur de la pile (la carte du dessus). Une pile vide accepte tout.</li>
<li>Les <strong>3 et les 7 sont des jokers</strong> : ils se posent sur n'importe quoi et la pile
vaut alors 3 ou 7.</li>
<li>Sinon, on <strong>ramasse</strong> : on montre et pose une ou des cartes de même valeur, puis on
prend toute la pile en main ; le tour passe et le suivant joue sur une pile vide. On peut ramasser
volontairement, même en pouvant poser, mais jamais une pile vide.</li>
</ul>
<h3>L'annulation</h3>
<p>Quand le dessus de la pile montre quatre cartes de même valeur à la suite (posées d'un coup ou
complétées au fil des tours, jokers compris), la pile sort du jeu pour de bon et celui qui l'a
complétée rejoue. Avec plusieurs paquets, il faut quatre cartes par paquet (huit avec deux
paquets). Ramasser en montrant des cartes n'annule jamais.</p>
<h3>Les rangées</h3>
<ul>
<li><strong>Rangée visible</strong> : seulement quand la main est vide. On peut poser ensemble
plusieurs cartes visibles de même valeur. Pour ramasser, on pose les cartes visibles de son choix
(de même valeur) et elles rejoignent la main avec la pile ; il faut alors vider sa main avant de
revenir à la rangée.</li>
<li><strong>Rangée cachée</strong> : seulement quand la main et la rangée visible sont vides. On
retourne une carte à la fois sur la pile, sans la regarder avant : si elle passe, tant mieux ;
sinon on ramasse la pile avec elle.</li>
</ul>
<h3>La fin</h3>
<p>Le premier qui n'a plus aucune carte gagne ; on continue jusqu'à ce que tout le monde soit
classé. Le livret ne dit rien des parties qui tournent en rond (deux joueurs peuvent se renvoyer la
pile sans fin, des milliers de coups). Tapis compte les coups joués à la suite sans annulation et
sans que le joueur qui vient de jouer descende sous son plus petit nombre de cartes (main et
rangées) ; à 50 coups par joueur (200 à quatre), la partie s'arrête et les joueurs restants sont
classés au nombre de cartes qu'il leur reste (à égalité, même place). C'est rare entre joueurs qui
cherchent à se défaire de leurs cartes : Tapis ne l'a vu dans aucune de 400 parties entre
ordinateurs faciles ou normaux, à deux comme à quatre, ni dans aucune de 200 parties entre deux
ordinateurs difficiles (60 à quatre) : quand la partie tourne en rond, l'ordinateur difficile joue
comme le normal jusqu'à ce qu'elle avance.</p>
<h3>À la table</h3>
<ul>
<li>Touchez les cartes de même valeur que vous voulez poser (elles se soulèvent), puis
<strong>Poser</strong>. Les cartes qui ne passent pas sont grisées ; un liseré doré signale une
valeur qui annulerait la pile.</li>
<li><strong>Ramasser la pile</strong> montre la carte choisie, ou à défaut votre plus petite.</li>
<li>Au centre : la pile, sa valeur et combien de cartes égales sont à la suite sur le dessus ; à
côté, les cartes annulées, la dernière annulation face visible. En haut, chaque joueur avec le
nombre de cartes de sa main, ses rangées et les cartes qu'on l'a vu ramasser ; des flèches entre
les places donnent le sens du jeu, et un cadre en pointillé désigne celui qui jouera après.</li>
<li>Au clavier : Tab et Entrée pour choisir une carte, <strong>A</strong> pour prendre toutes les
cartes de cette valeur, <strong>P</strong> pour poser, <strong>R</strong> pour ramasser, Échap pour
effacer le choix.</li>
</ul>
<h3>Options</h3>
<ul>
<li><strong>Départ</strong> : la course du livret, ou un premier joueur tiré au sort ; à plusieurs
sur un même appareil, toujours tiré au sort.</li>
<li><strong>Jeu de tarot sans atouts</strong> : un Cavalier par couleur, entre le Valet et la Dame.
Ce n'est pas un joker. Au choix : chaque Cavalier <em>inverse le sens</em> (deux Cavaliers ensemble
ne changent donc rien), ou chaque Cavalier <em>fait sauter</em> le joueur suivant (trois Cavaliers à
quatre joueurs : on rejoue). Une pose qui annule n'a pas d'autre effet.</li>
<li><strong>Plusieurs paquets</strong> mélangés : l'annulation demande quatre cartes par paquet.
Par défaut, un paquet jusqu'à cinq joueurs, deux au-delà.</li>
<li><strong>Cartes par rangée</strong> : de 1 à 6. Une table impossible (pas assez de cartes pour
les deux rangées de chacun) est refusée.</li>
</ul>
<p>Le matériel est celui du livret : des jeux de 52 cartes, ou de tarot sans atouts (56 cartes).</p>
"""

RULES_EN = """
<h3>Goal</h3>
<p>Get rid of all your cards before the others. The last one pays a forfeit.</p>
<h3>The deal</h3>
<p>Everyone gets a row of face-down cards (not to be looked at), then a row of face-up cards on top
of them, the same number in each row (4 at four players, 3 otherwise). The rest of the pack is dealt
out as hands; there is no draw pile.</p>
<h3>Card order</h3>
<p>From lowest to highest: 2, 3, 4, 5, 6, 7, 8, 9, 10, Jack, (Knight), Queen, King, Ace. The French
booklet's heading gives the opposite order, but all its examples climb from the 2 to the Ace: Tapis
follows the examples.</p>
<h3>The start</h3>
<p>It is a race: whoever lays one or more cards first starts, then waits (after burning the pile
they play again first). The direction of play is set by whichever of the starter's two neighbours
makes a valid move first: play goes their way. No other seat may do anything meanwhile.</p>
<p>Where the booklet is silent, Tapis reads it this way:</p>
<ul>
<li><strong>Taking sets the direction too</strong>: taking is a valid move (you lay a card to do
it, as the booklet asks), so a neighbour who takes the pile sets the direction their way.</li>
<li><strong>Knights in the very first play have no effect</strong>: there is no direction to
reverse yet, nor a next player to skip. Knights laid by the neighbour who sets the direction act
once it is set.</li>
<li><strong>Several people on one device</strong>: a race cannot be held there. Tapis then always
draws the first player and play goes in seat order (their Knights act from the first play on).</li>
</ul>
<h3>A turn</h3>
<ul>
<li>Lay one or more cards <strong>of the same rank</strong>, equal to or higher than the pile's
value (its top card). An empty pile accepts anything.</li>
<li><strong>3s and 7s are jokers</strong>: they go on anything and the pile is then worth 3 or
7.</li>
<li>Otherwise <strong>take the pile</strong>: show and lay one or more cards of one rank, then pick
up the whole pile; your turn ends and the next player starts a fresh pile. You may take on purpose,
even when you could play, but never an empty pile.</li>
</ul>
<h3>Burning the pile</h3>
<p>When the top of the pile shows four cards of the same rank in a row (laid at once or completed
over several turns, jokers included), the pile leaves the game for good and whoever completed it
plays again. With several decks it takes four cards per deck (eight with two decks). Cards shown
while taking never burn.</p>
<h3>The rows</h3>
<ul>
<li><strong>Face-up row</strong>: only once your hand is empty. Several face-up cards of one rank
may be laid together. To take, lay the face-up cards of your choice (of one rank): they go to your
hand with the pile, and you must empty your hand again before returning to the row.</li>
<li><strong>Face-down row</strong>: only once your hand and face-up row are empty. Turn one card at
a time onto the pile without looking first: if it fits, good; if not, you take the pile with
it.</li>
</ul>
<h3>The end</h3>
<p>The first player with no cards at all wins; play goes on until everyone is ranked. The booklet
says nothing about games that go round in circles (two players can pass the pile back and forth
for thousands of moves). Tapis counts the moves in a row without a burn and without the player who
just moved getting below their fewest cards so far (hand and rows); at 50 moves per player (200 at
four), the game stops and the players still in are ranked by the cards they have left (equal counts
share a place). It is rare between players trying to get rid of their cards: Tapis saw it in none
of 400 games between easy or normal computer players, at two or at four, nor in any of 200 games
between two hard computer players (60 at four): when a game goes round in circles, the hard
computer player plays like the normal one until it moves on.</p>
<h3>At the table</h3>
<ul>
<li>Tap the cards of one rank you want to lay (they rise), then <strong>Lay</strong>. Cards that
do not fit are greyed; a gold edge marks a rank that would burn the pile.</li>
<li><strong>Take the pile</strong> shows the chosen card, or else your lowest one.</li>
<li>In the middle: the pile, its value and how many equal cards sit on top in a row; beside it,
the burned cards, the last burn face up. Along the top, each player with the number of cards in
their hand, their rows and the cards everyone saw them take; arrows between the places show the
direction of play, and a dashed frame marks who plays after.</li>
<li>With the keyboard: Tab and Enter to choose a card, <strong>A</strong> to choose every card of
that rank, <strong>P</strong> to lay, <strong>R</strong> to take, Escape to clear the choice.</li>
</ul>
<h3>Options</h3>
<ul>
<li><strong>Start</strong>: the booklet's race, or a first player drawn at random; with several
people on one device, always drawn.</li>
<li><strong>Tarot decks without trumps</strong>: one Knight per suit, between Jack and Queen. It is
not a joker. Either each Knight <em>reverses the direction</em> (so two together change nothing),
or each Knight <em>skips</em> the next player (three Knights at four players: you play again). A
play that burns does nothing else.</li>
<li><strong>Several decks</strong> shuffled together: a burn needs four cards per deck. By default
one deck up to five players, two beyond.</li>
<li><strong>Cards per row</strong>: 1 to 6. A table without enough cards for everyone's two rows is
refused.</li>
</ul>
<p>The cards are the booklet's: 52-card decks, or tarot decks without trumps (56 cards).</p>
"""

TEXT = {
    "glukz.rules": {"fr": RULES_FR.strip(), "en": RULES_EN.strip()},

    # options
    "glukz.option.start": {"fr": "Départ", "en": "Start"},
    "glukz.option.start.race": {"fr": "La course : le plus rapide commence", "en": "A race: the fastest starts"},
    "glukz.option.start.drawn": {"fr": "Premier joueur tiré au sort", "en": "First player drawn at random"},
    "glukz.option.start.help": {"fr": "Une course demande un appareil par personne : à plusieurs sur un même appareil, le premier joueur est toujours tiré au sort.",
                                "en": "A race needs one device per person: with several people on one device, the first player is always drawn."},
    "glukz.option.decks": {"fr": "Nombre de paquets", "en": "Number of decks"},
    "glukz.option.decks.help": {"fr": "Il faut quatre cartes égales par paquet pour annuler la pile.",
                                "en": "A burn needs four equal cards per deck."},
    "glukz.option.row_cards": {"fr": "Cartes par rangée", "en": "Cards per row"},
    "glukz.option.row_cards.help": {"fr": "Autant de cartes cachées que de cartes visibles devant chaque joueur.",
                                    "en": "As many face-down as face-up cards in front of each player."},
    "glukz.option.tarot": {"fr": "Jeu de tarot sans atouts (Cavaliers)", "en": "Tarot decks without trumps (Knights)"},
    "glukz.option.tarot.help": {"fr": "Ajoute un Cavalier par couleur, entre le Valet et la Dame.",
                                "en": "Adds a Knight per suit, between the Jack and the Queen."},
    "glukz.option.knights": {"fr": "Pouvoir des Cavaliers", "en": "Knights' power"},
    "glukz.option.knights.reverse": {"fr": "Chaque Cavalier inverse le sens", "en": "Each Knight reverses the direction"},
    "glukz.option.knights.skip": {"fr": "Chaque Cavalier fait sauter un joueur", "en": "Each Knight skips a player"},
    "glukz.option.knights.none": {"fr": "Aucun pouvoir", "en": "No power"},
    "glukz.option.knights.help": {"fr": "Seulement avec le jeu de tarot.", "en": "Only with tarot decks."},

    # errors
    "glukz.error.too_few_cards": {"fr": "Pas assez de cartes : {players} joueurs ont besoin de {needed} cartes pour leurs rangées et le jeu n'en a que {cards}. Ajoutez un paquet ou mettez moins de cartes par rangée.",
                                  "en": "Not enough cards: {players} players need {needed} cards for their rows and the game has only {cards}. Add a deck or put fewer cards in each row."},
    "glukz.error.no_cards": {"fr": "Choisissez au moins une carte.", "en": "Choose at least one card."},
    "glukz.error.same_card_twice": {"fr": "Une même carte ne peut pas être choisie deux fois.",
                                    "en": "The same card cannot be chosen twice."},
    "glukz.error.not_your_cards": {"fr": "Vous ne pouvez pas jouer ces cartes maintenant.",
                                   "en": "You cannot play these cards now."},
    "glukz.error.hand_first": {"fr": "Videz d'abord votre main : la rangée visible ne se joue qu'avec une main vide.",
                               "en": "Empty your hand first: the face-up row is played only with an empty hand."},
    "glukz.error.mixed_ranks": {"fr": "Les cartes posées ensemble doivent être de même valeur.",
                                "en": "Cards laid together must be of the same rank."},
    "glukz.error.too_low": {"fr": "Trop faible : il faut égaler ou dépasser la pile ({value}), ou poser un joker (3 ou 7).",
                            "en": "Too low: match or beat the pile ({value}), or lay a joker (3 or 7)."},
    "glukz.error.knight_too_low": {"fr": "Les Cavaliers ne sont pas des jokers : ils ne se posent pas sur la pile ({value}). Égalez-la, dépassez-la, ou posez un 3 ou un 7.",
                                   "en": "Knights are not jokers: they cannot go on the pile ({value}). Match or beat it, or lay a 3 or a 7."},
    "glukz.error.nothing_to_take": {"fr": "Il n'y a pas de pile à ramasser : posez une carte.",
                                    "en": "There is no pile to take: lay a card."},
    "glukz.error.blind_only": {"fr": "Il ne vous reste que des cartes cachées : retournez-en une.",
                               "en": "You only have face-down cards left: turn one over."},
    "glukz.error.flip_from_hand": {"fr": "Les cartes cachées se jouent quand la main et la rangée visible sont vides.",
                                   "en": "Face-down cards are played once your hand and face-up row are empty."},
    "glukz.error.flip_from_face_up": {"fr": "Jouez d'abord toute votre rangée visible.",
                                      "en": "Play your whole face-up row first."},
    "glukz.error.flip_from_out": {"fr": "Vous n'avez plus de cartes.", "en": "You have no cards left."},
    "glukz.error.no_card_there": {"fr": "Il n'y a pas de carte cachée à cette place.",
                                  "en": "There is no face-down card in that place."},

    # the log
    "glukz.event.deal": {"fr": "Donne : {n} cartes cachées et {n} visibles devant chacun, le reste en main.",
                         "en": "Deal: {n} face-down and {n} face-up cards in front of everyone, the rest in hand."},
    "glukz.event.deal#one": {"fr": "Donne : une carte cachée et une visible devant chacun, le reste en main.",
                             "en": "Deal: one face-down and one face-up card in front of everyone, the rest in hand."},
    "glukz.event.race": {"fr": "À vos cartes ! Le premier qui pose commence.",
                         "en": "Get ready! The first to lay a card starts."},
    "glukz.event.drawn_start": {"fr": "Tirage au sort : {seat} commence.", "en": "Drawn at random: {seat} starts."},
    "glukz.event.drawn_start@you": {"fr": "Tirage au sort : vous commencez.", "en": "Drawn at random: you start."},
    "glukz.event.start": {"fr": "{seat} est le plus rapide et commence.", "en": "{seat} is the fastest and starts."},
    "glukz.event.start@you": {"fr": "Vous êtes le plus rapide et commencez.", "en": "You are the fastest and start."},
    "glukz.event.direction": {"fr": "{seat} répond le premier : le jeu part de son côté.",
                              "en": "{seat} answers first: play goes their way."},
    "glukz.event.direction@you": {"fr": "Vous répondez le premier : le jeu part de votre côté.",
                                  "en": "You answer first: play goes your way."},
    "glukz.event.play": {"fr": "{seat} pose {what} {where}.", "en": "{seat} lays {what} {where}."},
    "glukz.event.play@you": {"fr": "Vous posez {what} {where_you}.", "en": "You lay {what} {where_you}."},
    "glukz.event.take": {"fr": "{seat} montre {what} {where} et ramasse la pile ({n} cartes).",
                         "en": "{seat} shows {what} {where} and takes the pile ({n} cards)."},
    "glukz.event.take@you": {"fr": "Vous montrez {what} {where_you} et ramassez la pile ({n} cartes).",
                             "en": "You show {what} {where_you} and take the pile ({n} cards)."},
    "glukz.event.take_blind": {"fr": "{seat} ramasse la pile avec sa carte ({n} cartes).",
                               "en": "{seat} takes the pile with that card ({n} cards)."},
    "glukz.event.take_blind@you": {"fr": "Vous ramassez la pile avec votre carte ({n} cartes).",
                                   "en": "You take the pile with your card ({n} cards)."},
    "glukz.event.flip": {"fr": "{seat} retourne une carte cachée : {what}, qui passe.",
                         "en": "{seat} turns a face-down card: {what}, which fits."},
    "glukz.event.flip@you": {"fr": "Vous retournez une carte cachée : {what}, qui passe.",
                             "en": "You turn a face-down card: {what}, which fits."},
    "glukz.event.flip_miss": {"fr": "{seat} retourne une carte cachée : {what}, qui ne passe pas.",
                              "en": "{seat} turns a face-down card: {what}, which does not fit."},
    "glukz.event.flip_miss@you": {"fr": "Vous retournez une carte cachée : {what}, qui ne passe pas.",
                                  "en": "You turn a face-down card: {what}, which does not fit."},
    "glukz.event.burn": {"fr": "Annulation par {seat} : {what} à la suite, la pile ({n} cartes) sort du jeu.",
                         "en": "{seat} burns the pile: {what} in a row, the pile ({n} cards) leaves the game."},
    "glukz.event.burn@you": {"fr": "Vous annulez la pile : {what} à la suite, la pile ({n} cartes) sort du jeu.",
                             "en": "You burn the pile: {what} in a row, the pile ({n} cards) leaves the game."},
    "glukz.event.again": {"fr": "{seat} rejoue.", "en": "{seat} plays again."},
    "glukz.event.again@you": {"fr": "Vous rejouez.", "en": "You play again."},
    "glukz.event.reverse": {"fr": "Cavalier : le sens du jeu s'inverse.", "en": "Knight: the direction of play reverses."},
    "glukz.event.skip": {"fr": "Cavaliers : les {n} joueurs suivants passent leur tour.",
                         "en": "Knights: the next {n} players miss their turn."},
    "glukz.event.skip#one": {"fr": "Cavalier : le joueur suivant passe son tour.",
                             "en": "Knight: the next player misses a turn."},
    "glukz.event.win": {"fr": "{seat} n'a plus de cartes et gagne la partie !",
                        "en": "{seat} has no cards left and wins the game!"},
    "glukz.event.win@you": {"fr": "Vous n'avez plus de cartes et gagnez la partie !",
                            "en": "You have no cards left and win the game!"},
    "glukz.event.out": {"fr": "{seat} n'a plus de cartes et finit à la place {place}.",
                        "en": "{seat} has no cards left and finishes in place {place}."},
    "glukz.event.out@you": {"fr": "Vous n'avez plus de cartes et finissez à la place {place}.",
                            "en": "You have no cards left and finish in place {place}."},
    "glukz.event.forfeit": {"fr": "{seat} finit dernier et a un gage !", "en": "{seat} finishes last and pays a forfeit!"},
    "glukz.event.forfeit@you": {"fr": "Vous finissez dernier et avez un gage !", "en": "You finish last and pay a forfeit!"},

    "glukz.event.stalled": {"fr": "La partie tourne en rond : {n} coups sans annulation et sans que personne n'ait jamais eu aussi peu de cartes. On arrête et on compte : moins il vous reste de cartes, mieux vous êtes classé.",
                            "en": "The game is going round in circles: {n} moves without a burn or anyone holding fewer cards than ever before. The table stops and counts: the fewer cards you have left, the better your place."},
    "glukz.where.hand": {"fr": "de sa main", "en": "from their hand"},
    "glukz.where.face_up": {"fr": "de sa rangée visible", "en": "from their face-up row"},
    "glukz.where.face_down": {"fr": "de sa rangée cachée", "en": "from their face-down row"},
    "glukz.where_you.hand": {"fr": "de votre main", "en": "from your hand"},
    "glukz.where_you.face_up": {"fr": "de votre rangée visible", "en": "from your face-up row"},
    "glukz.where_you.face_down": {"fr": "de votre rangée cachée", "en": "from your face-down row"},
}

for _rank, (_fr1, _frn, _frname, _en1, _enn, _enname) in _RANKS.items():
    TEXT[f"glukz.rank.{_rank}#one"] = {"fr": _fr1, "en": _en1}
    TEXT[f"glukz.rank.{_rank}"] = {"fr": _frn, "en": _enn}
    TEXT[f"glukz.rank_name.{_rank}"] = {"fr": _frname, "en": _enname}
_FR_NUMBERS = ("deux", "trois", "quatre", "cinq", "six", "sept", "huit", "neuf", "dix", "onze", "douze",
               "treize", "quatorze", "quinze", "seize")
_EN_NUMBERS = ("two", "three", "four", "five", "six", "seven", "eight", "nine", "ten", "eleven",
               "twelve", "thirteen", "fourteen", "fifteen", "sixteen")
for _n, (_fr, _en) in enumerate(zip(_FR_NUMBERS, _EN_NUMBERS), start=2):
    TEXT[f"glukz.number.{_n}"] = {"fr": _fr, "en": _en}
