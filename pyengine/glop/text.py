"""Glop's own sentences, French first, then English: its options, rules, errors and events,
and what they name. What only the site's table draws is beside it, in
web/app/tapis_app/views/glop/text.py."""

TEXT = {
    "glop.teams": {"fr": "Les places 1 et 3 jouent ensemble contre les places 2 et 4.",
                   "en": "Seats 1 and 3 play together against seats 2 and 4."},

    # ------------------------------------------------------------------ cards and colours
    "glop.card": {"fr": "le {value} {colour}", "en": "the {colour} {value}"},
    "glop.colour.R": {"fr": "rouge", "en": "red"},
    "glop.colour.B": {"fr": "bleu", "en": "blue"},
    "glop.colour.V": {"fr": "vert", "en": "green"},
    "glop.colour.J": {"fr": "jaune", "en": "yellow"},

    # ------------------------------------------------------------------ options
    "glop.option.forced_capture": {"fr": "Prise obligatoire", "en": "Compulsory taking"},
    "glop.option.forced_capture.help": {
        "fr": "Qui peut prendre des cartes avec l'une des siennes doit le faire ; il ne pose une carte que s'il ne peut rien prendre.",
        "en": "A player who can take with one of his cards must do so; he lays a card only when he can take nothing."},
    "glop.option.memory": {"fr": "Jeu de mémoire", "en": "Memory play"},
    "glop.option.memory.help": {
        "fr": "La main regardée puis échangée (avec le partenaire ou contre la réserve) s'affiche le temps de l'étudier, puis se cache. Sans cette option, elle reste affichée comme aide-mémoire.",
        "en": "The hand you looked at and then handed over (to your partner, or for your reserve) is shown long enough to study it, then hidden. Without this option it stays on screen as a reminder."},
    "glop.option.last_cards": {"fr": "Cartes restantes en fin de donne", "en": "Cards left at the end of a deal"},
    "glop.option.last_cards.help": {
        "fr": "Si la dernière carte de la donne ne prend rien, les cartes restées sur le tapis vont au dernier joueur (ou à la dernière équipe) qui a pris, ou ne comptent pour personne.",
        "en": "If the last card of the deal takes nothing, the cards left on the table go to the last player (or team) who took, or count for nobody."},
    "glop.option.last_cards.last_taker": {"fr": "Au dernier qui a pris", "en": "To the last taker"},
    "glop.option.last_cards.nobody": {"fr": "À personne", "en": "To nobody"},
    "glop.option.first_to_30": {"fr": "Premier à 30", "en": "First to 30"},
    "glop.option.first_to_30.help": {
        "fr": "À deux joueurs, la partie s'arrête dès qu'un joueur atteint 30 points, même sur un glop en cours de donne. Sans cette option, on finit la donne et le meilleur total gagne, comme par équipes.",
        "en": "With two players, the game stops as soon as a player reaches 30 points, even with a glop in the middle of a deal. Without this option, the deal is finished and the higher total wins, as in the team game."},

    # ------------------------------------------------------------------ errors
    "glop.error.no_such_card": {"fr": "Cette carte n'existe pas au Glop.", "en": "There is no such card in Glop."},
    "glop.error.not_in_hand": {"fr": "Vous n'avez pas {card} en main.", "en": "You do not hold {card}."},
    "glop.error.not_on_table": {"fr": "{card} n'est pas sur le tapis.", "en": "{card} is not on the table."},
    "glop.error.twice": {"fr": "Vous avez choisi deux fois la même carte du tapis.",
                         "en": "You picked the same table card twice."},
    "glop.error.take_nothing": {"fr": "Choisissez les cartes du tapis que vous prenez, ou posez votre carte.",
                                "en": "Pick the table cards you take, or lay your card."},
    "glop.error.equal_only": {
        "fr": "Il y a un {value} sur le tapis : votre {value} ne peut prendre que ce {value}, une seule carte.",
        "en": "There is a {value} on the table: your {value} may only take that {value}, a single card."},
    "glop.error.order": {"fr": "Nommez les cartes prises dans l'ordre du jeu (valeur, puis couleur) : {cards_text}.",
                         "en": "Name the cards taken in the game's order (value, then colour): {cards_text}."},
    "glop.error.eleven": {"fr": "Un 11 ne se prend qu'avec un autre 11.", "en": "An 11 can only be taken by another 11."},
    "glop.error.wrong_sum": {"fr": "Ces cartes font {total}, pas {value} : la somme doit égaler la valeur de votre carte.",
                             "en": "These cards add up to {total}, not {value}: the sum must equal your card's value."},
    "glop.error.must_take": {
        "fr": "Vous pouvez prendre des cartes (avec {card}, par exemple) : la prise est obligatoire.",
        "en": "You can take cards (with {card}, for instance): taking is compulsory."},

    # ------------------------------------------------------------------ the log
    "glop.event.deal": {"fr": "Donne {deal} : {dealer_seat} distribue ; couleur favorite : {colour}. Au tapis : {cards_text}.",
                        "en": "Deal {deal}: {dealer_seat} deals; favourite colour: {colour}. On the table: {cards_text}."},
    "glop.event.redeal": {"fr": "Trois cartes de même valeur au tapis ({cards_text}) : {dealer_seat} redistribue.",
                          "en": "Three cards of the same value on the table ({cards_text}): {dealer_seat} deals again."},
    "glop.event.swap": {"fr": "Chacun a regardé son jeu, puis les partenaires ont échangé leurs mains.",
                        "en": "Everyone looked at their hand, then partners swapped hands."},
    "glop.event.swap_reserve": {"fr": "Chacun a regardé son jeu, puis l'a échangé contre sa réserve, qu'il joue d'abord.",
                                "en": "Each player looked at his hand, then swapped it for his reserve, which he plays first."},
    "glop.event.take": {"fr": "{seat} joue {card_name} et prend {cards_text}.",
                        "en": "{seat} plays {card_name} and takes {cards_text}."},
    "glop.event.lay": {"fr": "{seat} pose {card_name} sur le tapis.", "en": "{seat} lays {card_name} on the table."},
    "glop.event.glop": {"fr": "Glop ! {seat} vide le tapis et marque 1 point ({score} au total).",
                        "en": "Glop! {seat} clears the table and scores 1 point ({score} in all)."},
    "glop.event.royal": {"fr": "Glop royal ! {seat} vide le tapis avec la dernière carte et marque 3 points ({score} au total).",
                         "en": "Royal glop! {seat} clears the table with the last card and scores 3 points ({score} in all)."},
    "glop.event.sweep": {"fr": "Dernière levée : {seat} ramasse aussi les cartes restantes ({cards_text}).",
                         "en": "Last take: {seat} also gathers the cards left ({cards_text})."},
    "glop.event.leftover": {"fr": "La dernière carte n'a rien pris : les cartes restantes ({cards_text}) vont à {seat}, le dernier à avoir pris.",
                            "en": "The last card took nothing: the cards left ({cards_text}) go to {seat}, the last to take."},
    "glop.event.leftover_nobody": {"fr": "La dernière carte n'a rien pris : les cartes restantes ({cards_text}) ne comptent pour personne.",
                                   "en": "The last card took nothing: the cards left ({cards_text}) count for nobody."},
    "glop.event.pickup": {"fr": "{seat} a joué sa réserve et reprend la main qu'il avait regardée.",
                          "en": "{seat} has played his reserve and picks up the hand he looked at."},
    "glop.event.deal_score": {"fr": "Décompte : {seat} marque {n} points dans cette donne ({score} au total).",
                              "en": "Count: {seat} scores {n} points this deal ({score} in all)."},
    "glop.event.deal_score#one": {"fr": "Décompte : {seat} marque {n} point dans cette donne ({score} au total).",
                                  "en": "Count: {seat} scores {n} point this deal ({score} in all)."},
    "glop.event.deal_score_team": {"fr": "Décompte : {seat} et {partner_seat} marquent {n} points dans cette donne ({score} au total).",
                                   "en": "Count: {seat} and {partner_seat} score {n} points this deal ({score} in all)."},
    "glop.event.deal_score_team#one": {"fr": "Décompte : {seat} et {partner_seat} marquent {n} point dans cette donne ({score} au total).",
                                       "en": "Count: {seat} and {partner_seat} score {n} point this deal ({score} in all)."},
    "glop.event.play_on": {"fr": "Égalité à {score} points : on joue une donne de plus.",
                           "en": "Tied at {score} points: one more deal."},
    "glop.event.game_over": {"fr": "{seat} gagne la partie, {score} à {other}.",
                             "en": "{seat} wins the game, {score} to {other}."},
    "glop.event.game_over_team": {"fr": "{seat} et {partner_seat} gagnent la partie, {score} à {other}.",
                                  "en": "{seat} and {partner_seat} win the game, {score} to {other}."},
    # the same moments when you are their subject (the person at this device is spoken to)
    "glop.event.take@you": {"fr": "Vous jouez {card_name} et prenez {cards_text}.",
                           "en": "You play {card_name} and take {cards_text}."},
    "glop.event.lay@you": {"fr": "Vous posez {card_name} sur le tapis.",
                          "en": "You lay {card_name} on the table."},
    "glop.event.glop@you": {"fr": "Glop ! Vous videz le tapis et marquez 1 point ({score} au total).",
                           "en": "Glop! You clear the table and score 1 point ({score} in all)."},
    "glop.event.royal@you": {"fr": "Glop royal ! Vous videz le tapis avec la dernière carte et marquez 3 points ({score} au total).",
                            "en": "Royal glop! You clear the table with the last card and score 3 points ({score} in all)."},
    "glop.event.sweep@you": {"fr": "Dernière levée : vous ramassez aussi les cartes restantes ({cards_text}).",
                            "en": "Last take: you also gather the cards left ({cards_text})."},
    "glop.event.leftover@you": {"fr": "La dernière carte n'a rien pris : les cartes restantes ({cards_text}) vous reviennent, à vous qui avez pris le dernier.",
                               "en": "The last card took nothing: the cards left ({cards_text}) go to you, the last to take."},
    "glop.event.pickup@you": {"fr": "Vous avez joué votre réserve et reprenez la main que vous aviez regardée.",
                             "en": "You have played your reserve and pick up the hand you looked at."},
    "glop.event.deal_score@you": {"fr": "Décompte : vous marquez {n} points dans cette donne ({score} au total).",
                                 "en": "Count: you score {n} points this deal ({score} in all)."},
    "glop.event.deal_score@you#one": {"fr": "Décompte : vous marquez {n} point dans cette donne ({score} au total).",
                                     "en": "Count: you score {n} point this deal ({score} in all)."},
    "glop.event.deal_score_team@you": {"fr": "Décompte : {partner_seat} et vous marquez {n} points dans cette donne ({score} au total).",
                                      "en": "Count: you and {partner_seat} score {n} points this deal ({score} in all)."},
    "glop.event.deal_score_team@you#one": {"fr": "Décompte : {partner_seat} et vous marquez {n} point dans cette donne ({score} au total).",
                                          "en": "Count: you and {partner_seat} score {n} point this deal ({score} in all)."},
    "glop.event.game_over@you": {"fr": "Vous gagnez la partie, {score} à {other}.",
                                "en": "You win the game, {score} to {other}."},
    "glop.event.game_over_team@you": {"fr": "{partner_seat} et vous gagnez la partie, {score} à {other}.",
                                     "en": "You and {partner_seat} win the game, {score} to {other}."},

    # ------------------------------------------------------------------ the in-app rules
    "glop.rules": {
        "fr": (
            "<h3>Le matériel</h3>"
            "<p>44 cartes : quatre couleurs numérotées de 1 à 11. Le livret ne nomme pas les couleurs : "
            "Tapis les appelle rouge ●, bleu ■, vert ▲ et jaune ◆, chacune avec son symbole. "
            "Un tableau de marque compte jusqu'à 30 et indique la couleur favorite.</p>"
            "<h3>La donne</h3>"
            "<p>Le donneur distribue les cartes deux par deux : dix à chacun, et les quatre dernières "
            "retournées sur le tapis. Si trois cartes (ou quatre) du tapis ont la même valeur, il "
            "redistribue. Chaque donne a sa couleur favorite, qui change à chaque donne en suivant "
            "l'ordre du tableau de marque ; le donneur change aussi, vers la gauche.</p>"
            "<ul><li><strong>À quatre</strong>, deux équipes : les partenaires sont assis face à face. "
            "Chacun regarde son jeu puis l'échange avec celui de son partenaire : on joue les cartes "
            "de l'autre, en sachant ce qu'il a en main.</li>"
            "<li><strong>À deux</strong>, chacun reçoit aussi une réserve de dix cartes cachées. Il "
            "regarde sa main, l'échange contre sa réserve, joue d'abord la réserve puis reprend la "
            "main qu'il avait vue.</li></ul>"
            "<p>Avec l'option <em>jeu de mémoire</em> (choisie par défaut), la main regardée puis "
            "échangée reste visible le temps de l'étudier, puis disparaît.</p>"
            "<h3>Jouer une carte</h3>"
            "<p>Le joueur à gauche du donneur commence, puis on joue chacun son tour, une carte à la fois.</p>"
            "<ul><li>S'il y a au tapis une carte de même valeur que la vôtre, vous prenez cette carte, "
            "une seule, et rien d'autre.</li>"
            "<li>Sinon, vous pouvez prendre plusieurs cartes dont la somme vaut votre carte : un 8 "
            "prend 5 + 3. S'il y a plusieurs façons, vous choisissez.</li>"
            "<li>Un 11 du tapis ne se prend qu'avec un 11 ; sans 11 au tapis, votre 11 peut prendre "
            "une somme de 11.</li>"
            "<li>Si vous ne pouvez rien prendre, vous posez une carte face visible sur le tapis, à "
            "côté des autres.</li></ul>"
            "<p>Tapis lit la prise comme <strong>obligatoire</strong> : si l'une de vos cartes peut "
            "prendre, vous devez jouer une carte qui prend (option <em>prise obligatoire</em>).</p>"
            "<p>Les cartes ramassées vont dans le paquet du joueur ou de l'équipe ; on ne les regarde "
            "plus, Tapis n'en montre que le nombre.</p>"
            "<h3>Le glop</h3>"
            "<p>Prendre d'un coup toutes les cartes du tapis, c'est un <strong>glop</strong> : 1 point "
            "tout de suite. Le joueur suivant trouve le tapis vide et doit y poser une carte.</p>"
            "<h3>La fin de la donne</h3>"
            "<p>La donne s'arrête quand toutes les cartes ont été jouées. Un glop fait avec la toute "
            "dernière carte est un <strong>glop royal</strong> : 3 points au lieu de 1. Si la dernière "
            "carte fait une prise partielle, son joueur ramasse aussi tout ce qui reste au tapis. Si "
            "elle ne prend rien, le livret ne dit rien : Tapis donne les cartes restantes au dernier "
            "qui a pris (option <em>cartes restantes</em> : ou bien à personne).</p>"
            "<h3>Le décompte</h3>"
            "<ul><li>23 cartes ramassées ou plus : 2 points (22 partout : rien) ;</li>"
            "<li>le 1 de la couleur favorite : 1 point ; le 6 de la couleur favorite : 1 point ;</li>"
            "<li>trois ou quatre 6 : 2 points ;</li>"
            "<li>cartes de la couleur favorite : 6 cartes 1 point, 7 cartes 2, 8 cartes 3, 9 cartes 4, "
            "10 cartes 5, les 11 : 6 points ;</li>"
            "<li>les glops, déjà marqués pendant la donne.</li></ul>"
            "<h3>Le gagnant</h3>"
            "<p>Dès qu'un camp atteint 30 points, on termine la donne en cours ; le meilleur total "
            "gagne. En cas d'égalité, Tapis fait jouer une donne de plus.</p>"
            "<p>À deux joueurs, le livret dit que le vainqueur est le premier à atteindre 30 "
            "points. Par défaut, Tapis termine aussi la donne avant de désigner le vainqueur, "
            "comme par équipes. Avec l'option <em>premier à 30</em>, la partie s'arrête au moment "
            "même où un joueur atteint 30 points, fût-ce par un glop au milieu d'une donne ; si "
            "les deux y arrivent ensemble au décompte, le meilleur total gagne, et à égalité on "
            "joue encore jusqu'à ce que l'un passe devant.</p>"
            "<p>Tapis tire au sort le premier donneur et la première couleur favorite.</p>"
            "<h3>À la table</h3>"
            "<p>Touchez une carte de votre main : Tapis montre ce qu'elle prend, en soulignant les "
            "cartes au tapis. S'il y a plusieurs prises possibles, chacune a son bouton ; touchez une "
            "carte du tapis pour voir une autre prise qui la contient. Un glop est annoncé sur le "
            "bouton. Si la carte ne prend rien, le bouton « Poser sur le tapis » la met au tapis ; si elle ne peut "
            "pas être jouée, Tapis dit pourquoi.</p>"
            "<p>Au clavier : les flèches choisissent une carte, les chiffres font la prise du même "
            "numéro, P pose la carte, Échap la repose dans la main. Le tableau de marque, à gauche "
            "(en haut sur un téléphone), donne les points, la couleur favorite, les levées et les "
            "glops de chaque camp ; le décompte de la donne finie reste affiché jusqu'à votre "
            "première carte de la donne suivante.</p>"
        ),
        "en": (
            "<h3>The cards</h3>"
            "<p>44 cards: four colours numbered 1 to 11. The rule book does not name the colours: "
            "Tapis calls them red ●, blue ■, green ▲ and yellow ◆, each with its own symbol. A score "
            "board counts up to 30 and marks the favourite colour.</p>"
            "<h3>The deal</h3>"
            "<p>The dealer gives the cards two at a time: ten to each player, and the last four face "
            "up on the table. If three (or four) table cards share a value, he deals again. Each deal "
            "has its favourite colour, which moves on every deal in the score board's order; the deal "
            "also passes to the left.</p>"
            "<ul><li><strong>Four players</strong> play in two teams, partners sitting opposite. Each "
            "looks at his hand, then swaps it with his partner's: you play your partner's cards, "
            "knowing what he holds.</li>"
            "<li><strong>Two players</strong> each also get a face-down reserve of ten cards. You look "
            "at your hand, swap it for your reserve, play the reserve first, then pick up the hand "
            "you saw.</li></ul>"
            "<p>With the <em>memory play</em> option (on by default), the hand you looked at and handed "
            "over stays on screen long enough to study it, then disappears.</p>"
            "<h3>Playing a card</h3>"
            "<p>The player on the dealer's left starts; then each plays in turn, one card at a time.</p>"
            "<ul><li>If a table card has the same value as yours, you take that card, only one, and "
            "nothing else.</li>"
            "<li>Otherwise you may take several cards that add up to your card: an 8 takes 5 + 3. When "
            "there are several ways, you choose.</li>"
            "<li>An 11 on the table can only be taken by an 11; with no 11 on the table, your 11 may "
            "take cards adding up to 11.</li>"
            "<li>If you can take nothing, you lay a card face up on the table beside the others.</li></ul>"
            "<p>Tapis reads taking as <strong>compulsory</strong>: if any of your cards can take, you "
            "must play a card that takes (option <em>compulsory taking</em>).</p>"
            "<p>Captured cards go to the player's or the team's pile; nobody looks at them again, and "
            "Tapis shows only how many there are.</p>"
            "<h3>Glop</h3>"
            "<p>Taking every card on the table at once is a <strong>glop</strong>: 1 point at once. "
            "The next player finds the table empty and must lay a card on it.</p>"
            "<h3>End of a deal</h3>"
            "<p>The deal ends when every card has been played. A glop made with the very last card is "
            "a <strong>royal glop</strong>: 3 points instead of 1. If the last card makes a partial "
            "take, its player also gathers everything left on the table. If it takes nothing, the "
            "rule book is silent: Tapis gives the cards left to the last player who took (option "
            "<em>cards left</em>: or to nobody).</p>"
            "<h3>The count</h3>"
            "<ul><li>23 cards taken or more: 2 points (22 each: nothing);</li>"
            "<li>the 1 of the favourite colour: 1 point; the 6 of the favourite colour: 1 point;</li>"
            "<li>three or four 6s: 2 points;</li>"
            "<li>cards of the favourite colour: 6 cards 1 point, 7 cards 2, 8 cards 3, 9 cards 4, "
            "10 cards 5, all 11: 6 points;</li>"
            "<li>glops, already scored during the deal.</li></ul>"
            "<h3>The winner</h3>"
            "<p>As soon as a side reaches 30 points, the deal in progress is finished; the higher "
            "total wins. On a tie, Tapis plays one more deal.</p>"
            "<p>With two players, the rule book says the winner is the first to reach 30 points. "
            "By default Tapis finishes the deal there too before naming the winner, as in the team "
            "game. With the <em>first to 30</em> option, the game stops the very moment a player "
            "reaches 30 points, even with a glop in the middle of a deal; if both get there "
            "together at the count, the higher total wins, and on a tie play goes on until one "
            "of them pulls ahead.</p>"
            "<p>Tapis draws the first dealer and the first favourite colour at random.</p>"
            "<h3>At the table</h3>"
            "<p>Tap a card in your hand: Tapis shows what it takes, raising those cards on the "
            "table. When there are several possible takes, each has its own button; tap a table card "
            "to see another take that holds it. A glop is marked on its button. When the card takes "
            "nothing, the “Lay on the table” button puts it on the table; when it may not be played, Tapis says "
            "why.</p>"
            "<p>With the keyboard: arrows choose a card, digits make the take of that number, P lays "
            "the card, Esc puts it back. The score board, on the left (on top on a phone), shows the "
            "points, the favourite colour, each side's taken cards and glops; the count of the deal "
            "just finished stays up until your first card of the next deal.</p>"
        ),
    },
}
