"""Sentences of remote play (issue 25), French first. The person at this device is « vous »;
friends at the other devices are named."""

from pyengine.core import i18n

TEXT = {
    "ui.kind.remote": {"fr": "Un ami sur son appareil", "en": "A friend on their own device"},
    "remote.name.host": {"fr": "Hôte", "en": "Host"},
    "remote.name.friend": {"fr": "Ami {n}", "en": "Friend {n}"},
    # the host's lobby
    "remote.lobby.title": {"fr": "{game} : invitez vos amis", "en": "{game}: invite your friends"},
    "remote.lobby.explain": {
        "fr": "Chaque ami scanne son code avec l'appareil photo de son téléphone (ou ouvre le lien que vous lui "
              "envoyez), puis vous montre sa réponse : scannez-la ou collez-la ci-dessous dans les {minutes} "
              "minutes. La partie commence quand tout le monde est là ; aucun serveur ne voit le jeu.",
        "en": "Each friend scans their code with their phone's camera (or opens the link you send them), then "
              "shows you their reply: paste it below within {minutes} minutes. The game starts when everyone is "
              "here; no server sees the game."},
    "remote.lobby.here": {"fr": "vous, sur cet appareil", "en": "you, on this device"},
    "remote.lobby.joined": {"fr": "{name} est à la table.", "en": "{name} is at the table."},
    "remote.lobby.waiting": {"fr": "{name} n'est pas encore à la table.", "en": "{name} is not at the table yet."},
    "remote.lobby.away": {"fr": "{name} n'est pas là : envoyez-lui cette nouvelle invitation.",
                          "en": "{name} is away: send them this new invitation."},
    "remote.invite.making": {"fr": "Invitation en préparation…", "en": "Preparing the invitation…"},
    "remote.invite.qr": {"fr": "Code QR de l'invitation pour la place {n}", "en": "QR code of the invitation for seat {n}"},
    "remote.invite.link": {"fr": "Lien d'invitation", "en": "Invitation link"},
    "remote.invite.expires": {"fr": "Cette invitation attend une réponse pendant {minutes} minutes.",
                              "en": "This invitation waits {minutes} minutes for a reply."},
    "remote.invite.new": {"fr": "Nouvelle invitation", "en": "New invitation"},
    "remote.invite.failed": {"fr": "Votre navigateur n'a pas pu préparer l'invitation ({reason}).",
                             "en": "Your browser could not prepare the invitation ({reason})."},
    "remote.invite.bad": {"fr": "Cette invitation est illisible : demandez-en une nouvelle à l'hôte.",
                          "en": "This invitation cannot be read: ask the host for a new one."},
    "remote.reply.label": {"fr": "Réponse d'un ami", "en": "A friend's reply"},
    "remote.reply.apply": {"fr": "Connecter", "en": "Connect"},
    "remote.reply.bad": {"fr": "Cette réponse est illisible : vérifiez-la, ou faites une nouvelle invitation.",
                         "en": "This reply cannot be read: check it, or make a new invitation."},
    "remote.reply.seated": {"fr": "{name} est déjà à la table.", "en": "{name} is already at the table."},
    "remote.reply.expired": {"fr": "Cette réponse est arrivée trop tard : une nouvelle invitation est prête.",
                             "en": "This reply came too late: a new invitation is ready."},
    "remote.reply.no-invite": {"fr": "Aucune invitation n'attend cette réponse : faites-en une nouvelle.",
                               "en": "No invitation is waiting for this reply: make a new one."},
    "remote.reply.connecting": {"fr": "Connexion avec {name}…", "en": "Connecting with {name}…"},
    "remote.connect.failed": {
        "fr": "La connexion avec {name} ne s'est pas faite. Sans « Jouer à distance », vos appareils doivent être "
              "sur le même Wi-Fi, et certains réseaux (invités, entreprise) isolent les appareils : essayez un "
              "autre réseau ou activez « Jouer à distance ». Une nouvelle invitation est prête.",
        "en": "The connection with {name} did not come. Without « Play at a distance », your devices must be on the "
              "same Wi-Fi, and some networks (guest, office) keep devices apart: try another network or turn on "
              "« Play at a distance ». A new invitation is ready."},
    "remote.connect.failed.guest": {
        "fr": "La connexion avec l'hôte ne s'est pas faite. Vos appareils doivent être sur le même Wi-Fi (ou « Jouer "
              "à distance » activé des deux côtés) : demandez une nouvelle invitation à l'hôte.",
        "en": "The connection with the host did not come. Your devices must be on the same Wi-Fi (or « Play at a "
              "distance » on at both ends): ask the host for a new invitation."},
    "remote.distance": {"fr": "Jouer à distance", "en": "Play at a distance"},
    "remote.distance.off": {
        "fr": "Même Wi-Fi seulement : vos appareils se parlent directement, sans aucun tiers.",
        "en": "Same Wi-Fi only: your devices talk directly, with no third party."},
    "remote.distance.on": {
        "fr": "À distance : le serveur public {server} indique à chaque appareil son adresse sur Internet. Il voit "
              "les adresses des deux appareils, jamais le jeu, qui passe directement et chiffré entre vous. "
              "Environ une connexion sur cinq ne passe pas (certains opérateurs mobiles et réseaux d'entreprise).",
        "en": "At a distance: the public server {server} tells each device its address on the Internet. It sees "
              "both devices' addresses, never the game, which goes directly and encrypted between you. About one "
              "connection in five does not get through (some mobile carriers and office networks)."},
    "remote.joined": {"fr": "{name} est à la table.", "en": "{name} is at the table."},
    "remote.left": {"fr": "{name} a quitté la table : la partie l'attend.", "en": "{name} left the table: the game waits for them."},
    "remote.begun": {"fr": "Tout le monde est là : la donne est faite avec les secrets de chacun.",
                     "en": "Everyone is here: the deal is made from everyone's secrets."},
    "remote.away": {"fr": "{name} n'est pas là.", "en": "{name} is away."},
    "remote.reinvite": {"fr": "Réinviter", "en": "Invite again"},
    "remote.stand_in": {"fr": "L'ordinateur le remplace", "en": "Computer stands in"},
    "remote.stand_in.stop": {"fr": "Attendre son retour", "en": "Wait for them"},
    "remote.panel.title": {"fr": "Amis à distance", "en": "Friends on their devices"},
    # the guest
    "remote.join.title": {"fr": "Vous rejoignez une table", "en": "You are joining a table"},
    "remote.join.name": {"fr": "Votre nom", "en": "Your name"},
    "remote.join.making": {"fr": "Préparation de votre réponse…", "en": "Preparing your reply…"},
    "remote.join.show": {
        "fr": "Montrez ce code à l'hôte (ou envoyez-lui le texte) dans les {minutes} minutes : la partie s'ouvre "
              "dès qu'il l'a appliqué.",
        "en": "Show this code to the host (or send them the text) within {minutes} minutes: the game opens as "
              "soon as they apply it."},
    "remote.join.qr": {"fr": "Code QR de votre réponse", "en": "QR code of your reply"},
    "remote.join.code": {"fr": "Votre réponse", "en": "Your reply"},
    "remote.join.joined": {"fr": "Vous êtes à la table de {game}", "en": "You are at the {game} table"},
    "remote.join.wait": {"fr": "La partie commence quand tout le monde est là.",
                         "en": "The game starts when everyone is here."},
    "remote.join.paste": {"fr": "Nouvelle invitation de l'hôte", "en": "The host's new invitation"},
    "remote.join.picker": {"fr": "Rejoindre la table d'un ami : collez son invitation",
                           "en": "Join a friend's table: paste their invitation"},
    "remote.join.go.picker": {"fr": "Rejoindre", "en": "Join"},
    "remote.join.go": {"fr": "Revenir à ma place", "en": "Back to my seat"},
    "remote.rejoin": {
        "fr": "Vous jouiez à une table avec des amis : ouvrez la nouvelle invitation de l'hôte pour reprendre votre place.",
        "en": "You were playing at a table with friends: open the host's new invitation to take your seat again."},
    "remote.leave": {"fr": "Quitter la table", "en": "Leave the table"},
    "remote.host.lost": {
        "fr": "Vous n'êtes plus relié à l'hôte. Ouvrez la nouvelle invitation qu'il vous montre pour reprendre votre place.",
        "en": "You are no longer linked to the host. Open the new invitation they show you to take your seat again."},
    "remote.guest.later": {"fr": "Le conseil, la revue et le film de la partie s'ouvrent à la fin : les cartes des autres ne sont pas sur votre appareil.",
                           "en": "Hints, the review and the replay open at the end: the others' cards are not on your device."},
    "remote.undo.button": {"fr": "Demander à reprendre mon coup", "en": "Ask to take my move back"},
    "remote.undo.asked": {"fr": "Vous avez demandé à reprendre votre coup : les autres doivent accepter.",
                          "en": "You asked to take your move back: the others must agree."},
    "remote.undo.ask": {"fr": "{name} demande à reprendre son dernier coup.", "en": "{name} asks to take their last move back."},
    "remote.undo.accept": {"fr": "Accepter", "en": "Agree"},
    "remote.undo.refuse": {"fr": "Refuser", "en": "Refuse"},
    "remote.undo.yes": {"fr": "Tout le monde a accepté : le coup est repris.", "en": "Everyone agreed: the move is taken back."},
    "remote.undo.no": {"fr": "Le coup n'est pas repris.", "en": "The move is not taken back."},
    "remote.undo.busy": {"fr": "Une autre demande est en cours.", "en": "Another request is under way."},
    "remote.undo.away": {"fr": "Un ami n'est pas là : personne ne peut reprendre un coup en son absence.",
                         "en": "A friend is away: no move can be taken back while they are gone."},
    "remote.undo.off": {"fr": "Avec des amis sur leurs appareils, un coup joué ne se reprend pas.",
                        "en": "With friends on their devices, a move cannot be taken back."},
    # what a message from another device may be refused for
    "remote.refused": {"fr": "L'hôte a refusé ce coup.", "en": "The host refused this move."},
    "remote.bad.format": {"fr": "Un message illisible est arrivé : il est ignoré.",
                          "en": "An unreadable message arrived: it is ignored."},
    "remote.bad.size": {"fr": "Un message trop long est arrivé : il est ignoré.",
                        "en": "A message that was too long arrived: it is ignored."},
    "remote.bad.binary": {"fr": "Un message illisible est arrivé : il est ignoré.",
                          "en": "An unreadable message arrived: it is ignored."},
    "remote.bad.version": {"fr": "L'autre appareil a une autre version de Tapis : rechargez la page des deux côtés.",
                           "en": "The other device has another version of Tapis: reload the page on both."},
    "remote.bad.field": {"fr": "Un message mal formé est arrivé : il est ignoré.",
                         "en": "A malformed message arrived: it is ignored."},
    "remote.bad.flood": {"fr": "Trop de messages d'un coup : les suivants sont ignorés un moment.",
                         "en": "Too many messages at once: the next ones are ignored for a moment."},
    "remote.bad.commitment": {"fr": "L'hôte a changé son engagement en cours de partie : la partie ne peut pas être vérifiée.",
                              "en": "The host changed their commitment during the game: the game cannot be verified."},
    "remote.not_started": {"fr": "La partie n'a pas encore commencé.", "en": "The game has not started yet."},
    "remote.not_seated": {"fr": "Vous n'êtes pas encore à la table.", "en": "You are not at the table yet."},
    "remote.seat.taken": {"fr": "Cette place est déjà prise par un autre appareil.",
                          "en": "This seat is already taken by another device."},
    # the end's verification
    "remote.verify.ok": {"fr": "Partie vérifiée : votre appareil a rejoué les {n} coups depuis les secrets de chacun, et tout concorde.",
                         "en": "Game verified: your device replayed the {n} moves from everyone's secrets, and everything matches."},
    "remote.verify.stand_in": {"fr": "({n} coups ont été joués pour vous par l'ordinateur en votre absence.)",
                               "en": "({n} moves were played for you by the computer while you were away.)"},
    "remote.verify.waiting": {"fr": "Vérification de la partie…", "en": "Checking the game…"},
    "remote.verify.commitment": {"fr": "Partie NON vérifiée : le secret révélé par l'hôte n'est pas celui qu'il avait annoncé.",
                                 "en": "Game NOT verified: the secret the host revealed is not the one they had announced."},
    "remote.verify.secret": {"fr": "Partie NON vérifiée : votre secret n'a pas servi à la donne.",
                             "en": "Game NOT verified: your secret was not used for the deal."},
    "remote.verify.move": {"fr": "Partie NON vérifiée : le coup n° {n} ne correspond pas à ce que vous avez vu ou joué.",
                           "en": "Game NOT verified: move {n} does not match what you saw or played."},
    # the camera
    "remote.scan.reply": {"fr": "Visez le code QR de la réponse de votre ami.", "en": "Point at your friend's reply QR code."},
    "remote.scan.invite": {"fr": "Visez le code QR de l'invitation de l'hôte.", "en": "Point at the host's invitation QR code."},
    "remote.scan.reply.button": {"fr": "Scanner une réponse", "en": "Scan a reply"},
    "remote.scan.invite.button": {"fr": "Scanner l'invitation", "en": "Scan the invitation"},
    "remote.scan.no-camera": {"fr": "Cet appareil n'offre pas de caméra à la page : collez le code à la place.",
                              "en": "This device offers the page no camera: paste the code instead."},
    "remote.scan.denied": {"fr": "La caméra a été refusée : collez le code à la place.",
                           "en": "The camera was refused: paste the code instead."},
    "remote.scan.failed": {"fr": "Le code n'a pas pu être lu : collez-le à la place.",
                           "en": "The code could not be read: paste it instead."},
    # table phrases (instead of free chat)
    "remote.phrases": {"fr": "Dire à la table", "en": "Say to the table"},
    "remote.said": {"fr": "{name} : « {phrase} »", "en": "{name}: “{phrase}”"},
    "remote.phrase.well_played": {"fr": "Bien joué !", "en": "Well played!"},
    "remote.phrase.your_turn": {"fr": "À vous !", "en": "Your turn!"},
    "remote.phrase.one_minute": {"fr": "Une minute…", "en": "One minute…"},
    "remote.phrase.thanks": {"fr": "Merci !", "en": "Thanks!"},
    "remote.phrase.again": {"fr": "On en refait une ?", "en": "Another one?"},
}

i18n.register(TEXT)
