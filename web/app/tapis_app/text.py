"""Sentences of the site itself (``ui.*``), French first. Games keep theirs in pyengine/<id>/text.py;
both go through the same table (:mod:`pyengine.core.i18n`)."""

from pyengine.core import i18n

TEXT = {
    # ---- loading (also injected into the page by build.py, before Python runs)
    "ui.loading.progress": {"fr": "Chargement de Tapis… {got} Mo sur {total} Mo",
                            "en": "Loading Tapis… {got} MB of {total} MB"},
    "ui.loading.error": {"fr": "Tapis n'a pas pu démarrer. Vérifiez votre connexion puis réessayez.",
                         "en": "Tapis could not start. Check your connection, then try again."},
    "ui.loading.retry": {"fr": "Réessayer", "en": "Try again"},
    # ---- frame
    "ui.brand": {"fr": "Tapis", "en": "Tapis"},
    "ui.tagline": {"fr": "Cinq jeux de cartes et de lettres, contre l'ordinateur ou entre amis — même hors ligne.",
                   "en": "Five French card and word games, against the computer or with friends — even offline."},
    "ui.lang.switch": {"fr": "English", "en": "Français"},
    "ui.lang.switch.label": {"fr": "Switch to English", "en": "Passer en français"},
    "ui.home": {"fr": "Accueil", "en": "Home"},
    "ui.home.label": {"fr": "Tapis, accueil", "en": "Tapis, home"},
    "ui.back": {"fr": "Retour", "en": "Back"},
    "ui.close": {"fr": "Fermer", "en": "Close"},
    "ui.about": {"fr": "À propos", "en": "About"},
    "ui.rules": {"fr": "Règles", "en": "Rules"},
    "ui.log": {"fr": "Journal", "en": "Log"},
    "ui.menu": {"fr": "Menu", "en": "Menu"},
    "ui.skip": {"fr": "Aller au jeu", "en": "Skip to the game"},
    # ---- picker
    "ui.picker.title": {"fr": "Choisissez un jeu", "en": "Choose a game"},
    "ui.picker.play": {"fr": "Jouer à {game}", "en": "Play {game}"},
    "ui.picker.unavailable": {"fr": "Bientôt disponible", "en": "Coming soon"},
    "ui.picker.unavailable.long": {"fr": "{game} n'est pas encore disponible.", "en": "{game} is not available yet."},
    "ui.players.range": {"fr": "{low} à {high} joueurs", "en": "{low} to {high} players"},
    "ui.players.pair": {"fr": "{low} ou {high} joueurs", "en": "{low} or {high} players"},
    "ui.players.one": {"fr": "{n} joueur", "en": "{n} player"},
    "ui.pitch.glossa": {"fr": "Formez le mot le plus cher avec vos sept cartes, puis misez dessus.",
                        "en": "Make the richest word from your seven cards, then bet on it."},
    "ui.pitch.glop": {"fr": "Ramassez les cartes de la table par valeur ou par somme, et réussissez des glops.",
                      "en": "Take table cards by value or by sum, and sweep the table for a glop."},
    "ui.pitch.glukz": {"fr": "Débarrassez-vous de vos cartes en montant toujours plus haut — jokers et annulations.",
                       "en": "Get rid of your cards by always playing higher — with jokers and burns."},
    "ui.pitch.buyword": {"fr": "Achetez des lettres, vendez des mots : le prix, c'est la valeur au carré.",
                         "en": "Buy letters, sell words: the price is the value squared."},
    "ui.pitch.juggler": {"fr": "Faites un mot avec toute votre main, puis annoncez avant les autres.",
                         "en": "Spell a word with your whole hand, then call it before the others."},
    "ui.resume.title": {"fr": "Parties en cours", "en": "Games in progress"},
    "ui.resume.item": {"fr": "Reprendre votre partie de {game} commencée le {date}",
                       "en": "Continue your game of {game} started on {date}"},
    "ui.resume.delete": {"fr": "Supprimer la partie de {game} du {date}", "en": "Delete the {game} game of {date}"},
    "ui.saving.off": {"fr": "La sauvegarde est désactivée dans ce navigateur : la partie sera perdue si vous fermez la page.",
                      "en": "Saving is off in this browser: the game will be lost if you close the page."},
    # ---- set-up
    "ui.setup.title": {"fr": "Nouvelle partie de {game}", "en": "New game of {game}"},
    "ui.setup.players": {"fr": "Nombre de joueurs", "en": "Number of players"},
    "ui.setup.seats": {"fr": "Joueurs", "en": "Players"},
    "ui.setup.seat": {"fr": "Place {n}", "en": "Seat {n}"},
    "ui.setup.kind": {"fr": "Qui joue à la place {n} ?", "en": "Who plays seat {n}?"},
    "ui.setup.name": {"fr": "Nom du joueur {n}", "en": "Name of player {n}"},
    "ui.setup.options": {"fr": "Variantes", "en": "Variants"},
    "ui.setup.seed": {"fr": "Numéro de donne (facultatif)", "en": "Deal number (optional)"},
    "ui.setup.seed.help": {"fr": "Le même numéro redonne les mêmes cartes.", "en": "The same number deals the same cards."},
    "ui.setup.start": {"fr": "Commencer la partie", "en": "Start the game"},
    "ui.setup.need_human": {"fr": "Sans personne à la table, l'ordinateur jouera seul : vous regarderez.",
                            "en": "With nobody at the table, the computer plays alone: you watch."},
    "ui.setup.teams": {"fr": "Les places 1 et 3 jouent ensemble contre les places 2 et 4.",
                       "en": "Seats 1 and 3 play together against seats 2 and 4."},
    "ui.kind.human": {"fr": "Vous", "en": "You"},
    "ui.kind.friend": {"fr": "Une personne sur cet appareil", "en": "A person on this device"},
    "ui.kind.easy": {"fr": "Ordinateur — facile", "en": "Computer — easy"},
    "ui.kind.normal": {"fr": "Ordinateur — moyen", "en": "Computer — normal"},
    "ui.kind.hard": {"fr": "Ordinateur — difficile", "en": "Computer — hard"},
    "ui.name.you": {"fr": "Vous", "en": "You"},
    "ui.name.player": {"fr": "Joueur {n}", "en": "Player {n}"},
    "ui.name.bot": {"fr": "{name} (ordinateur)", "en": "{name} (computer)"},
    "ui.yes": {"fr": "Oui", "en": "Yes"},
    "ui.no": {"fr": "Non", "en": "No"},
    # ---- game frame
    "ui.turn.you": {"fr": "À vous de jouer.", "en": "Your turn."},
    "ui.turn.other": {"fr": "À {name} de jouer.", "en": "{name} to play."},
    "ui.turn.thinking": {"fr": "{name} réfléchit…", "en": "{name} is thinking…"},
    "ui.turn.many": {"fr": "Tout le monde peut jouer : le plus rapide commence !", "en": "Anyone may play: the fastest starts!"},
    "ui.race.countdown": {"fr": "Prêts ? Départ dans {n}…", "en": "Ready? Starting in {n}…"},
    "ui.race.wait": {"fr": "Attendez le signal de départ !", "en": "Wait for the starting signal!"},
    "ui.handover.title": {"fr": "Passez l'appareil à {name}", "en": "Pass the device to {name}"},
    "ui.handover.text": {"fr": "Les cartes de {name} sont cachées jusqu'à ce que {name} soit prêt·e.",
                         "en": "{name}'s cards stay hidden until {name} is ready."},
    "ui.handover.ok": {"fr": "Je suis {name} : montrer mon jeu", "en": "I am {name}: show my hand"},
    "ui.watch": {"fr": "Vous regardez l'ordinateur jouer (vue de {name}).", "en": "You are watching the computer play ({name}'s view)."},
    "ui.over.title": {"fr": "Partie terminée", "en": "Game over"},
    "ui.over.winner": {"fr": "{names} gagne la partie !", "en": "{names} wins the game!"},
    "ui.over.winners": {"fr": "{names} gagnent la partie !", "en": "{names} win the game!"},
    "ui.over.you_win": {"fr": "Bravo, vous avez gagné !", "en": "Well done, you won!"},
    "ui.over.place": {"fr": "{place}ᵉ", "en": "#{place}"},
    "ui.over.place#one": {"fr": "1ᵉʳ", "en": "#1"},
    "ui.over.again": {"fr": "Rejouer avec la même table", "en": "Play again with the same table"},
    "ui.over.new": {"fr": "Choisir un autre jeu", "en": "Choose another game"},
    "ui.over.score": {"fr": "Score", "en": "Score"},
    "ui.over.player": {"fr": "Joueur", "en": "Player"},
    "ui.over.rank": {"fr": "Place", "en": "Place"},
    "ui.menu.new": {"fr": "Nouvelle partie", "en": "New game"},
    "ui.menu.quit": {"fr": "Quitter la partie (elle reste sauvegardée)", "en": "Leave the game (it stays saved)"},
    "ui.menu.export": {"fr": "Exporter la partie", "en": "Export the game"},
    "ui.menu.import": {"fr": "Importer une partie", "en": "Import a game"},
    "ui.menu.undo": {"fr": "Annuler mon dernier coup", "en": "Undo my last move"},
    "ui.menu.speed": {"fr": "Vitesse de l'ordinateur", "en": "Computer speed"},
    "ui.speed.normal": {"fr": "Normale", "en": "Normal"},
    "ui.speed.fast": {"fr": "Rapide", "en": "Fast"},
    "ui.speed.max": {"fr": "Immédiate", "en": "Instant"},
    "ui.log.empty": {"fr": "Rien ne s'est encore passé.", "en": "Nothing has happened yet."},
    "ui.log.title": {"fr": "Journal de la partie", "en": "Game log"},
    "ui.import.bad": {"fr": "Impossible d'importer : {reason}", "en": "Cannot import: {reason}"},
    "ui.import.ok": {"fr": "Partie importée.", "en": "Game imported."},
    "ui.error.start": {"fr": "Impossible de commencer : {reason}", "en": "Cannot start: {reason}"},
    "ui.error.link": {"fr": "Ce lien ne décrit pas une partie valable : {reason}",
                      "en": "This link does not describe a valid game: {reason}"},
    "ui.error.internal": {"fr": "Une erreur inattendue s'est produite ; la partie est sauvegardée, rechargez la page.",
                          "en": "An unexpected error happened; the game is saved, please reload the page."},
    "ui.error.stale": {"fr": "Cette partie a avancé dans un autre onglet : elle a été rechargée.",
                       "en": "This game moved on in another tab: it has been reloaded."},
    "ui.update.ready": {"fr": "Une nouvelle version de Tapis est prête.", "en": "A new version of Tapis is ready."},
    "ui.update.reload": {"fr": "Recharger", "en": "Reload"},
    "ui.update.later": {"fr": "Plus tard", "en": "Later"},
    # ---- statistics, replay, hints, challenges
    "ui.stats": {"fr": "Statistiques", "en": "Statistics"},
    "ui.stats.empty": {"fr": "Aucune partie terminée contre l'ordinateur pour l'instant.",
                       "en": "No finished game against the computer yet."},
    "ui.stats.game": {"fr": "Jeu", "en": "Game"},
    "ui.stats.level": {"fr": "Adversaires", "en": "Opponents"},
    "ui.stats.played": {"fr": "Jouées", "en": "Played"},
    "ui.stats.won": {"fr": "Gagnées", "en": "Won"},
    "ui.stats.best": {"fr": "Meilleur score", "en": "Best score"},
    "ui.stats.average": {"fr": "Score moyen", "en": "Average score"},
    "ui.stats.export": {"fr": "Exporter mes parties et statistiques", "en": "Export my games and statistics"},
    "ui.stats.reset": {"fr": "Remettre les statistiques à zéro", "en": "Reset the statistics"},
    "ui.level.easy": {"fr": "Ordinateur facile", "en": "Easy computer"},
    "ui.level.normal": {"fr": "Ordinateur moyen", "en": "Normal computer"},
    "ui.level.hard": {"fr": "Ordinateur difficile", "en": "Hard computer"},
    "ui.level.mixed": {"fr": "Niveaux mélangés", "en": "Mixed levels"},
    "ui.import.backup": {"fr": "{n} parties restaurées.", "en": "{n} games restored."},
    "ui.import.backup#one": {"fr": "{n} partie restaurée.", "en": "{n} game restored."},
    "ui.replay": {"fr": "Revoir la partie", "en": "Replay the game"},
    "ui.replay.title": {"fr": "Revoir la partie de {game}", "en": "Replay of the {game} game"},
    "ui.replay.seen_by": {"fr": "Vue de :", "en": "Seen by:"},
    "ui.replay.position": {"fr": "Coup {n} sur {total}", "en": "Move {n} of {total}"},
    "ui.replay.start": {"fr": "Revenir au début", "en": "Back to the start"},
    "ui.replay.back": {"fr": "Coup précédent", "en": "Previous move"},
    "ui.replay.forward": {"fr": "Coup suivant", "en": "Next move"},
    "ui.replay.end": {"fr": "Aller à la fin", "en": "Go to the end"},
    "ui.menu.hint": {"fr": "Demander conseil à l'ordinateur", "en": "Ask the computer for a hint"},
    "ui.hint.thinking": {"fr": "L'ordinateur réfléchit à votre place…", "en": "The computer is thinking for you…"},
    "ui.hint.result": {"fr": "Suggestion de l'ordinateur difficile : {move}", "en": "The hard computer suggests: {move}"},
    "ui.hint.secret": {"fr": "le coup mis en évidence sur la table.", "en": "the move highlighted on the table."},
    "ui.challenge.title": {"fr": "Défier un ami", "en": "Challenge a friend"},
    "ui.challenge.explain": {"fr": "Envoyez ce lien ou ce code : votre ami jouera exactement la même donne, contre les mêmes adversaires, puis vous comparerez vos résultats.",
                             "en": "Send this link or code: your friend plays exactly the same deal against the same opponents, then you compare results."},
    "ui.challenge.link": {"fr": "Lien du défi", "en": "Challenge link"},
    "ui.challenge.code": {"fr": "Code du défi :", "en": "Challenge code:"},
    "ui.challenge.result_link": {"fr": "Renvoyez ce lien à votre ami pour comparer vos résultats",
                                 "en": "Send this link back to your friend to compare your results"},
    "ui.challenge.enter": {"fr": "Relever un défi (code)", "en": "Take up a challenge (code)"},
    "ui.challenge.go": {"fr": "Jouer", "en": "Play"},
    "ui.challenge.bad_code": {"fr": "Ce code de défi n'est pas valable.", "en": "This challenge code is not valid."},
    "ui.challenge.compare": {"fr": "Le défi", "en": "The challenge"},
    "ui.challenge.duel": {"fr": "Défi de {game} : les deux résultats", "en": "{game} challenge: both results"},
    "ui.challenge.play": {"fr": "Jouer cette donne à mon tour", "en": "Play this deal myself"},
    "ui.embed.title": {"fr": "Intégrer ce jeu à un site", "en": "Embed this game in a site"},
    "ui.embed.explain": {"fr": "Collez l'une de ces lignes dans un billet de blog : la même table s'y ouvrira, avec ses propres sauvegardes.",
                         "en": "Paste one of these lines into a blog post: the same table opens there, with its own saves."},
    "ui.embed.iframe": {"fr": "Une nouvelle donne à chaque visite", "en": "A new deal at every visit"},
    "ui.embed.seed": {"fr": "Toujours cette donne (la « donne du jour »)", "en": "Always this deal (a “deal of the day”)"},
    "ui.embed.element": {"fr": "Ou, avec un script, un élément <tapis-game>", "en": "Or, with a script, a <tapis-game> element"},
    # ---- about
    "ui.about.title": {"fr": "À propos de Tapis", "en": "About Tapis"},
    "ui.about.text": {
        "fr": "<p>Tapis est un site statique : les règles des cinq jeux sont écrites en Python et tournent "
              "dans votre navigateur grâce à Pyodide et PyScript. Rien n'est envoyé à un serveur ; après une "
              "première visite, Tapis fonctionne hors ligne.</p>"
              "<p>Les règles affichées dans l'application sont écrites par nos soins à partir des livrets de "
              "règles français ; là où un livret est ambigu, notre lecture est indiquée et, quand des tables "
              "jouent autrement, elle est proposée en variante.</p>",
        "en": "<p>Tapis is a static site: the rules of the five games are written in Python and run in "
              "your browser with Pyodide and PyScript. Nothing is sent to a server; after a first visit, "
              "Tapis works offline.</p>"
              "<p>The rules shown in the app are our own words, written from the French rule books; where a "
              "rule book is ambiguous, our reading is stated and, where tables play it differently, it is "
              "offered as a variant.</p>"},
    "ui.about.software": {
        "fr": "<p>Logiciels : Pyodide (licence MPL-2.0) et PyScript (licence Apache-2.0), servis depuis ce site.</p>",
        "en": "<p>Software: Pyodide (MPL-2.0 licence) and PyScript (Apache-2.0 licence), served from this site.</p>"},
    "ui.about.materials": {
        "fr": "<p>Matériel : les jeux de Glop et du Glükz sont ceux des livrets. Les listes de cartes de Glossa "
              "et de Juggler et le sac français de BuyWord n'ont été publiés nulle part : ce sont nos "
              "reconstructions, faites à partir des valeurs que donnent les livrets et des fréquences des "
              "lettres en français.</p>",
        "en": "<p>Materials: the Glop and Glükz decks are those of the rule books. The Glossa and Juggler card "
              "lists and BuyWord's French bag were never published: they are our reconstructions, built from "
              "the values the rule books give and French letter frequencies.</p>"},
}

i18n.register(TEXT)


def t(key: str, lang: str, **params) -> str:
    return i18n.text(key, lang, **params)


def loading_words() -> dict:
    """The few sentences the page shows before Python runs (injected by build.py)."""
    return {lang: {"progress": TEXT["ui.loading.progress"][lang], "error": TEXT["ui.loading.error"][lang],
                   "retry": TEXT["ui.loading.retry"][lang]} for lang in ("fr", "en")}
