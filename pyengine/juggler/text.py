"""Every Juggler sentence a player sees, French first, then English."""

TEXT = {

    # ------------------------------------------------------------------ decks and cards
    "juggler.deck.vowels": {"fr": "le paquet rouge (voyelles)", "en": "the red deck (vowels)"},
    "juggler.deck.consonants": {"fr": "le paquet noir (consonnes)", "en": "the black deck (consonants)"},
    "juggler.deck_short.vowels": {"fr": "Voyelles", "en": "Vowels"},
    "juggler.deck_short.consonants": {"fr": "Consonnes", "en": "Consonants"},

    # ------------------------------------------------------------------ options
    "juggler.option.check_words": {"fr": "Vérification des mots", "en": "Word checking"},
    "juggler.option.check_words.help": {
        "fr": "Stricte : un mot absent du dictionnaire ne peut être ni annoncé ni déclaré. Sur "
              "l'honneur : on peut déclarer n'importe quel mot ; à la révélation, un mot absent du "
              "dictionnaire marque zéro (et l'annonceur dont le mot n'est pas valide marque zéro).",
        "en": "Strict: a word missing from the dictionary can be neither announced nor declared. "
              "On honour: any word may be declared; at the reveal, a word missing from the "
              "dictionary scores zero (and so does an announcer whose word is not valid)."},
    "juggler.option.check_words.strict": {"fr": "Stricte", "en": "Strict"},
    "juggler.option.language": {"fr": "Langue des cartes et des mots", "en": "Language of cards and words"},
    "juggler.option.language.help": {
        "fr": "La boîte sert trois langues : chacune joue 72 de ses 80 cartes, avec ses propres "
              "valeurs, et ses propres mots (en allemand, Ä, Ö, Ü et ß s'écrivent AE, OE, UE et "
              "SS). Les listes de cartes anglaise et allemande sont des reconstitutions.",
        "en": "The box serves three languages: each plays 72 of its 80 cards, with its own values, "
              "and its own words (in German, Ä, Ö, Ü and ß are written AE, OE, UE and SS). The "
              "English and German card lists are reconstructions.",
    },
    "juggler.option.language.fr": {"fr": "Français", "en": "French"},
    "juggler.option.language.en": {"fr": "Anglais", "en": "English"},
    "juggler.option.language.de": {"fr": "Allemand", "en": "German"},
    "juggler.option.check_words.honour": {"fr": "Sur l'honneur", "en": "On honour"},

    # ------------------------------------------------------------------ the guided first game
    "juggler.guide.welcome": {
        "fr": "Bienvenue au Juggler ! À chaque partie, formez un mot avec toutes les cartes de votre main. Vous commencez avec sept consonnes ; les voyelles sont dans le paquet rouge. Le premier à 70 points gagne.",
        "en": "Welcome to Juggler! Each hand, make a word with all the cards in your hand. You start with seven consonants; the vowels are in the red deck. The first to 70 points wins."},
    "juggler.guide.take": {
        "fr": "À votre tour, prenez d'abord une carte : le dessus du paquet rouge (voyelles) ou noir (consonnes), ou une carte posée sur la table. Vous pouvez aussi ne rien prendre.",
        "en": "On your turn, first take a card: the top of the red deck (vowels) or the black one (consonants), or a card on the table. You may also take nothing."},
    "juggler.guide.word": {
        "fr": "Touchez vos cartes pour former votre mot : elles passent dans le cadre doré, dans l'ordre où vous les touchez. Le mot est vérifié au fur et à mesure.",
        "en": "Tap your cards to make your word: they move into the gold frame, in the order you tap them. The word is checked as you go."},
    "juggler.guide.lay": {
        "fr": "Puis posez une carte sur la table pour raccourcir votre main, ou gardez tout avec « Ne rien poser ». Une carte posée reste à prendre pour tout le monde.",
        "en": "Then lay a card on the table to shorten your hand, or keep everything with \"Lay nothing\". A card laid can be taken by anyone."},
    "juggler.guide.table": {
        "fr": "Les cartes posées restent sur la table, face visible : vous pouvez prendre celle qui vous arrange plutôt que le dessus d'un paquet.",
        "en": "Laid cards stay on the table face up: you may take the one you want instead of the top of a deck."},
    "juggler.guide.announce": {
        "fr": "Quand toute votre main fait un mot, « J'annonce » : chacun n'a plus qu'un tour, puis tout le monde montre son mot. Un mot de toute la main ne perd aucun point.",
        "en": "When your whole hand makes a word, \"I announce\": everyone has one more turn, then all show their words. A whole-hand word loses no points."},
    "juggler.guide.banner": {
        "fr": "L'ordinateur a annoncé : c'est votre dernier tour. Faites le meilleur mot possible avec votre main.",
        "en": "The computer has announced: this is your last turn. Make the best word you can with your hand."},
    "juggler.guide.reveal": {
        "fr": "La révélation : chacun montre son mot. Il vaut la somme de ses cartes, moins la valeur des cartes inutilisées (jamais moins de zéro).",
        "en": "The reveal: everyone shows a word. It is worth the sum of its cards, minus the value of the cards left unused (never below zero)."},

    # ------------------------------------------------------------------ errors
    "juggler.error.no_such_card": {"fr": "Cette carte n'existe pas au Juggler.",
                                   "en": "There is no such card in Juggler."},
    "juggler.error.no_such_deck": {"fr": "Il n'y a que deux paquets : les voyelles et les consonnes.",
                                   "en": "There are only two decks: vowels and consonants."},
    "juggler.error.deck_empty": {"fr": "Il n'y a plus de carte dans {deck}.",
                                 "en": "There are no cards left in {deck}."},
    "juggler.error.not_on_table": {"fr": "Il n'y a pas de {card} sur la table.",
                                   "en": "There is no {card} on the table."},
    "juggler.error.not_in_hand": {"fr": "Vous n'avez pas ce {card} en main.",
                                  "en": "You do not hold that {card}."},
    "juggler.error.twice": {"fr": "Vous avez utilisé deux fois la même carte.",
                            "en": "You used the same card twice."},
    "juggler.error.take_first": {
        "fr": "Prenez d'abord une carte (ou choisissez de ne rien prendre) ; vous poserez ensuite.",
        "en": "First take a card (or choose to take none); you lay one afterwards."},
    "juggler.error.already_took": {
        "fr": "Vous avez déjà pris ce tour-ci : une carte prise ne se remet pas pour en prendre une autre.",
        "en": "You have already taken this turn: a card taken cannot be put back to take another."},
    "juggler.error.already_announced": {
        "fr": "Un joueur a déjà annoncé : c'est le dernier tour, on ne peut plus annoncer.",
        "en": "A player has already announced: this is the last turn, nobody may announce now."},
    "juggler.error.closing": {
        "fr": "La partie se termine (dernier tour) : on ne peut plus annoncer.",
        "en": "The hand is ending (last turn): nobody may announce now."},
    "juggler.error.empty_hand": {"fr": "Il faut au moins une carte en main pour annoncer.",
                                 "en": "You need at least one card in hand to announce."},
    "juggler.error.whole_hand": {
        "fr": "Pour annoncer, le mot doit utiliser toutes les cartes de votre main.",
        "en": "To announce, your word must use every card in your hand."},
    "juggler.error.not_a_word": {"fr": "« {word} » n'est pas dans le dictionnaire.",
                                 "en": "“{word}” is not in the dictionary."},
    "juggler.error.reveal_now": {"fr": "C'est la révélation : déclarez votre mot (ou aucun).",
                                 "en": "This is the reveal: declare your word (or none)."},
    "juggler.error.not_reveal": {
        "fr": "On ne déclare son mot qu'à la révélation, quand le jeu revient à l'annonceur.",
        "en": "Words are declared only at the reveal, when play comes back to the announcer."},

    # ------------------------------------------------------------------ the log
    "juggler.event.deal": {
        "fr": "Partie {hand} : sept consonnes à chacun, distribuées par {dealer_seat} ; {seat} commence.",
        "en": "Hand {hand}: seven consonants each, dealt by {dealer_seat}; {seat} starts."},
    "juggler.event.deal@you": {
        "fr": "Partie {hand} : sept consonnes à chacun, distribuées par {dealer_seat} ; vous commencez.",
        "en": "Hand {hand}: seven consonants each, dealt by {dealer_seat}; you start."},
    "juggler.event.draw": {"fr": "{seat} pioche dans {deck_name}.", "en": "{seat} draws from {deck_name}."},
    "juggler.event.draw@you": {"fr": "Vous piochez dans {deck_name}.", "en": "You draw from {deck_name}."},
    "juggler.event.drawn": {"fr": "Vous piochez un {letter}.", "en": "You draw a {letter}."},
    "juggler.event.take": {"fr": "{seat} prend le {letter} de la table.", "en": "{seat} takes the {letter} from the table."},
    "juggler.event.take@you": {"fr": "Vous prenez le {letter} de la table.", "en": "You take the {letter} from the table."},
    "juggler.event.no_take": {"fr": "{seat} ne prend pas de carte.", "en": "{seat} takes no card."},
    "juggler.event.no_take@you": {"fr": "Vous ne prenez pas de carte.", "en": "You take no card."},
    "juggler.event.lay": {"fr": "{seat} pose un {letter} sur la table.", "en": "{seat} lays a {letter} on the table."},
    "juggler.event.lay@you": {"fr": "Vous posez un {letter} sur la table.", "en": "You lay a {letter} on the table."},
    "juggler.event.keep": {"fr": "{seat} ne pose pas de carte ({n} en main).",
                           "en": "{seat} lays no card ({n} in hand)."},
    "juggler.event.keep@you": {"fr": "Vous ne posez pas de carte ({n} en main).",
                               "en": "You lay no card ({n} in hand)."},
    "juggler.event.deck_empty": {"fr": "Il n'y a plus de carte dans {deck_name} : on continue sans lui.",
                                 "en": "{deck_name} is empty: play goes on without it."},
    "juggler.event.announce": {
        "fr": "{seat} annonce un mot « main entière » de {n} cartes ! Chacun des autres joue un dernier tour.",
        "en": "{seat} announces a whole-hand word of {n} cards! Every other player has one last turn."},
    "juggler.event.announce#one": {
        "fr": "{seat} annonce un mot « main entière » d'une carte ! Chacun des autres joue un dernier tour.",
        "en": "{seat} announces a one-card whole-hand word! Every other player has one last turn."},
    "juggler.event.announce@you": {
        "fr": "Vous annoncez un mot « main entière » de {n} cartes ! Chacun des autres joue un dernier tour.",
        "en": "You announce a whole-hand word of {n} cards! Every other player has one last turn."},
    "juggler.event.announce@you#one": {
        "fr": "Vous annoncez un mot « main entière » d'une carte ! Chacun des autres joue un dernier tour.",
        "en": "You announce a one-card whole-hand word! Every other player has one last turn."},
    "juggler.event.last_round": {
        "fr": "Les deux paquets sont épuisés : chacun des autres joue un dernier tour avec les cartes de la table.",
        "en": "Both decks are empty: every other player has one last turn with the table cards."},
    "juggler.event.last_round_limit": {
        "fr": "{n} tours sans annonce : chacun des autres joue un dernier tour.",
        "en": "{n} rounds without an announcement: every other player has one last turn."},
    "juggler.event.reveal_start": {"fr": "Révélation : chacun déclare son mot.",
                                   "en": "The reveal: everyone declares a word."},
    "juggler.event.declared": {"fr": "{seat} a choisi son mot.", "en": "{seat} has chosen a word."},
    "juggler.event.declared@you": {"fr": "Vous avez choisi votre mot.", "en": "You have chosen your word."},
    "juggler.event.declared_word": {"fr": "Vous déclarez « {word} ».", "en": "You declare “{word}”."},
    "juggler.event.word": {
        "fr": "{seat} montre « {word} » (mot {value}, cartes inutilisées {unused}) et marque {n} points ({total} au total).",
        "en": "{seat} shows “{word}” (word {value}, unused cards {unused}) and scores {n} points ({total} in all)."},
    "juggler.event.word#one": {
        "fr": "{seat} montre « {word} » (mot {value}, cartes inutilisées {unused}) et marque {n} point ({total} au total).",
        "en": "{seat} shows “{word}” (word {value}, unused cards {unused}) and scores {n} point ({total} in all)."},
    "juggler.event.word@you": {
        "fr": "Vous montrez « {word} » (mot {value}, cartes inutilisées {unused}) et marquez {n} points ({total} au total).",
        "en": "You show “{word}” (word {value}, unused cards {unused}) and score {n} points ({total} in all)."},
    "juggler.event.word@you#one": {
        "fr": "Vous montrez « {word} » (mot {value}, cartes inutilisées {unused}) et marquez {n} point ({total} au total).",
        "en": "You show “{word}” (word {value}, unused cards {unused}) and score {n} point ({total} in all)."},
    "juggler.event.invalid_word": {
        "fr": "{seat} : « {word} » n'est pas dans le dictionnaire, zéro point ({total} au total).",
        "en": "{seat}: “{word}” is not in the dictionary, no points ({total} in all)."},
    "juggler.event.invalid_word@you": {
        "fr": "Votre mot « {word} » n'est pas dans le dictionnaire : vous marquez zéro point ({total} au total).",
        "en": "Your word “{word}” is not in the dictionary: you score no points ({total} in all)."},
    "juggler.event.no_word": {"fr": "{seat} ne montre aucun mot, zéro point ({total} au total).",
                              "en": "{seat} shows no word, no points ({total} in all)."},
    "juggler.event.no_word@you": {"fr": "Vous ne montrez aucun mot : zéro point ({total} au total).",
                                  "en": "You show no word: no points ({total} in all)."},
    "juggler.event.play_on": {
        "fr": "Égalité en tête à {total} points : on joue une partie de plus.",
        "en": "A tie at the top with {total} points: one more hand is played."},
    "juggler.event.game_over": {"fr": "{seat} gagne avec {total} points !",
                                "en": "{seat} wins with {total} points!"},
    "juggler.event.game_over@you": {"fr": "Vous gagnez avec {total} points !",
                                    "en": "You win with {total} points!"},
    "juggler.event.hand_limit": {
        "fr": "Trente parties jouées : le jeu s'arrête, le plus haut total l'emporte.",
        "en": "Thirty hands played: the game stops, the highest total wins."},
    "juggler.event.game_shared": {"fr": "{winner_seats} finissent premiers ex æquo avec {total} points !",
                                  "en": "{winner_seats} share first place with {total} points!"},

    # ------------------------------------------------------------------ the table
    "juggler.ui.kind.vowels": {"fr": "voyelle", "en": "vowel"},
    "juggler.ui.kind.consonants": {"fr": "consonne", "en": "consonant"},
    "juggler.ui.card_label": {"fr": "lettre {letter}, {kind}, {n} points", "en": "letter {letter}, {kind}, {n} points"},
    "juggler.ui.card_label#one": {"fr": "lettre {letter}, {kind}, {n} point", "en": "letter {letter}, {kind}, {n} point"},
    "juggler.ui.deck_label": {"fr": "Paquet {deck} : {n} cartes", "en": "{deck} deck: {n} cards"},
    "juggler.ui.deck_label#one": {"fr": "Paquet {deck} : {n} carte", "en": "{deck} deck: {n} card"},
    "juggler.ui.draw_label": {"fr": "Piocher dans {deck} — {n} cartes", "en": "Draw from {deck} — {n} cards"},
    "juggler.ui.draw_label#one": {"fr": "Piocher dans {deck} — {n} carte", "en": "Draw from {deck} — {n} card"},
    "juggler.ui.take_label": {"fr": "Prendre de la table : {card}", "en": "Take from the table: {card}"},
    "juggler.ui.add_label": {"fr": "Ajouter au mot : {card}", "en": "Add to the word: {card}"},
    "juggler.ui.back_label": {"fr": "Retirer du mot : {card}", "en": "Take out of the word: {card}"},
    "juggler.ui.lay_label": {"fr": "Poser sur la table : {card}", "en": "Lay on the table: {card}"},

    "juggler.ui.list": {"fr": "{first} et {last}", "en": "{first} and {last}"},
    "juggler.ui.hand_no": {"fr": "Partie {n}", "en": "Hand {n}"},
    "juggler.ui.dealer": {"fr": "Donneur : {name}", "en": "Dealer: {name}"},
    "juggler.ui.dealer@you": {"fr": "Vous êtes le donneur", "en": "You are the dealer"},
    "juggler.ui.total": {"fr": "Total de {name} : {n}", "en": "{name}'s total: {n}"},
    "juggler.ui.total@you": {"fr": "Votre total : {n}", "en": "Your total: {n}"},
    "juggler.ui.target": {"fr": "Premier à {n} points", "en": "First to {n} points"},
    "juggler.ui.honour": {"fr": "Mots sur l'honneur", "en": "Words on honour"},
    "juggler.ui.points": {"fr": "{n} pts", "en": "{n} pts"},
    "juggler.ui.points#one": {"fr": "{n} pt", "en": "{n} pt"},
    "juggler.ui.felt": {"fr": "La table : les paquets et les cartes visibles",
                        "en": "The table: the decks and the face-up cards"},
    "juggler.ui.table": {"fr": "Cartes visibles ({n})", "en": "Face-up cards ({n})"},
    "juggler.ui.table_empty": {
        "fr": "Aucune carte posée pour l'instant. Le paquet rouge donne les voyelles, le noir les consonnes.",
        "en": "No card laid yet. The red deck gives vowels, the black deck consonants."},

    "juggler.ui.badge.dealer": {"fr": "Donneur", "en": "Dealer"},
    "juggler.ui.badge.announced": {"fr": "A annoncé", "en": "Announced"},
    "juggler.ui.badge.last_turn": {"fr": "Dernier tour", "en": "Last turn"},
    "juggler.ui.badge.declared": {"fr": "Mot choisi", "en": "Word chosen"},
    "juggler.ui.badge.choosing": {"fr": "Choisit son mot", "en": "Choosing a word"},
    "juggler.ui.count": {"fr": "{n} cartes en main", "en": "{n} cards in hand"},
    "juggler.ui.count#one": {"fr": "{n} carte en main", "en": "{n} card in hand"},
    "juggler.ui.count_vowels": {"fr": ", dont {n} voyelles", "en": ", {n} vowels"},
    "juggler.ui.count_vowels#one": {"fr": ", dont {n} voyelle", "en": ", {n} vowel"},
    "juggler.ui.count_vowels.none": {"fr": ", aucune voyelle", "en": ", no vowel"},
    "juggler.ui.known": {"fr": "Prises sur la table :", "en": "Taken from the table:"},

    "juggler.ui.move.line": {"fr": "{first}, {second}.", "en": "{first}, {second}."},
    "juggler.ui.move.took_nothing": {"fr": "N'a rien pris", "en": "Took nothing"},
    "juggler.ui.move.took_table": {"fr": "A pris le {letter} de la table", "en": "Took the {letter} from the table"},
    "juggler.ui.move.drew.vowels": {"fr": "A pioché une voyelle", "en": "Drew a vowel"},
    "juggler.ui.move.drew.consonants": {"fr": "A pioché une consonne", "en": "Drew a consonant"},
    "juggler.ui.move.drew_known": {"fr": "A pioché un {letter} ({deck})", "en": "Drew a {letter} ({deck})"},
    "juggler.ui.move.laid": {"fr": "a posé un {letter}", "en": "laid a {letter}"},
    "juggler.ui.move.kept": {"fr": "n'a rien posé", "en": "laid nothing"},
    "juggler.ui.move.announced": {"fr": "Et a annoncé !", "en": "And announced!"},

    "juggler.ui.banner.announced": {"fr": "{name} a annoncé !", "en": "{name} has announced!"},
    "juggler.ui.banner.announced@you": {"fr": "Vous avez annoncé !", "en": "You have announced!"},
    "juggler.ui.banner.whole_hand": {"fr": "Son mot utilise toute sa main ({n} cartes).",
                                     "en": "Their word uses their whole hand ({n} cards)."},
    "juggler.ui.banner.whole_hand#one": {"fr": "Son mot utilise toute sa main (une carte).",
                                         "en": "Their word uses their whole hand (one card)."},
    "juggler.ui.banner.whole_hand@you": {"fr": "Votre mot utilise toute votre main ({n} cartes).",
                                         "en": "Your word uses your whole hand ({n} cards)."},
    "juggler.ui.banner.whole_hand@you#one": {"fr": "Votre mot utilise toute votre main (une carte).",
                                             "en": "Your word uses your whole hand (one card)."},
    "juggler.ui.banner.decks": {"fr": "Les deux paquets sont vides.", "en": "Both decks are empty."},
    "juggler.ui.banner.limit": {"fr": "{n} tours sans annonce.", "en": "{n} rounds without an announcement."},
    "juggler.ui.banner.last_turns": {"fr": "Dernier tour pour {names}, puis chacun montre son mot.",
                                     "en": "Last turn for {names}, then everyone shows a word."},
    "juggler.ui.banner.reveal": {"fr": "Révélation.", "en": "The reveal."},
    "juggler.ui.banner.reveal_how": {
        "fr": "Chacun choisit en secret le mot qu'il montre ; les mots sont dévoilés ensemble.",
        "en": "Everyone secretly chooses the word to show; the words are shown together."},

    "juggler.ui.hand": {"fr": "Votre main", "en": "Your hand"},
    "juggler.ui.hand_of": {"fr": "La main de {name}", "en": "{name}'s hand"},
    "juggler.ui.word_tag": {"fr": "Mot", "en": "Word"},
    "juggler.ui.word_slot": {"fr": "Votre mot", "en": "Your word"},
    "juggler.ui.word_group": {"fr": "Votre mot : {word}", "en": "Your word: {word}"},
    "juggler.ui.word_group.announced": {"fr": "Le mot que vous avez annoncé : {word}",
                                        "en": "The word you announced: {word}"},
    "juggler.ui.word_group.empty": {"fr": "Votre mot, vide pour l'instant", "en": "Your word, empty for now"},
    "juggler.ui.rest": {"fr": "Autres cartes ({n})", "en": "Other cards ({n})"},
    "juggler.ui.announced_word": {
        "fr": "Vous avez annoncé {word} ({n} points). La révélation suit le dernier tour des autres.",
        "en": "You announced {word} ({n} points). The reveal follows the others' last turn."},
    "juggler.ui.word_of": {"fr": "Le meilleur mot de {name} pour l'instant :", "en": "{name}'s best word so far:"},
    "juggler.ui.word_empty": {"fr": "Touchez vos cartes pour former un mot.", "en": "Tap your cards to spell a word."},
    "juggler.ui.is_word": {"fr": "un mot, {n} points", "en": "a word, {n} points"},
    "juggler.ui.is_word#one": {"fr": "un mot, {n} point", "en": "a word, {n} point"},
    "juggler.ui.not_word": {"fr": "pas dans le dictionnaire", "en": "not in the dictionary"},
    "juggler.ui.live.whole": {"fr": "— toute la main : de quoi annoncer !", "en": "— the whole hand: you could announce!"},
    "juggler.ui.live.score": {"fr": "— avec les autres cartes en moins : {n}",
                              "en": "— less the other cards: {n}"},
    "juggler.ui.clear": {"fr": "Tout retirer", "en": "Clear"},
    "juggler.ui.type": {"fr": "Taper un mot :", "en": "Type a word:"},
    "juggler.ui.type.go": {"fr": "Arranger", "en": "Arrange"},
    "juggler.ui.type.error": {"fr": "Vous n'avez pas toutes les lettres de « {word} ».",
                              "en": "You do not hold every letter of “{word}”."},

    "juggler.ui.prompt.take": {"fr": "Prenez une carte : touchez un paquet ou une carte visible.",
                               "en": "Take a card: tap a deck or a face-up card."},
    "juggler.ui.prompt.take_last": {
        "fr": "Dernier tour : prenez un paquet ou une carte visible.",
        "en": "Last turn: take from a deck or a face-up card."},
    "juggler.ui.prompt.lay": {
        "fr": "Posez une carte, ou aucune. Toute votre main fait un mot ? Annoncez !",
        "en": "Lay a card, or none. Your whole hand spells a word? Announce!"},
    "juggler.ui.prompt.lay_only": {"fr": "Posez une carte sur la table, ou aucune.",
                                   "en": "Lay a card on the table, or none."},
    "juggler.ui.prompt.lay_last": {
        "fr": "Posez une carte, ou aucune ; puis vous montrerez votre meilleur mot.",
        "en": "Lay a card, or none; then you will show your best word."},
    "juggler.ui.prompt.lay_pick": {"fr": "Touchez la carte à poser sur la table.",
                                   "en": "Tap the card to lay on the table."},
    "juggler.ui.prompt.reveal": {
        "fr": "Formez le mot à montrer ; les cartes hors du mot comptent en moins.",
        "en": "Arrange the word to show; the cards left out count against you."},
    "juggler.ui.no_take": {"fr": "Ne rien prendre", "en": "Take nothing"},
    "juggler.ui.lay": {"fr": "Poser une carte", "en": "Lay a card"},
    "juggler.ui.lay_cancel": {"fr": "Annuler", "en": "Cancel"},
    "juggler.ui.keep": {"fr": "Ne rien poser", "en": "Lay nothing"},
    "juggler.ui.announce": {"fr": "J'annonce", "en": "Announce"},
    "juggler.ui.announce.keep": {"fr": "J'annonce {word} ({n} points)", "en": "Announce {word} ({n} points)"},
    "juggler.ui.announce.lay": {"fr": "Poser le {letter} et annoncer {word} ({n} points)",
                                "en": "Lay the {letter} and announce {word} ({n} points)"},
    "juggler.ui.announce.how": {
        "fr": "Pour annoncer, placez toute votre main dans le mot (ou toute sauf la carte à poser).",
        "en": "To announce, put your whole hand in the word (or all of it but the card to lay)."},
    "juggler.ui.announce.not_word": {"fr": "Ce n'est pas un mot : vous ne pouvez pas l'annoncer.",
                                     "en": "That is not a word: you cannot announce it."},
    "juggler.ui.announce.note": {"fr": "Les autres joueront encore un tour, puis on révèle.",
                                 "en": "The others get one more turn, then everyone reveals."},
    "juggler.ui.declare": {"fr": "Montrer {word} ({n} points)", "en": "Show {word} ({n} points)"},
    "juggler.ui.declare#one": {"fr": "Montrer {word} ({n} point)", "en": "Show {word} ({n} point)"},
    "juggler.ui.declare_invalid": {"fr": "Montrer {word} (pas dans le dictionnaire : 0 point)",
                                   "en": "Show {word} (not in the dictionary: 0 points)"},
    "juggler.ui.declare_refused": {"fr": "Montrer {word}", "en": "Show {word}"},
    "juggler.ui.declare_empty": {"fr": "Montrer ce mot", "en": "Show this word"},
    "juggler.ui.no_word": {"fr": "Ne montrer aucun mot", "en": "Show no word"},
    "juggler.ui.declared_yours": {"fr": "Vous montrerez « {word} ». On attend les autres.",
                                  "en": "You will show “{word}”. Waiting for the others."},
    "juggler.ui.declared_none": {"fr": "Vous ne montrerez aucun mot. On attend les autres.",
                                 "en": "You will show no word. Waiting for the others."},

    "juggler.ui.results.title": {"fr": "Révélation de la partie {n}", "en": "Reveal of hand {n}"},
    "juggler.ui.results.announced": {"fr": "{name} a annoncé ; chacun des autres a joué un dernier tour.",
                                     "en": "{name} announced; every other player had one last turn."},
    "juggler.ui.results.announced@you": {"fr": "Vous avez annoncé ; chacun des autres a joué un dernier tour.",
                                         "en": "You announced; every other player had one last turn."},
    "juggler.ui.results.decks": {"fr": "Les deux paquets étaient vides ; chacun a joué un dernier tour.",
                                 "en": "Both decks were empty; everyone had one last turn."},
    "juggler.ui.results.limit": {"fr": "{n} tours sans annonce ; chacun a joué un dernier tour.",
                                 "en": "{n} rounds without an announcement; everyone had one last turn."},
    "juggler.ui.recap.next": {"fr": "Partie suivante", "en": "Next hand"},
    "juggler.ui.count.line": {"fr": "{value} − {unused} =", "en": "{value} − {unused} ="},
    "juggler.ui.count.whole": {"fr": "main entière :", "en": "whole hand:"},
    "juggler.ui.count.floor": {"fr": "{value} − {unused}, jamais moins de zéro :",
                               "en": "{value} − {unused}, never below zero:"},
    "juggler.ui.count.invalid": {"fr": "mot refusé :", "en": "word refused:"},
    "juggler.ui.count.no_word": {"fr": "aucun mot :", "en": "no word:"},
    "juggler.ui.points_gained": {"fr": "{n} points", "en": "{n} points"},
    "juggler.ui.points_gained#one": {"fr": "{n} point", "en": "{n} point"},
    "juggler.ui.sheet.title": {"fr": "Feuille de score", "en": "Score sheet"},
    "juggler.ui.sheet.caption": {"fr": "Le mot de chacun et ses points, partie par partie (★ : l'annonceur).",
                                 "en": "Each player's word and points, hand by hand (★: the announcer)."},
    "juggler.ui.sheet.hand": {"fr": "Partie", "en": "Hand"},
    "juggler.ui.sheet.cell": {"fr": "+{n}\u00a0→\u00a0{total}", "en": "+{n}\u00a0→\u00a0{total}"},  # (one piece in a cell)
    "juggler.ui.sheet.player": {"fr": "Joueur", "en": "Player"},
    "juggler.ui.sheet.word": {"fr": "Mot (et cartes inutilisées)", "en": "Word (and unused cards)"},
    "juggler.ui.sheet.score": {"fr": "Points", "en": "Points"},
    "juggler.ui.sheet.total": {"fr": "Total", "en": "Total"},
    "juggler.ui.sheet.invalid": {"fr": "pas un mot", "en": "not a word"},
    "juggler.ui.sheet.no_word": {"fr": "aucun mot", "en": "no word"},

    "juggler.ui.key.letters": {"fr": "une lettre de votre main l'ajoute au mot",
                               "en": "a letter of your hand adds it to the word"},
    "juggler.ui.key.back": {"fr": "retire la dernière lettre du mot", "en": "takes the last letter out of the word"},
    "juggler.ui.key.arrows": {"fr": "déplacent la carte du mot qui a le focus (on peut aussi la faire glisser)",
                              "en": "move the focused card of the word (you may also drag it)"},
    "juggler.ui.key.escape": {"fr": "vide le mot", "en": "clears the word"},

    "juggler.ui.describe.draw": {"fr": "Piocher dans {deck}.", "en": "Draw from {deck}."},
    "juggler.ui.describe.take": {"fr": "Prendre le {letter} de la table.", "en": "Take the {letter} from the table."},
    "juggler.ui.describe.no_take": {"fr": "Ne rien prendre.", "en": "Take nothing."},
    "juggler.ui.describe.lay": {"fr": "Poser le {letter}.", "en": "Lay the {letter}."},
    "juggler.ui.describe.keep": {"fr": "Ne rien poser.", "en": "Lay nothing."},
    "juggler.ui.describe.announce": {"fr": "Annoncer {word} ({n} points).", "en": "Announce {word} ({n} points)."},
    "juggler.ui.describe.lay_announce": {"fr": "Poser le {letter} et annoncer {word} ({n} points).",
                                         "en": "Lay the {letter} and announce {word} ({n} points)."},
    "juggler.ui.describe.declare": {"fr": "Montrer {word} ({n} points).", "en": "Show {word} ({n} points)."},
    "juggler.ui.describe.declare#one": {"fr": "Montrer {word} ({n} point).", "en": "Show {word} ({n} point)."},
    "juggler.ui.describe.no_word": {"fr": "Ne montrer aucun mot.", "en": "Show no word."},

    # ------------------------------------------------------------------ the post-hand review
    "juggler.review.value": {"fr": "{value} points", "en": "{value} points"},
    "juggler.review.hands": {"fr": "Vos mots, partie par partie", "en": "Your words, hand by hand"},
    "juggler.review.hand": {"fr": "Partie {hand} : {played}. Le meilleur possible : {best}.",
                            "en": "Hand {hand}: {played}. The best possible: {best}."},
    "juggler.review.hand_best": {"fr": "Partie {hand} : {played}, le meilleur mot possible avec vos cartes.",
                                 "en": "Hand {hand}: {played}, the best word your cards could make."},

    # ------------------------------------------------------------------ the in-app rules
    "juggler.rules": {
        "fr": (
            "<h3>Le matériel</h3>"
            "<p>Deux paquets de cartes-lettres, chacune avec sa valeur : le paquet rouge des voyelles "
            "et le paquet noir des consonnes. La boîte contient 80 cartes pour trois langues ; le jeu "
            "français en utilise 72. Aucune liste de ces cartes n'a pu être trouvée : celle de Tapis "
            "est une <strong>reconstruction</strong>, fidèle aux valeurs que donne le livret (E 1, A 1, "
            "R 1, U 2, C 3, H 3, V 7, Q 7, X 8) et aux fréquences des lettres en français : 28 voyelles "
            "(E ×10, A ×6, I ×5, O ×4, U ×3) et 44 consonnes, de S, N, R, T à 1 point jusqu'au K à 10.</p>"
            "<p>L'option <em>langue</em> joue aussi en anglais ou en allemand, avec les mots de cette "
            "langue et 72 cartes reconstituées de la même façon à partir des fréquences de ses "
            "lettres (anglais : plus de H, W, Y et O ; allemand : Ä, Ö, Ü et ß s'écrivent AE, OE, UE "
            "et SS, comme dans les mots croisés, puisque les cartes n'en ont pas). Les 80 cartes de "
            "la boîte sont ainsi les 72 françaises plus un O, un U, deux W, deux H, un K et un Y.</p>"
            "<h3>But</h3>"
            "<p>À chaque partie (une « main »), chacun cherche à former un mot avec "
            "<strong>toutes</strong> les cartes de sa main. Les scores s'additionnent d'une partie à "
            "l'autre ; dès qu'un joueur a 70 points ou plus à la fin d'une partie, le plus haut total "
            "gagne.</p>"
            "<h3>Début d'une partie</h3>"
            "<p>Les deux paquets sont battus séparément et posés face cachée. Chaque joueur reçoit "
            "sept consonnes. Le joueur à gauche du donneur commence ; le donneur change à chaque "
            "partie, vers la gauche.</p>"
            "<h3>Un tour</h3>"
            "<ol><li>Vous <em>pouvez</em> prendre une carte : celle du dessus de l'un des deux paquets, "
            "ou n'importe quelle carte face visible sur la table. Une carte prise reste prise : on ne "
            "la repose pas pour en choisir une autre.</li>"
            "<li>Puis vous <em>pouvez</em> poser une carte de votre main, face visible, sur la table "
            "(même celle que vous venez de prendre). Tout le monde pourra la prendre ensuite.</li></ol>"
            "<p>La taille de votre main change librement : prendre sans poser l'agrandit, poser sans "
            "prendre la réduit. Un paquet vide est simplement sauté.</p>"
            "<h3>Annoncer</h3>"
            "<p>À votre tour, après avoir pris et posé, si toute votre main forme un mot, vous pouvez "
            "<strong>annoncer</strong>, sans montrer vos cartes. Même si vous avez un mot dès la "
            "distribution, vous attendez votre tour. Après l'annonce, chacun des autres joueurs joue encore "
            "exactement un tour ; quand le jeu revient à l'annonceur, c'est la révélation.</p>"
            "<h3>La révélation et le score</h3>"
            "<p>Chacun montre un seul mot formé avec des cartes de sa main (l'annonceur, le mot de "
            "toute sa main). On marque la valeur des cartes du mot moins celle des cartes inutilisées, "
            "jamais moins de zéro. Un non-annonceur qui utilise aussi toute sa main ne perd rien. "
            "Exemples du livret : CHEVEU et CHAUVE valent 17, CHEVREAU et ECHEVEAU 19, CHEVAUX et "
            "CHEVEUX 25. Un mot qui n'est pas dans le dictionnaire marque zéro, et l'annonceur dont le "
            "mot n'est pas valide aussi. On peut ne montrer aucun mot : zéro.</p>"
            "<p>Le dictionnaire : tous les mots français, pluriels et verbes conjugués compris, sans "
            "accents, sans noms propres, abréviations, mots à trait d'union ou à apostrophe. Le "
            "livret admet les mots « de toute longueur » : les mots d'une lettre comptent, et ce "
            "sont <strong>A</strong> (« il a », « à »), <strong>O</strong> (« ô », l'interjection) "
            "et <strong>Y</strong> (« il y a ») ; le nom d'une lettre (« un e », « un u ») n'est pas "
            "un mot, ni ce qui ne s'écrit que devant une apostrophe (QU, JUSQU).</p>"
            "<p>À une table anglaise, le dictionnaire est la liste SCOWL (formes fléchies comprises, "
            "sans noms propres, abréviations, traits d'union ni apostrophes) et les mots anglais "
            "d'une seule lettre sont <strong>A</strong> et <strong>I</strong>. À une table "
            "allemande, c'est la liste german-pos-dict, complétée des mots-outils (articles, "
            "pronoms, prépositions…), et aucun mot d'une lettre n'y compte.</p>"
            "<h3>Vérification des mots</h3>"
            "<p>Par défaut (<em>stricte</em>), Tapis refuse d'annoncer ou de déclarer un mot absent "
            "du dictionnaire et vous dit, pendant que vous arrangez vos cartes, si elles forment un "
            "mot et ce qu'il vaut. <em>Sur l'honneur</em>, on peut déclarer n'importe quoi ; le "
            "dictionnaire tranche à la révélation et le mot non valide marque zéro.</p>"
            "<h3>Choix de Tapis là où le livret se tait</h3>"
            "<ul><li>Quand les deux paquets sont épuisés, le tour où la dernière carte a été prise "
            "clôt la partie comme une annonce sans annonceur : chacun des autres joue un dernier tour "
            "(avec les cartes de la table), puis c'est la révélation. On n'annonce plus pendant ce "
            "dernier tour : cela ne changerait rien au score.</li>"
            "<li>Par sécurité, une partie qui dure 40 tours de table sans annonce se clôt de la même "
            "façon.</li>"
            "<li>À la révélation, chacun choisit son mot en secret, l'un après l'autre à partir de la "
            "gauche de celui qui a clos la partie ; les mots sont montrés ensemble quand tous ont "
            "choisi. Sur un seul appareil, l'écran passe ainsi de joueur en joueur sans rien "
            "dévoiler.</li>"
            "<li>Égalité en tête à 70 points ou plus : on joue une partie de plus.</li>"
            "<li>Le livret ne prévoit aucune fin sans 70 points : Tapis arrête le jeu après la "
            "trentième partie, quels que soient les scores. Le plus haut total gagne ; à "
            "égalité en tête, la première place est partagée.</li></ul>"
            "<h3>Jouer sur Tapis</h3>"
            "<ul><li>Pour prendre, touchez un paquet ou une carte visible de la table, ou « Ne rien "
            "prendre ».</li>"
            "<li>Votre main tient sur une rangée : d'abord les cartes de votre mot, encadrées, puis "
            "les autres. Touchez une carte pour l'ajouter à la fin du mot, touchez une carte du mot "
            "pour la renvoyer ; faites glisser une carte pour la déplacer (au clavier : ← → sur une "
            "carte du mot). Vous pouvez aussi taper un mot et appuyer sur Entrée : la main s'arrange "
            "pour l'écrire. Au clavier, une lettre ajoute la carte, « - » retire la dernière, Échap "
            "vide le mot.</li>"
            "<li>Au-dessus de la main, Tapis dit si le mot est dans le dictionnaire, ce qu'il vaut "
            "et ce qu'il marquerait si la partie s'arrêtait.</li>"
            "<li>Pour poser une carte : « Poser une carte », puis touchez-la ; ou faites-la glisser "
            "sur la table. « Ne rien poser » garde toute la main.</li>"
            "<li>Pour annoncer, mettez toute votre main dans le mot (ou toute sauf la carte à "
            "poser) : le bouton « J'annonce » s'allume.</li>"
            "<li>À la révélation, arrangez le mot à montrer puis « Montrer ». Quand tous ont "
            "choisi, les mots et les points de chacun s'affichent avant la partie suivante.</li></ul>"
        ),
        "en": (
            "<h3>The cards</h3>"
            "<p>Two decks of letter cards, each card with its value: a red deck of vowels and a black "
            "deck of consonants. The box holds 80 cards for three languages; the French game uses 72. "
            "No list of them could be found: Tapis's list is a <strong>reconstruction</strong> that "
            "keeps the values the rule book gives (E 1, A 1, R 1, U 2, C 3, H 3, V 7, Q 7, X 8) and "
            "follows French letter frequencies: 28 vowels (E ×10, A ×6, I ×5, O ×4, U ×3) and 44 "
            "consonants, from S, N, R, T worth 1 up to K worth 10.</p>"
            "<p>The <em>language</em> option also plays in English or German, with that language's "
            "words and 72 cards reconstructed the same way from its letter frequencies (English: "
            "more H, W, Y and O; German: Ä, Ö, Ü and ß are written AE, OE, UE and SS, as in "
            "crosswords, since the cards have none). The box's 80 cards are then the French 72 plus "
            "an O, a U, two W, two H, a K and a Y.</p>"
            "<h3>Goal</h3>"
            "<p>In each hand, everyone tries to spell a word with <strong>every</strong> card they "
            "hold. Scores add up from hand to hand; as soon as someone has 70 or more at the end of a "
            "hand, the highest total wins.</p>"
            "<h3>Start of a hand</h3>"
            "<p>The two decks are shuffled separately and placed face down. Each player is dealt seven "
            "consonants. The player on the dealer's left starts; the deal passes to the left every "
            "hand.</p>"
            "<h3>A turn</h3>"
            "<ol><li>You <em>may</em> take one card: the top card of either deck, or any face-up card "
            "on the table. A card taken stays taken: you cannot put it back to pick another.</li>"
            "<li>Then you <em>may</em> lay one card from your hand face up on the table (even the one "
            "you just took). Anyone may take it later.</li></ol>"
            "<p>Your hand size changes freely: taking without laying grows it, laying without taking "
            "shrinks it. An empty deck is simply skipped.</p>"
            "<h3>Announcing</h3>"
            "<p>On your turn, after taking and laying, if your whole hand spells a word you may "
            "<strong>announce</strong>, without showing your cards. Even with a word straight from "
            "the deal, you wait for your turn. After the announcement every other player has exactly "
            "one more turn; when play comes back to the announcer, everyone reveals.</p>"
            "<h3>The reveal and scoring</h3>"
            "<p>Each player shows one word made from cards in hand (the announcer, the word of the "
            "whole hand). It scores the value of the word's cards minus the value of the unused "
            "cards, never below zero. A non-announcer who also uses the whole hand loses nothing. The "
            "rule book's examples: CHEVEU and CHAUVE are worth 17, CHEVREAU and ECHEVEAU 19, CHEVAUX "
            "and CHEVEUX 25. A word missing from the dictionary scores zero, and so does an announcer "
            "whose word is not valid. You may show no word: zero.</p>"
            "<p>The dictionary: every French word, plurals and conjugated verbs included, accents "
            "ignored, without proper nouns, abbreviations, or words with a hyphen or an apostrophe. "
            "The rule book allows words “of any length”, so one-letter words count; they are "
            "<strong>A</strong> (“il a”, “à”), <strong>O</strong> (“ô”, the interjection) and "
            "<strong>Y</strong> (“il y a”). The name of a letter (“un e”, “un u”) is not a word, nor "
            "is what is only ever written before an apostrophe (QU, JUSQU).</p>"
            "<p>At an English table the dictionary is the SCOWL list (inflected forms included, "
            "without proper nouns, abbreviations, hyphens or apostrophes) and the English one-letter "
            "words are <strong>A</strong> and <strong>I</strong>. At a German table it is the "
            "german-pos-dict list, with the function words (articles, pronouns, prepositions…) "
            "added, and no one-letter word counts.</p>"
            "<h3>Word checking</h3>"
            "<p>By default (<em>strict</em>), Tapis does not let you announce or declare a word "
            "missing from the dictionary, and tells you while you arrange your cards whether they "
            "spell a word and what it is worth. <em>On honour</em>, you may declare anything; the "
            "dictionary decides at the reveal and an invalid word scores zero.</p>"
            "<h3>Tapis's choices where the rule book is silent</h3>"
            "<ul><li>When both decks are empty, the turn in which the last card was taken closes the "
            "hand like an announcement without an announcer: every other player has one last turn "
            "(with the table cards), then the reveal. Nobody announces during that last round: it "
            "would not change any score.</li>"
            "<li>As a safety stop, a hand that lasts 40 rounds without an announcement closes the "
            "same way.</li>"
            "<li>At the reveal, each player chooses a word in secret, one after the other from the "
            "left of the player who closed the hand; the words are shown together once everyone has "
            "chosen. On a single device the screen thus passes from player to player without "
            "giving anything away.</li>"
            "<li>A tie at the top with 70 or more: one more hand is played.</li>"
            "<li>The rule book has no ending without 70 points: Tapis stops the game after the "
            "30th hand, whatever the scores. The highest total wins; a tie at the top shares "
            "first place.</li></ul>"
            "<h3>Playing on Tapis</h3>"
            "<ul><li>To take, tap a deck or a face-up card on the table, or “Take nothing”.</li>"
            "<li>Your hand fits in one row: first the cards of your word, framed, then the others. "
            "Tap a card to add it to the end of the word, tap a card of the word to send it back; "
            "drag a card to move it (with the keyboard: ← → on a card of the word). You may also "
            "type a word and press Enter: your hand arranges itself to spell it. With the keyboard, "
            "a letter adds its card, “-” takes the last one out, Esc clears the word.</li>"
            "<li>Above your hand, Tapis tells you whether the word is in the dictionary, what it is "
            "worth and what it would score if the hand ended now.</li>"
            "<li>To lay a card: “Lay a card”, then tap it; or drag it onto the table. “Lay nothing” "
            "keeps your whole hand.</li>"
            "<li>To announce, put your whole hand in the word (or all of it but the card to lay): "
            "the “Announce” button lights up.</li>"
            "<li>At the reveal, arrange the word to show, then “Show”. Once everyone has chosen, "
            "each player's word and points are shown before the next hand.</li></ul>"
        ),
    },
}
