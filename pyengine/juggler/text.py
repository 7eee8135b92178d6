"""Juggler's own sentences, French first, then English: its options, rules, errors and events,
and what they name. What only the site's table draws is beside it, in
web/app/tapis_app/views/juggler/text.py."""

TEXT = {

    # ------------------------------------------------------------------ decks and cards
    "juggler.deck.vowels": {"fr": "le paquet rouge (voyelles)", "en": "the red deck (vowels)"},
    "juggler.deck.consonants": {"fr": "le paquet noir (consonnes)", "en": "the black deck (consonants)"},

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
