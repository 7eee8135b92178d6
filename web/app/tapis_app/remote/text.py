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
    "remote.invite.expires": {"fr": "Cette invitation attend une réponse encore {minutes} min.",
                              "en": "This invitation waits {minutes} more min for a reply."},
    "remote.invite.expired": {"fr": "Cette invitation a expiré : faites-en une nouvelle et envoyez-la à votre ami.",
                              "en": "This invitation has expired: make a new one and send it to your friend."},
    "remote.invite.title": {"fr": "Tapis : une partie de {game} vous attend", "en": "Tapis: a game of {game} awaits you"},
    "remote.invite.webrtc": {"fr": "Ce navigateur ne sait pas relier deux appareils (WebRTC) : jouez à plusieurs sur cet appareil, ou ouvrez Tapis dans Chrome, Firefox ou Safari.",
                             "en": "This browser cannot link two devices (WebRTC): play together on this device, or open Tapis in Chrome, Firefox or Safari."},
    "remote.lobby.webrtc": {"fr": "Ce navigateur ne sait pas relier deux appareils (WebRTC) : vos amis ne pourraient pas vous rejoindre. Jouez à plusieurs sur cet appareil (« Un ami sur cet appareil »), ou ouvrez Tapis dans Chrome, Firefox ou Safari.",
                            "en": "This browser cannot link two devices (WebRTC): your friends could not join you. Play together on this device (“A friend on this device”), or open Tapis in Chrome, Firefox or Safari."},
    "remote.copy": {"fr": "Copier", "en": "Copy"},
    "remote.copied": {"fr": "Copié", "en": "Copied"},
    "remote.copy.failed": {"fr": "Copie refusée : sélectionnez le texte", "en": "Copy refused: select the text"},
    "remote.share": {"fr": "Partager", "en": "Share"},
    "remote.paste": {"fr": "Coller", "en": "Paste"},
    "remote.paste.failed": {"fr": "Collez dans le champ", "en": "Paste into the field"},
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
    "remote.reply.own": {"fr": "C'est votre invitation : collez ici la réponse que votre ami vous renvoie.",
                         "en": "This is your invitation: paste here the reply your friend sends back."},
    "remote.reply.own-invite": {"fr": "C'est votre invitation : collez ici la réponse que votre ami vous renvoie.",
                                "en": "This is your invitation: paste here the reply your friend sends back."},
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
    "remote.connect.failed.distance": {
        "fr": "La connexion avec {name} ne s'est pas faite, même avec « Jouer à distance » : certains réseaux (opérateurs "
              "mobiles, entreprises) ne laissent pas deux appareils se joindre directement, et Tapis n'a pas de "
              "serveur relais. Essayez un autre réseau (un Wi-Fi) ; une nouvelle invitation est prête.",
        "en": "The connection with {name} did not come, even with « Play at a distance »: some networks (mobile "
              "carriers, offices) do not let two devices reach each other directly, and Tapis has no relay server. "
              "Try another network (a Wi-Fi); a new invitation is ready."},
    "remote.connect.late": {
        "fr": "La réponse de {name} est arrivée trop tard : son appareil ne l'attend que {minutes} minutes. Envoyez-lui "
              "la nouvelle invitation et collez vite sa réponse.",
        "en": "{name}'s reply came too late: their device waits for it only {minutes} minutes. Send them the new "
              "invitation and paste their reply soon."},
    "remote.connect.failed.guest.distance": {
        "fr": "La connexion avec l'hôte ne s'est pas faite, même à distance : certains réseaux (opérateurs mobiles, "
              "entreprises) ne laissent pas deux appareils se joindre. Essayez un autre réseau, puis demandez une "
              "nouvelle invitation à l'hôte.",
        "en": "The connection with the host did not come, even at a distance: some networks (mobile carriers, "
              "offices) do not let two devices reach each other. Try another network, then ask the host for a new "
              "invitation."},
    "remote.join.late": {
        "fr": "Votre réponse a attendu {minutes} minutes sans que l'hôte la colle : elle ne vaut plus. Demandez-lui une "
              "nouvelle invitation.",
        "en": "Your reply waited {minutes} minutes without the host pasting it: it is no longer valid. Ask them for a "
              "new invitation."},
    "remote.join.webrtc": {
        "fr": "Ce navigateur ne sait pas relier deux appareils (WebRTC) : ouvrez l'invitation dans Chrome, Firefox ou "
              "Safari, ou jouez sur l'appareil de l'hôte.",
        "en": "This browser cannot link two devices (WebRTC): open the invitation in Chrome, Firefox or Safari, or "
              "play on the host's device."},
    "remote.host.left": {"fr": "L'hôte a quitté la table : la partie s'arrête là.",
                         "en": "The host left the table: the game ends here."},
    "remote.distance.remade": {"fr": "Les invitations sont refaites avec ce réglage : envoyez les nouvelles à vos amis.",
                               "en": "The invitations are made again with this setting: send the new ones to your friends."},
    "remote.distance.host": {"fr": "L'hôte joue à distance : votre réponse aussi.",
                             "en": "The host plays at a distance: so does your reply."},
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
    "remote.resumed": {"fr": "Votre table reprend où elle en était : envoyez à vos amis leur nouvelle invitation, ils retrouveront leur place.",
                       "en": "Your table picks up where it was: send your friends their new invitation and they will get their seats back."},
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
    "remote.seat.taken": {"fr": "Cette place est tenue par un autre appareil : demandez à l'hôte de vous la redonner (« Redonner la place »).",
                          "en": "Another device holds this seat: ask the host to give it to you (“Give the seat again”)."},
    # the end's verification
    "remote.verify.ok": {"fr": "Partie vérifiée : votre appareil a rejoué les {n} coups depuis les secrets de chacun, et tout concorde : la donne, vos coups et ce qui vous a été montré. (L'appareil de l'hôte, lui, voyait toutes les mains.)",
                         "en": "Game verified: your device replayed the {n} moves from everyone's secrets, and everything matches: the deal, your moves and what you were shown. (The host's device could see every hand.)"},
    "remote.verify.stand_in": {"fr": "({n} coups ont été joués pour vous par l'ordinateur en votre absence.)",
                               "en": "({n} moves were played for you by the computer while you were away.)"},
    "remote.verify.waiting": {"fr": "Vérification de la partie…", "en": "Checking the game…"},
    "remote.verify.commitment": {"fr": "Partie NON vérifiée : le secret révélé par l'hôte n'est pas celui qu'il avait annoncé.",
                                 "en": "Game NOT verified: the secret the host revealed is not the one they had announced."},
    "remote.verify.secret": {"fr": "Partie NON vérifiée : votre secret n'a pas servi à la donne.",
                             "en": "Game NOT verified: your secret was not used for the deal."},
    "remote.verify.list": {"fr": "Partie NON vérifiée : la liste des places et des engagements n'est pas celle qui vous a été montrée avant la donne (coup n° {n}).",
                           "en": "Game NOT verified: the list of seats and commitments is not the one you were shown before the deal (move {n})."},
    "remote.verify.slot": {"fr": "Partie NON vérifiée : le secret révélé pour la place {n} n'est pas celui qui avait été engagé.",
                           "en": "Game NOT verified: the secret revealed for seat {n} is not the one that was committed."},
    "remote.verify.move": {"fr": "Partie NON vérifiée : le coup n° {n} ne correspond pas à ce que vous avez vu ou joué.",
                           "en": "Game NOT verified: move {n} does not match what you saw or played."},
    "remote.verify.views": {"fr": "Partie NON vérifiée : au coup n° {n}, l'hôte vous a montré une table qui n'était pas la vraie.",
                            "en": "Game NOT verified: at move {n}, the host showed you a table that was not the real one."},
    "remote.verify.refused": {"fr": "Partie NON vérifiée : votre coup n° {n} a été refusé alors que la règle le permettait, ou pour une autre raison que la sienne.",
                              "en": "Game NOT verified: your move {n} was refused although the rules allowed it, or for another reason than the rules'."},
    "remote.verify.stand_in.here": {"fr": "Partie NON vérifiée : le coup n° {n} a été joué à votre place alors que vous étiez là.",
                                    "en": "Game NOT verified: move {n} was played in your place while you were there."},
    "remote.verify.undo": {"fr": "Partie NON vérifiée : des coups ont été repris sans votre accord (coup n° {n}).",
                           "en": "Game NOT verified: moves were taken back without your agreement (move {n})."},
    "remote.verify.unknown.late": {"fr": "La partie n'a pas pu être vérifiée : l'hôte n'a pas révélé les secrets dans la minute qui a suivi la fin.",
                                   "en": "The game could not be verified: the host did not reveal the secrets within a minute of the end."},
    "remote.verify.unknown.closed": {"fr": "La partie n'a pas pu être vérifiée : la liaison avec l'hôte s'est coupée avant qu'il révèle les secrets.",
                                     "en": "The game could not be verified: the link to the host was cut before they revealed the secrets."},
    "remote.fingerprint": {"fr": "Empreinte de la table, la même sur chaque appareil :",
                           "en": "The table's fingerprint, the same on every device:"},
    "remote.wrong_host": {"fr": "Cette invitation ne vient pas de la table où vous étiez assis : votre place là-bas reste à vous, rien n'a été envoyé.",
                          "en": "This invitation does not come from the table you sat at: your seat there stays yours, nothing was sent."},
    "remote.give": {"fr": "Redonner la place", "en": "Give the seat again"},
    "remote.give.why": {"fr": "Son appareil a tout oublié, ou elle change d'appareil ?",
                        "en": "Their device forgot everything, or are they changing devices?"},
    "remote.give.held": {"fr": "Un autre appareil demande cette place, que garde l'appareil d'avant. C'est bien votre ami ?",
                         "en": "Another device asks for this seat, which the former device holds. Is it really your friend?"},
    "remote.rematch": {"fr": "Rejouer avec les mêmes amis", "en": "Play again with the same friends"},
    "remote.rematch.other": {"fr": "Ou un autre jeu, à la même table :", "en": "Or another game, at the same table:"},
    "remote.rematch.sent": {"fr": "Nouvelle partie de {game} proposée : chaque ami l'accepte sur son appareil.",
                            "en": "A new game of {game} offered: each friend accepts it on their device."},
    "remote.rematch.offer": {"fr": "{name} propose une nouvelle partie de {game} à la même table.",
                             "en": "{name} offers a new game of {game} at the same table."},
    "remote.rematch.yes": {"fr": "J'en suis", "en": "I'm in"},
    "remote.rematch.no": {"fr": "Non merci", "en": "No thanks"},
    "remote.rematch.declined": {"fr": "{name} ne rejoue pas : sa place attend une invitation.",
                                "en": "{name} is not playing again: their seat waits for an invitation."},
    "remote.rematch.declined.you": {"fr": "Vous ne rejouez pas : l'hôte en est averti.",
                                    "en": "You are not playing again: the host has been told."},
    "remote.given": {"fr": "La place {n} ira au prochain appareil qui répond à son invitation.",
                     "en": "Seat {n} will go to the next device that answers its invitation."},
    "remote.export.secrets": {"fr": "Ce fichier contient les secrets de la table (de quoi connaître les cartes de vos amis) : ne le donnez à personne avant la fin de la partie.",
                              "en": "This file holds the table's secrets (enough to know your friends' cards): give it to nobody before the game ends."},
    "remote.bad.secret": {"fr": "Votre secret ne correspond pas à votre engagement : rechargez la page.",
                          "en": "Your secret does not match your commitment: reload the page."},
    # the camera
    "remote.scan.reply": {"fr": "Visez le code QR de la réponse de votre ami.", "en": "Point at your friend's reply QR code."},
    "remote.scan.invite": {"fr": "Visez le code QR de l'invitation de l'hôte.", "en": "Point at the host's invitation QR code."},
    "remote.scan.reply.button": {"fr": "Scanner une réponse", "en": "Scan a reply"},
    "remote.scan.invite.button": {"fr": "Scanner l'invitation", "en": "Scan the invitation"},
    "remote.scan.no-camera": {"fr": "Cet appareil n'offre pas de caméra à la page : collez le code à la place.",
                              "en": "This device offers the page no camera: paste the code instead."},
    "remote.scan.frame": {"fr": "Ce cadre n'a pas accès à la caméra : collez le code, ou ouvrez Tapis dans son propre onglet.",
                          "en": "This frame has no access to the camera: paste the code, or open Tapis in its own tab."},
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
