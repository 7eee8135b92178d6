"""Playing together, each on his own device, with no server (issue 25).

The device that creates the table is the *host*: its engine is the only authority. Each guest's
device holds a :class:`proxy.RemoteGame`, what its seat may see, and sends its moves as messages;
the host applies them through the engine, which refuses what is illegal. The pieces:

| file | part |
|---|---|
| protocol.py | the messages: their format, size and types, checked on arrival (a peer is a stranger) |
| fair.py | fair dealing you can check: everyone commits before anyone reveals, the seed comes from the committed secrets, each guest keeps a witness of all it was shown and replays the whole game at the end (what « Partie vérifiée » means) |
| proxy.py | the guest's game: the engine's protocol answered from the host's messages |
| host.py | the host's side: seats, invitations, guests joining and coming back, what each guest is sent |
| guest.py | the guest's side: joining, the table as the host says it stands, the end's verification |
| screens.py | the App's part: the lobby, invitations and replies, the link to the page's WebRTC (js/peer.js) |
"""
