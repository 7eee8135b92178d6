"""BuyWord's own sentences, French first, then English: its options, rules, errors and events,
and what they name. What only the site's table draws is beside it, in
web/app/tapis_app/views/buyword/text.py."""

RULES_FR = """
<h3>Le but</h3>
<p>Acheter des lettres à la banque, en faire des mots et les revendre plus cher. Une lettre porte
de 1 à 4 points ; un lot de lettres comme un mot se paie le <strong>carré</strong> de la somme de
ses points (un mot de 13 points vaut 169 $). Les petits lots coûtent donc peu et les longs mots
rapportent beaucoup. À la fin, le plus riche gagne.</p>
<h3>La mise en place</h3>
<p>Chacun reçoit 200 $ ; le reste de l'argent forme la banque (Tapis lui donne 10 000 $, et elle
ne refuse jamais de payer). Chacun prend des jokers : 8 seul, 4 à deux, 3 à trois, 2 à quatre
(1 au-delà). Un joker remplace n'importe quelle lettre, un seul par mot, et compte le point
imprimé dessus (ou 0 avec l'option « joker blanc ») ; il sort du jeu une fois utilisé. Le premier
joueur est tiré au sort.</p>
<h3>Un round</h3>
<ol>
<li><strong>Le dé.</strong> Le premier joueur lance le dé : 2, 3, 4, 5 ou « choix » (il choisit
alors de 2 à 5). Chacun, à partir de lui, tire ce nombre de tuiles du sac et les garde à part :
c'est son lot.</li>
<li><strong>L'achat.</strong> Chacun à son tour achète tout son lot, au carré de la somme de ses
points, ou le refuse : les tuiles refusées sortent du jeu. Qui n'a pas assez d'argent doit
refuser. Les tuiles achetées rejoignent celles des rounds précédents.</li>
<li><strong>La vente.</strong> Quand tous les lots sont réglés, chacun à son tour vend autant de
mots qu'il veut, formés de ses tuiles et d'au plus un joker, au carré de la somme de leurs
points. Les tuiles vendues sortent du jeu.</li>
<li><strong>La limite.</strong> En fin de round, personne ne garde plus de 8 tuiles (les jokers
ne comptent pas) : on vend un mot ou on jette l'excédent. Le dé passe au joueur de gauche, qui
devient premier joueur.</li>
</ol>
<h3>La fin</h3>
<p>Le round où le sac se vide (la dernière tuile est tirée, ou quelqu'un reçoit moins de tuiles
que le dé ne l'indique) est le dernier : après ses ventes, les tuiles invendues sont perdues et
le plus riche gagne. Seul, on vise 800 $ (moyen), 900 $ (bon) ou 1000 $ (extraordinaire).</p>
<h3>Les mots</h3>
<p>Un mot se trouve dans le lexique de la langue de la table (option <em>langue</em>) : en
français, toutes les formes conjuguées et accordées, sans accents ; en anglais, la liste SCOWL,
pluriels, -ed, -ing et comparatifs compris, comme les listes de Scrabble. Il a au moins deux
lettres ; noms propres, sigles, abréviations et mots composés sont refusés.
Pendant la partie, toutes les tuiles sont posées face visible devant leur propriétaire.</p>
<h3>Règle d'honneur (option)</h3>
<p>On peut vendre n'importe quel mot. Après chaque vente, les autres joueurs, dans l'ordre, peuvent
la contester : le lexique tranche. Si ce n'est pas un mot, la vente est annulée (tuiles, joker et
argent reviennent), le vendeur paie 20 $ à la banque et ne peut plus proposer ce mot de tout le round ; si c'est un mot, le contestataire paie 20 $. Il faut avoir 20 $ pour contester. Le
livret ne dit pas ce que fait un tricheur sans le sou : chez Tapis, il paie ce qu'il a et doit le
reste à la banque, qui le retient sur ses prochaines ventes ; ce qu'il doit encore à la fin est
retiré de son total. Tricher coûte donc toujours 20 $.</p>
<h3>Règles avancées (options, combinables)</h3>
<ul>
<li><strong>Enchères</strong> : au lieu d'acheter son lot, on peut le mettre aux enchères. Les
autres enchérissent à tour de rôle à partir de la gauche du vendeur ; la première enchère vaut au
moins la moitié du prix normal, arrondie au-dessus ; passer est définitif. Quand il ne reste
qu'un enchérisseur, le vendeur peut payer un dollar de plus et garder le lot. Si personne n'a
enchéri, il n'y a pas d'enchère finale à couvrir : le vendeur peut acheter son lot au prix
normal, comme sans enchères, ou le laisser sortir du jeu (la mise à prix n'est pas un rabais pour
lui). Le prix va toujours à la banque.
Déconseillé à deux joueurs.</li>
<li><strong>Échanges</strong> : une fois les lots tirés, chacun à son tour peut proposer à un
autre joueur d'échanger leurs lots entiers, sans argent ; l'autre accepte ou refuse. Une
proposition par joueur et par partenaire à chaque round.</li>
<li><strong>Vente</strong> : comme l'échange, mais de l'argent peut compléter l'échange, dans un
sens ou dans l'autre.</li>
<li><strong>Choix des tuiles</strong> : le premier joueur tire le dé × le nombre de joueurs de
tuiles ; à partir de lui, chacun en prend une à tour de rôle jusqu'à épuisement, puis achète ou
refuse son lot.</li>
<li><strong>Mots croisés</strong> : les mots vendus sont posés sur une grille commune. Le premier
se pose n'importe où ; ensuite chaque pose se raccorde à la grille comme au jeu de mots croisés,
en réutilisant au moins une lettre déjà posée : le mot posé en croise une, ou l'une de ses tuiles
forme ou allonge un mot en travers (SE posé vers le bas au bout de MAISON en fait MAISONS). Le mot
posé ne se colle pas à une lettre juste avant ou après lui (épelez alors tout le mot de la
ligne). Les lettres réutilisées comptent dans le prix, et chaque mot formé ou allongé par la
pose est vendu à son propre prix (SE 4 $ et MAISONS 64 $). Le joker
est forcément une tuile nouvelle, et aucun mot formé ou allongé ne peut contenir deux jokers (un
joker déjà posé compte). En règle stricte, tous les mots formés doivent être des mots.
Dans l'ordre du tour, à partir du premier joueur.</li>
<li><strong>Limite en tuiles</strong> : garder jusqu'à 10 tuiles (de 8 à 12) en fin de round,
pour de plus longs mots.</li>
<li><strong>Thème</strong> : les mots doivent se rapporter au thème choisi. Tapis ne sait pas en
juger : après chaque vente, les autres joueurs votent (oui, non ou abstention ; les joueurs de
l'ordinateur s'abstiennent). La vente est annulée si les « non » l'emportent sur les « oui », et
le vendeur ne peut pas reproposer ce mot avant le round suivant. Seul, chacun est son propre
juge.</li>
<li><strong>Jeu long</strong> : quand le sac est vide, les lettres des mots vendus (pas les
jokers) y retournent, autant de fois que choisi ; avec les mots croisés, on ramasse alors la
grille et on recommence ailleurs. Indispensable à cinq ou six joueurs.</li>
</ul>
<h3>Le matériel</h3>
<p>108 tuiles lettres et 9 jokers. Aucune édition française n'est connue : le sac français est une
reconstruction de Tapis d'après la fréquence des lettres en français. Le sac anglais suit une liste
non officielle, cohérente avec tous les prix connus (D+E+S = 16 $, M+B+L = 64 $). La langue de la
table choisit le sac et les mots ; l'option <em>sac</em> permet de les mélanger.</p>
<h3>À la table de Tapis</h3>
<ul>
<li>Votre lot s'affiche au-dessus de vos tuiles, avec son prix : la somme de ses points, au carré.
Les lots et les tuiles des autres sont visibles, comme autour d'une vraie table. Au milieu, le sac,
le dé, la banque et les tuiles hors jeu, et ce qui vient de se passer : un lot acheté, un mot vendu
avec son prix. À la fin de chaque round, un résumé dit ce que chacun a acheté, vendu et gagné.</li>
<li>Pour vendre, touchez vos tuiles dans l'ordre du mot (ou tapez-le) ; touchez le joker ★ puis
choisissez sa lettre. Tapis dit aussitôt si c'est un mot et ce qu'il rapporte. Vous pouvez
préparer un mot pendant que les autres achètent : il reste en place.</li>
<li>Avec les mots croisés, touchez la case où commence votre mot, choisissez → ou ↓, puis vos
tuiles : les lettres déjà posées sur la ligne entrent d'elles-mêmes dans le mot. Les boutons
▲ ◀ ▶ ▼ déplacent la vue de la grille, ◎ la recentre.</li>
<li>Au-dessus de la limite, Tapis vous le dit : vendez un mot, ou « Jeter des tuiles » et touchez
celles qui partent.</li>
<li>Au clavier : Tab et Entrée suffisent pour tout. En vente, une lettre tapée pose une de vos
tuiles (ou le joker s'il n'en reste pas), * pose le joker, - retire la dernière lettre, Échap
efface tout, = vend le mot. Au dé « choix », 2 à 5 choisissent. Mots croisés : les flèches
déplacent la case de départ, le point change le sens.</li>
<li>Seul, l'écran de fin donne votre note selon le barème du livret.</li>
</ul>
"""

RULES_EN = """
<h3>Goal</h3>
<p>Buy letters from the bank, make words and sell them back for more. A letter carries 1 to
4 pips; a lot of letters, like a word, costs the <strong>square</strong> of its pips (a 13-pip word
is worth $169). So small lots are cheap and long words pay well. At the end, the richest player
wins.</p>
<h3>Setting up</h3>
<p>Everyone gets $200; the rest of the money is the bank (Tapis gives it $10,000, and it never
refuses to pay). Everyone takes wilds: 8 alone, 4 each at two, 3 at three, 2 at four (1 beyond).
A wild stands for any letter, one per word at most, and counts the pip printed on it (or 0 with the
"blank wild" option); it leaves the game once used. The first player is drawn at random.</p>
<h3>A round</h3>
<ol>
<li><strong>The die.</strong> The first player rolls: 2, 3, 4, 5 or "choice" (then he picks 2 to
5). From him, everyone draws that many tiles from the bag and keeps them apart: that is his
lot.</li>
<li><strong>Buying.</strong> In turn, each buys his whole lot, for the square of its pips, or
rejects it: rejected tiles leave the game. A player without enough money must reject. Bought tiles
join those of earlier rounds.</li>
<li><strong>Selling.</strong> Once every lot is settled, each in turn sells as many words as he
likes, made of his tiles and at most one wild, for the square of their pips. Sold tiles leave the
game.</li>
<li><strong>The limit.</strong> At the end of a round nobody keeps more than 8 tiles (wilds do not
count): sell a word or throw the excess away. The die passes left; that player is first next
round.</li>
</ol>
<h3>The end</h3>
<p>The round in which the bag runs out (the last tile is drawn, or someone gets fewer tiles than the
die says) is the last: after its sales, unsold tiles are lost and the richest player wins. Alone,
aim for $800 (average), $900 (good) or $1,000 (outstanding).</p>
<h3>Words</h3>
<p>A word is in the word list of the table's language (the <em>language</em> option): in French,
every inflected form, accents ignored; in English, the SCOWL list, plurals, -ed, -ing and
comparatives included, as in Scrabble lists. It has at least two letters; proper nouns, acronyms,
abbreviations and compound words are refused. All tiles lie face up in front
of their owner throughout the game.</p>
<h3>Honour rule (option)</h3>
<p>Any word may be sold. After each sale the other players, in turn, may challenge it: the word list
decides. If it is not a word, the sale is undone (tiles, wild and money go back), the seller pays $20 to
the bank and may not offer that word again this round; if it is a word, the challenger pays $20.
You need $20 to challenge. The rule book does not say what a penniless cheat does: at Tapis he
pays what he has and owes the rest to the bank, which withholds it from his next sales; whatever
he still owes at the end is taken off his total. So cheating always costs $20.</p>
<h3>Advanced rules (options, combinable)</h3>
<ul>
<li><strong>Auction</strong>: instead of buying your lot you may auction it. The others bid in
turn from the seller's left; the first bid is at least half the normal price, rounded up; a pass is
final. When one bidder is left, the seller may pay one dollar more and keep the lot. If nobody bid,
there is no final bid to top: the seller may buy his lot at its normal price, as without the
auction, or let it leave the game (the opening bid is no discount for him). The price always goes
to the bank. Not recommended for two
players.</li>
<li><strong>Exchange</strong>: once the lots are drawn, each in turn may offer another player to
swap their whole lots, without money; the other accepts or refuses. One offer per player and
partner each round.</li>
<li><strong>Sale</strong>: like the exchange, but money may be added, either way.</li>
<li><strong>Choosing tiles</strong>: the first player draws die × players tiles; from him, each
takes one in turn until none is left, then buys or rejects his lot.</li>
<li><strong>Crossword</strong>: sold words are laid on a shared grid. The first goes anywhere;
after that each placement joins the grid as in any crossword game, reusing at least one letter
already laid: the word laid crosses one, or one of its tiles makes or extends a word across it
(SE laid down from the end of MAISON makes MAISONS). The word laid does not touch a letter just
before or after it (spell the whole word of the line instead). Reused letters count in the
price, and every word made or extended by the placement is sold at its own price (SE $4 and
MAISONS $64). The wild must be a new tile, and no word
made or extended may hold two wilds (a wild already laid counts). Under the
strict rule every word formed must be a word. Players lay in turn from the first player.</li>
<li><strong>Tile limit</strong>: keep up to 10 tiles (8 to 12) at the end of a round, for longer
words.</li>
<li><strong>Theme</strong>: words must relate to the chosen theme. Tapis cannot judge that: after
each sale the other players vote (yes, no or abstain; computer players abstain). The sale is undone
if the noes outnumber the yeses, and the seller may not offer that word again before the next
round. Alone, you are your own judge.</li>
<li><strong>Long game</strong>: when the bag is empty, the letters of sold words (not the wilds)
go back into it, as many times as chosen; with the crossword, the grid is picked up and a new one
starts. Required for five or six players.</li>
</ul>
<h3>The components</h3>
<p>108 letter tiles and 9 wilds. No French edition is known: the French bag is Tapis's
reconstruction from French letter frequencies. The English bag follows an unofficial list that
agrees with every known price (D+E+S = $16, M+B+L = $64). The table's language picks the bag and
the words; the <em>bag</em> option lets you mix them.</p>
<h3>At the Tapis table</h3>
<ul>
<li>Your lot shows above your tiles, with its price: the sum of its pips, squared. The other
players' lots and tiles are in view, as around a real table. In the middle: the bag, the die, the
bank and the tiles out of the game, and what just happened: a lot bought, a word sold with its
price. At the end of each round, a summary says what everyone bought, sold and earned.</li>
<li>To sell, tap your tiles in the word's order (or type it); tap the ★ wild, then choose its
letter. Tapis says at once whether it is a word and what it fetches. You may prepare a word while
the others buy: it stays put.</li>
<li>With the crossword, tap the cell where your word starts, choose → or ↓, then your tiles: the
letters already on that line join the word by themselves. The ▲ ◀ ▶ ▼ buttons move the view of
the grid, ◎ recentres it.</li>
<li>Over the limit, Tapis tells you: sell a word, or "Throw tiles away" and tap the ones to go.</li>
<li>Keyboard: Tab and Enter are enough for everything. While selling, a typed letter places one of
your tiles (or the wild when none is left), * places the wild, - takes the last letter back,
Escape clears the word, = sells it. On a "choice" roll, 2 to 5 choose. Crossword: the arrow keys
move the start cell, the full stop turns the direction.</li>
<li>Alone, the end screen gives your rating on the rule book's scale.</li>
</ul>
"""

_PHASES = {
    # phase: (French name, English name, French wait prompt, English wait prompt, and the same two
    # when the one acting is the person here)
    "roll": ("le lancer du dé", "the roll of the die", "{seat} lance le dé.", "{seat} rolls the die.",
             "Vous lancez le dé.", "You roll the die."),
    "choose": ("le choix du nombre de tuiles", "choosing the number of tiles",
               "{seat} choisit le nombre de tuiles.", "{seat} chooses the number of tiles.",
               "Vous choisissez le nombre de tuiles.", "You choose the number of tiles."),
    "draft": ("le choix des tuiles", "choosing tiles", "{seat} choisit une tuile.", "{seat} picks a tile.",
              "Vous choisissez une tuile.", "You pick a tile."),
    "trade": ("les échanges", "the exchanges", "{seat} peut proposer un échange.", "{seat} may offer an exchange.",
              "Vous pouvez proposer un échange.", "You may offer an exchange."),
    "answer": ("la réponse à une offre", "answering an offer", "{seat} répond à une offre d'échange.",
               "{seat} answers an exchange offer.", "Vous répondez à une offre d'échange.", "You answer an exchange offer."),
    "buy": ("l'achat des lots", "buying lots", "{seat} achète ou refuse son lot.", "{seat} buys or rejects the lot.",
            "Vous achetez ou refusez votre lot.", "You buy or reject your lot."),
    "auction": ("les enchères", "the auction", "{seat} enchérit ou passe.", "{seat} bids or passes.",
                "Vous enchérissez ou passez.", "You bid or pass."),
    "top": ("le dernier mot du vendeur", "the seller's last word",
            "{seat} décide de surenchérir ou non.", "{seat} decides whether to outbid.",
            "Vous décidez de surenchérir ou non.", "You decide whether to outbid."),
    "sell": ("la vente des mots", "selling words", "{seat} vend des mots.", "{seat} sells words.",
             "Vous vendez des mots.", "You sell words."),
    "review": ("l'examen d'une vente", "reviewing a sale", "{seat} examine la vente.", "{seat} reviews the sale.",
               "Vous examinez la vente.", "You review the sale."),
    "over": ("la fin de partie", "the end of the game", "La partie est terminée.", "The game is over.", "", ""),
}

_OPTIONS = {
    "buyword.option.bag": {"fr": "Sac de lettres", "en": "Letter bag"},
    "buyword.option.bag.same": {"fr": "Celui de la langue de la table", "en": "The table language's"},
    "buyword.option.bag.fr": {"fr": "Français (reconstitué)", "en": "French (reconstructed)"},
    "buyword.option.language": {"fr": "Langue des mots", "en": "Language of the words"},
    "buyword.option.language.fr": {"fr": "Français", "en": "French"},
    "buyword.option.language.en": {"fr": "Anglais", "en": "English"},
    "buyword.option.language.help": {
        "fr": "Les mots vendus sont ceux de cette langue, et le sac est le sien (sauf choix "
              "contraire de l'option « Sac de lettres »).",
        "en": "The words sold are those of this language, and so is the bag (unless the "
              "“Letter bag” option says otherwise).",
    },
    "buyword.option.bag.en": {"fr": "Anglais (édition d'origine)", "en": "English (original edition)"},
    "buyword.option.bag.help": {"fr": "Nombre de tuiles et points de chaque lettre.",
                                "en": "How many tiles of each letter, and their pips."},
    "buyword.option.wild_value": {"fr": "Valeur du joker", "en": "Wild value"},
    "buyword.option.wild_value.1": {"fr": "1 point (le point imprimé)", "en": "1 pip (the printed pip)"},
    "buyword.option.wild_value.0": {"fr": "0 point (joker blanc)", "en": "0 pips (a blank)"},
    "buyword.option.wild_value.help": {"fr": "Ce que compte un joker dans le prix d'un mot.",
                                       "en": "What a wild counts in a word's price."},
    "buyword.option.check_words": {"fr": "Vérification des mots", "en": "Word checking"},
    "buyword.option.check_words.strict": {"fr": "Stricte : seuls les mots du lexique se vendent",
                                          "en": "Strict: only words of the word list can be sold"},
    "buyword.option.check_words.honour": {"fr": "Sur l'honneur : tout se vend, on peut contester (20 $)",
                                          "en": "On honour: anything sells, sales can be challenged ($20)"},
    "buyword.option.check_words.help": {"fr": "Sur l'honneur, le perdant d'une contestation paie 20 $ à la banque.",
                                        "en": "On honour, whoever loses a challenge pays $20 to the bank."},
    "buyword.option.tile_limit": {"fr": "Tuiles gardées en fin de round", "en": "Tiles kept at the end of a round"},
    "buyword.option.tile_limit.help": {"fr": "8 dans la règle de base ; plus, pour de plus longs mots. Les jokers ne comptent pas.",
                                       "en": "8 in the basic rules; more for longer words. Wilds do not count."},
    "buyword.option.auction": {"fr": "Enchères", "en": "Auction"},
    "buyword.option.auction.help": {"fr": "Un lot tiré peut être mis aux enchères. Déconseillé à deux joueurs.",
                                    "en": "A drawn lot may be auctioned. Not recommended for two players."},
    "buyword.option.trade": {"fr": "Échanges de lots", "en": "Swapping lots"},
    "buyword.option.trade.none": {"fr": "Aucun", "en": "None"},
    "buyword.option.trade.exchange": {"fr": "Échange (sans argent)", "en": "Exchange (no money)"},
    "buyword.option.trade.sale": {"fr": "Vente (avec argent)", "en": "Sale (with money)"},
    "buyword.option.trade.help": {"fr": "Les lots entiers s'échangent entre joueurs avant l'achat.",
                                  "en": "Whole lots are swapped between players before buying."},
    "buyword.option.draft": {"fr": "Choix des tuiles", "en": "Choosing tiles"},
    "buyword.option.draft.help": {"fr": "Les tuiles du round sont tirées ensemble et choisies une à une, à tour de rôle.",
                                  "en": "The round's tiles are drawn together and picked one at a time, in turn."},
    "buyword.option.crossword": {"fr": "Mots croisés", "en": "Crossword"},
    "buyword.option.crossword.help": {"fr": "Les mots vendus se croisent sur une grille commune ; les lettres réutilisées comptent.",
                                      "en": "Sold words cross on a shared grid; reused letters count."},
    "buyword.option.theme": {"fr": "Thème", "en": "Theme"},
    "buyword.option.theme.help": {"fr": "Les autres joueurs votent sur chaque mot vendu ; les joueurs de l'ordinateur s'abstiennent.",
                                  "en": "The other players vote on each word sold; computer players abstain."},
    "buyword.option.long_game": {"fr": "Jeu long : remplissages du sac", "en": "Long game: bag refills"},
    "buyword.option.long_game.help": {"fr": "Combien de fois les lettres vendues retournent dans le sac vide (0 : jeu normal). Au moins 1 à plus de quatre joueurs.",
                                      "en": "How many times sold letters go back into the empty bag (0: normal game). At least 1 with more than four players."},
}

_THEMES = {
    "none": ("Aucun", "None"), "sport": ("Sport", "Sport"), "arts": ("Arts", "Arts"),
    "cinema": ("Cinéma", "Cinema"), "games": ("Jeux", "Games"), "nature": ("Nature", "Nature"),
    "food": ("Cuisine", "Food"), "free": ("Libre (convenu à la table)", "Free (agreed at the table)"),
}

TEXT = {
    "buyword.rules": {"fr": RULES_FR, "en": RULES_EN},
    # ---------------------------------------------------------------- errors
    "buyword.error.long_game_needed": {"fr": "À {players} joueurs, il faut le jeu long (au moins un remplissage du sac).",
                                       "en": "With {players} players the long game is needed (at least one bag refill)."},
    "buyword.error.not_now": {"fr": "Ce n'est pas le moment. Étape en cours : {phase}.",
                              "en": "Not now: the game is at {phase}."},
    "buyword.error.bad_count": {"fr": "Choisissez un nombre de tuiles entre 2 et 5.",
                                "en": "Choose a number of tiles from 2 to 5."},
    "buyword.error.not_in_pool": {"fr": "Il n'y a pas de {tile} parmi les tuiles à choisir.",
                                  "en": "There is no {tile} among the tiles to pick."},
    "buyword.error.bad_partner": {"fr": "Choisissez un autre joueur avec qui échanger.",
                                  "en": "Choose another player to swap with."},
    "buyword.error.partner_no_lot": {"fr": "{partner_seat} n'a pas de lot à échanger.",
                                     "en": "{partner_seat} has no lot to swap."},
    "buyword.error.offered_already": {"fr": "Vous avez déjà fait une offre à {partner_seat} ce round-ci.",
                                      "en": "You have already made {partner_seat} an offer this round."},
    "buyword.error.no_money_in_exchange": {"fr": "Dans un échange, aucune somme d'argent ne peut changer de main.",
                                           "en": "No money may change hands in an exchange."},
    "buyword.error.cannot_pay": {"fr": "Vous n'avez pas {amount} $.", "en": "You do not have ${amount}."},
    "buyword.error.partner_cannot_pay": {"fr": "{partner_seat} n'a pas {amount} $.",
                                         "en": "{partner_seat} does not have ${amount}."},
    "buyword.error.cannot_afford": {"fr": "Ce lot coûte {price} $ et vous n'avez que {money} $ : il faut le refuser.",
                                    "en": "This lot costs ${price} and you only have ${money}: you must reject it."},
    "buyword.error.no_auction": {"fr": "Les enchères ne sont pas en jeu dans cette partie.",
                                 "en": "Auctions are not played in this game."},
    "buyword.error.bid_too_low": {"fr": "Une enchère de {amount} $ ne suffit pas : il faut au moins {min} $.",
                                  "en": "A bid of ${amount} is not enough: at least ${min} is needed."},
    "buyword.error.over_limit": {"fr": "Vous avez {n} tuiles et la limite est de {limit} : vendez un mot ou jetez l'excédent ({excess}).",
                                 "en": "You have {n} tiles and the limit is {limit}: sell a word or throw away the excess ({excess})."},
    "buyword.error.no_discard": {"fr": "Vous ne dépassez pas la limite : rien à jeter.",
                                 "en": "You are not over the limit: nothing to throw away."},
    "buyword.error.discard_too_many": {"fr": "Vous ne pouvez jeter que l'excédent : {excess} tuile(s), pas {n}.",
                                       "en": "You may only throw away the excess: {excess} tile(s), not {n}."},
    "buyword.error.not_in_hand": {"fr": "Vous n'avez pas ces tuiles : {tiles}.",
                                  "en": "You do not have these tiles: {tiles}."},
    "buyword.error.no_theme": {"fr": "Il n'y a pas de thème dans cette partie.", "en": "There is no theme in this game."},
    "buyword.error.no_challenge": {"fr": "On ne conteste un mot qu'avec la règle d'honneur.",
                                   "en": "Words can only be challenged under the honour rule."},
    "buyword.error.already_verified": {"fr": "Ce mot a déjà été vérifié.", "en": "This word has already been checked."},
    "buyword.error.bad_word": {"fr": "Un mot s'écrit avec les lettres A à Z, en majuscules.",
                               "en": "A word is written with the capital letters A to Z."},
    "buyword.error.too_short": {"fr": "Un mot a au moins {min} lettres.", "en": "A word has at least {min} letters."},
    "buyword.error.no_wild": {"fr": "Vous n'avez plus de joker.", "en": "You have no wild left."},
    "buyword.error.missing_tiles": {"fr": "Vous n'avez pas les tuiles pour écrire {word}.",
                                    "en": "You do not have the tiles to spell {word}."},
    "buyword.error.not_a_word": {"fr": "{word} n'est pas dans le lexique.", "en": "{word} is not in the word list."},
    "buyword.error.refused_again": {"fr": "La table a déjà refusé {word} ce round-ci : proposez un autre mot.",
                                    "en": "The table already turned down {word} this round: offer another word."},
    "buyword.error.not_selling_now": {"fr": "Vous pourrez vendre ce mot à votre tour de vente.",
                                      "en": "You can sell this word on your selling turn."},
    "buyword.error.bad_direction": {"fr": "Un mot se pose vers la droite ou vers le bas.",
                                    "en": "A word goes across or down."},
    "buyword.error.off_grid": {"fr": "Ce mot sort de la table.", "en": "This word goes off the table."},
    "buyword.error.glued": {"fr": "Ce mot touche une lettre juste avant ou juste après lui : prenez tout le mot de la ligne.",
                            "en": "This word touches a letter just before or after it: spell the whole word of the line."},
    "buyword.error.clash": {"fr": "La case porte déjà un {laid}, pas un {letter}.",
                            "en": "That cell already holds {laid}, not {letter}."},
    "buyword.error.wild_on_grid": {"fr": "Le joker doit être une tuile nouvelle, pas une lettre déjà posée.",
                                   "en": "The wild must be a new tile, not a letter already laid."},
    "buyword.error.two_wilds": {"fr": "{word} contiendrait deux jokers : un seul joker par mot, même déjà posé.",
                                "en": "{word} would hold two wilds: one wild per word, even one already laid."},
    "buyword.error.no_new_tile": {"fr": "Ce mot est déjà sur la grille : posez au moins une tuile.",
                                  "en": "That word is already on the grid: lay at least one tile."},
    "buyword.error.must_cross": {"fr": "Le mot doit se raccorder à la grille : croiser une lettre déjà posée, ou former ou allonger un mot en travers.",
                                 "en": "The word must join the grid: cross a letter already laid, or make or extend a word across it."},
    # ---------------------------------------------------------------- events
    # (``key@you``: the same event when its subject is the person at this device)
    "buyword.event.round": {"fr": "Round {round} : {seat} est premier joueur.",
                            "en": "Round {round}: {seat} is first player."},
    "buyword.event.round@you": {"fr": "Round {round} : vous êtes premier joueur.",
                                "en": "Round {round}: you are first player."},
    "buyword.event.roll": {"fr": "{seat} lance le dé : {n}.", "en": "{seat} rolls the die: {n}."},
    "buyword.event.roll@you": {"fr": "Vous lancez le dé : {n}.", "en": "You roll the die: {n}."},
    "buyword.event.roll_choice": {"fr": "{seat} lance le dé : « choix ».", "en": "{seat} rolls the die: “choice”."},
    "buyword.event.roll_choice@you": {"fr": "Vous lancez le dé : « choix ».", "en": "You roll the die: “choice”."},
    "buyword.event.choose": {"fr": "{seat} choisit {n} tuiles.", "en": "{seat} chooses {n} tiles."},
    "buyword.event.choose@you": {"fr": "Vous choisissez {n} tuiles.", "en": "You choose {n} tiles."},
    "buyword.event.draw": {"fr": "{seat} tire {tiles}.", "en": "{seat} draws {tiles}."},
    "buyword.event.draw@you": {"fr": "Vous tirez {tiles}.", "en": "You draw {tiles}."},
    "buyword.event.draw_none": {"fr": "Le sac est vide : {seat} ne tire rien.",
                                "en": "The bag is empty: {seat} draws nothing."},
    "buyword.event.draw_none@you": {"fr": "Le sac est vide : vous ne tirez rien.",
                                    "en": "The bag is empty: you draw nothing."},
    "buyword.event.pool": {"fr": "{seat} tire {n} tuiles à choisir : {tiles}.",
                           "en": "{seat} draws {n} tiles to pick from: {tiles}."},
    "buyword.event.pool@you": {"fr": "Vous tirez {n} tuiles à choisir : {tiles}.",
                               "en": "You draw {n} tiles to pick from: {tiles}."},
    "buyword.event.pick": {"fr": "{seat} prend {tile}.", "en": "{seat} takes {tile}."},
    "buyword.event.pick@you": {"fr": "Vous prenez {tile}.", "en": "You take {tile}."},
    "buyword.event.last_round": {"fr": "Le sac est vide : c'est le dernier round.",
                                 "en": "The bag is empty: this is the last round."},
    "buyword.event.refill": {"fr": "Jeu long : les {n} lettres vendues retournent dans le sac (encore {left} remplissage(s)).",
                             "en": "Long game: the {n} sold letters go back into the bag ({left} refill(s) left)."},
    # (an offer names the one who answers as « à vous de répondre » / "offers you")
    "buyword.event.offer": {"fr": "{seat} propose un échange de lots ; à {to_seat} de répondre.",
                            "en": "{seat} offers {to_seat} a swap of lots."},
    "buyword.event.offer@you": {"fr": "Vous proposez un échange de lots ; à {to_seat} de répondre.",
                                "en": "You offer {to_seat} a swap of lots."},
    "buyword.event.offer_pay": {"fr": "{seat} propose un échange de lots avec {amount} $ en plus ; à {to_seat} de répondre.",
                                "en": "{seat} offers {to_seat} a swap of lots, adding ${amount}."},
    "buyword.event.offer_pay@you": {"fr": "Vous proposez un échange de lots avec {amount} $ en plus ; à {to_seat} de répondre.",
                                    "en": "You offer {to_seat} a swap of lots, adding ${amount}."},
    "buyword.event.offer_ask": {"fr": "{seat} propose un échange de lots contre {amount} $ en plus ; à {to_seat} de répondre.",
                                "en": "{seat} offers {to_seat} a swap of lots for ${amount} more."},
    "buyword.event.offer_ask@you": {"fr": "Vous proposez un échange de lots contre {amount} $ en plus ; à {to_seat} de répondre.",
                                    "en": "You offer {to_seat} a swap of lots for ${amount} more."},
    "buyword.event.trade": {"fr": "{seat} et {partner_seat} échangent leurs lots.",
                            "en": "{seat} and {partner_seat} swap their lots."},
    "buyword.event.trade@you": {"fr": "{partner_seat} et vous échangez vos lots.",
                                "en": "You and {partner_seat} swap your lots."},
    "buyword.event.trade_refused": {"fr": "{seat} refuse l'échange proposé par {from_seat}.",
                                    "en": "{seat} turns down the swap offered by {from_seat}."},
    "buyword.event.trade_refused@you": {"fr": "Vous refusez l'échange proposé par {from_seat}.",
                                        "en": "You turn down the swap offered by {from_seat}."},
    "buyword.event.buy": {"fr": "{seat} achète {tiles} pour {price} $.", "en": "{seat} buys {tiles} for ${price}."},
    "buyword.event.buy@you": {"fr": "Vous achetez {tiles} pour {price} $.", "en": "You buy {tiles} for ${price}."},
    "buyword.event.reject": {"fr": "{seat} refuse {tiles}, qui sortent du jeu.",
                             "en": "{seat} rejects {tiles}, which leave the game."},
    "buyword.event.reject@you": {"fr": "Vous refusez {tiles}, qui sortent du jeu.",
                                 "en": "You reject {tiles}, which leave the game."},
    "buyword.event.auction": {"fr": "{seat} met {tiles} aux enchères (prix normal {price} $, première enchère d'au moins {min} $).",
                              "en": "{seat} auctions {tiles} (normal price ${price}, opening bid at least ${min})."},
    "buyword.event.auction@you": {"fr": "Vous mettez {tiles} aux enchères (prix normal {price} $, première enchère d'au moins {min} $).",
                                  "en": "You auction {tiles} (normal price ${price}, opening bid at least ${min})."},
    "buyword.event.bid": {"fr": "{seat} enchérit : {amount} $.", "en": "{seat} bids ${amount}."},
    "buyword.event.bid@you": {"fr": "Vous enchérissez : {amount} $.", "en": "You bid ${amount}."},
    "buyword.event.bid_pass": {"fr": "{seat} passe.", "en": "{seat} passes."},
    "buyword.event.bid_pass@you": {"fr": "Vous passez.", "en": "You pass."},
    "buyword.event.auction_top": {"fr": "{seat} surenchérit et garde {tiles} pour {amount} $.",
                                  "en": "{seat} outbids and keeps {tiles} for ${amount}."},
    "buyword.event.auction_top@you": {"fr": "Vous surenchérissez et gardez {tiles} pour {amount} $.",
                                      "en": "You outbid and keep {tiles} for ${amount}."},
    "buyword.event.auction_won": {"fr": "{seat} emporte le lot mis aux enchères par {seller_seat} ({tiles}) pour {amount} $.",
                                  "en": "{seat} wins the lot auctioned by {seller_seat} ({tiles}) for ${amount}."},
    "buyword.event.auction_won@you": {"fr": "Vous emportez le lot mis aux enchères par {seller_seat} ({tiles}) pour {amount} $.",
                                      "en": "You win the lot auctioned by {seller_seat} ({tiles}) for ${amount}."},
    "buyword.event.auction_void": {"fr": "Personne n'en veut : les tuiles mises aux enchères par {seat} ({tiles}) sortent du jeu.",
                                   "en": "Nobody wants them: {seat}'s tiles ({tiles}) leave the game."},
    "buyword.event.auction_void@you": {"fr": "Personne n'en veut : vos tuiles ({tiles}) sortent du jeu.",
                                       "en": "Nobody wants them: your tiles ({tiles}) leave the game."},
    "buyword.event.sell": {"fr": "{seat} vend {word} pour {price} $.", "en": "{seat} sells {word} for ${price}."},
    "buyword.event.sell@you": {"fr": "Vous vendez {word} pour {price} $.", "en": "You sell {word} for ${price}."},
    "buyword.event.sell_total": {"fr": "{seat} encaisse {price} $ pour {n} mots.",
                                 "en": "{seat} collects ${price} for {n} words."},
    "buyword.event.sell_total@you": {"fr": "Vous encaissez {price} $ pour {n} mots.",
                                     "en": "You collect ${price} for {n} words."},
    "buyword.event.discard": {"fr": "{seat} jette {tiles}.", "en": "{seat} throws away {tiles}."},
    "buyword.event.discard@you": {"fr": "Vous jetez {tiles}.", "en": "You throw away {tiles}."},
    "buyword.event.leftover": {"fr": "{seat} perd ses tuiles invendues : {tiles}.",
                               "en": "{seat} loses the unsold tiles: {tiles}."},
    "buyword.event.leftover@you": {"fr": "Vous perdez vos tuiles invendues : {tiles}.",
                                   "en": "You lose your unsold tiles: {tiles}."},
    "buyword.event.challenge_won": {"fr": "{seat} conteste : {word} n'est pas un mot. La vente est annulée ; pénalité de {amount} $ pour {seller_seat}.",
                                    "en": "{seat} challenges: {word} is not a word. The sale is undone; a ${amount} penalty for {seller_seat}."},
    "buyword.event.challenge_won@you": {"fr": "Vous contestez : {word} n'est pas un mot. La vente est annulée ; pénalité de {amount} $ pour {seller_seat}.",
                                        "en": "You challenge: {word} is not a word. The sale is undone; a ${amount} penalty for {seller_seat}."},
    "buyword.event.challenge_lost": {"fr": "{seat} conteste {word}, qui est bien un mot : {seat} paie {amount} $.",
                                     "en": "{seat} challenges {word}, which is a word: {seat} pays ${amount}."},
    "buyword.event.challenge_lost@you": {"fr": "Vous contestez {word}, qui est bien un mot : vous payez {amount} $.",
                                         "en": "You challenge {word}, which is a word: you pay ${amount}."},
    "buyword.event.debt": {"fr": "{seat} n'a pas les 20 $ : il doit encore {amount} $ à la banque (en tout {total} $), retenus sur ses prochaines ventes.",
                           "en": "{seat} lacks the $20: he still owes the bank ${amount} (${total} in all), withheld from his next sales."},
    "buyword.event.debt@you": {"fr": "Vous n'avez pas les 20 $ : vous devez encore {amount} $ à la banque (en tout {total} $), retenus sur vos prochaines ventes.",
                               "en": "You lack the $20: you still owe the bank ${amount} (${total} in all), withheld from your next sales."},
    "buyword.event.debt_paid": {"fr": "La banque retient {amount} $ de cette vente pour la pénalité due par {seat} (reste dû : {left} $).",
                                "en": "The bank withholds ${amount} of this sale for {seat}'s penalty (still owed: ${left})."},
    "buyword.event.debt_paid@you": {"fr": "La banque retient {amount} $ de cette vente pour votre pénalité (reste dû : {left} $).",
                                    "en": "The bank withholds ${amount} of this sale for your penalty (still owed: ${left})."},
    "buyword.event.vote_accept": {"fr": "{seat} vote oui.", "en": "{seat} votes yes."},
    "buyword.event.vote_accept@you": {"fr": "Vous votez oui.", "en": "You vote yes."},
    "buyword.event.vote_refuse": {"fr": "{seat} vote non.", "en": "{seat} votes no."},
    "buyword.event.vote_refuse@you": {"fr": "Vous votez non.", "en": "You vote no."},
    "buyword.event.vote_abstain": {"fr": "{seat} s'abstient.", "en": "{seat} abstains."},
    "buyword.event.vote_abstain@you": {"fr": "Vous vous abstenez.", "en": "You abstain."},
    "buyword.event.theme_refused": {"fr": "{word} ne se rapporte pas au thème : la vente faite par {seat} est annulée.",
                                    "en": "{word} does not fit the theme: {seat}'s sale is undone."},
    "buyword.event.theme_refused@you": {"fr": "{word} ne se rapporte pas au thème : votre vente est annulée.",
                                        "en": "{word} does not fit the theme: your sale is undone."},
    "buyword.event.game_over": {"fr": "Partie terminée : {seat} gagne avec {money} $.",
                                "en": "Game over: {seat} wins with ${money}."},
    "buyword.event.game_over@you": {"fr": "Partie terminée : vous gagnez avec {money} $.",
                                    "en": "Game over: you win with ${money}."},
    "buyword.event.solo_over": {"fr": "Partie terminée avec {money} $ : {rating}",
                                "en": "Game over with ${money}: {rating}"},
    "buyword.rating.outstanding": {"fr": "extraordinaire !", "en": "outstanding!"},
    "buyword.rating.good": {"fr": "bon.", "en": "good."},
    "buyword.rating.average": {"fr": "moyen.", "en": "average."},
    "buyword.rating.below": {"fr": "en dessous de la moyenne (800 $).", "en": "below average ($800)."},
    # ---------------------------------------------------------------- prompts
    "buyword.prompt.roll": {"fr": "Lancez le dé.", "en": "Roll the die."},
    "buyword.prompt.choose": {"fr": "« Choix » : combien de tuiles chacun tire-t-il (2 à 5) ?",
                              "en": "“Choice”: how many tiles does everyone draw (2 to 5)?"},
    "buyword.prompt.draft": {"fr": "Prenez une tuile.", "en": "Take a tile."},
    "buyword.prompt.trade": {"fr": "Proposez un échange de lots, ou passez.", "en": "Offer to swap lots, or pass."},
    "buyword.prompt.answer": {"fr": "{partner_seat} vous propose d'échanger vos lots.",
                              "en": "{partner_seat} offers to swap lots with you."},
    "buyword.prompt.answer_paid": {"fr": "{partner_seat} vous propose d'échanger vos lots et vous donne {amount} $.",
                                   "en": "{partner_seat} offers to swap lots and pay you ${amount}."},
    "buyword.prompt.answer_pay": {"fr": "{partner_seat} vous propose d'échanger vos lots si vous lui donnez {amount} $.",
                                  "en": "{partner_seat} offers to swap lots if you pay ${amount}."},
    "buyword.prompt.buy": {"fr": "Achetez votre lot ({tiles}) pour {price} $, ou refusez-le.",
                           "en": "Buy your lot ({tiles}) for ${price}, or reject it."},
    "buyword.prompt.bid": {"fr": "Enchère sur le lot tiré par {seller_seat} : au moins {min} $, ou passez.",
                           "en": "Bid on {seller_seat}'s lot: at least ${min}, or pass."},
    "buyword.prompt.top": {"fr": "{bidder_seat} offre {bid} $ : gardez votre lot pour {amount} $, ou laissez-le.",
                           "en": "{bidder_seat} bids ${bid}: keep your lot for ${amount}, or let it go."},
    "buyword.prompt.top_nobody": {"fr": "Personne n'a enchéri : achetez votre lot au prix normal, {amount} $, ou il sort du jeu.",
                                  "en": "Nobody bid: buy your lot at its normal price, ${amount}, or it leaves the game."},
    "buyword.prompt.sell": {"fr": "Touchez vos tuiles pour former un mot à vendre, ou terminez vos ventes.",
                            "en": "Tap your tiles to spell a word to sell, or finish selling."},
    "buyword.prompt.sell_last": {"fr": "Dernier round : vendez ce que vous pouvez, le reste sera perdu.",
                                 "en": "Last round: sell what you can, the rest will be lost."},
    "buyword.prompt.over_limit": {"fr": "Vous avez {n} tuiles pour une limite de {limit} : vendez un mot ou jetez l'excédent ({excess}).",
                                  "en": "You have {n} tiles and the limit is {limit}: sell a word or throw away the excess ({excess})."},
    "buyword.prompt.review": {"fr": "{seller_seat} vend {word} : acceptez, ou contestez (20 $ pour le perdant).",
                              "en": "{seller_seat} sells {word}: accept it, or challenge it ($20 for the loser)."},
    "buyword.prompt.review_theme": {"fr": "{seller_seat} vend {word} : se rapporte-t-il au thème « {theme} » ?",
                                    "en": "{seller_seat} sells {word}: does it fit the theme “{theme}”?"},
    "buyword.prompt.over": {"fr": "La partie est terminée.", "en": "The game is over."},
    **_OPTIONS,
}

for _phase, (_fr, _en, _wait_fr, _wait_en, _you_fr, _you_en) in _PHASES.items():
    TEXT[f"buyword.phase.{_phase}"] = {"fr": _fr, "en": _en}
    TEXT[f"buyword.prompt.wait_{_phase}"] = {"fr": _wait_fr, "en": _wait_en}
    if _you_fr:
        TEXT[f"buyword.prompt.wait_{_phase}@you"] = {"fr": _you_fr, "en": _you_en}
for _theme, (_fr, _en) in _THEMES.items():
    TEXT[f"buyword.theme.{_theme}"] = {"fr": _fr, "en": _en}
    TEXT[f"buyword.option.theme.{_theme}"] = {"fr": _fr, "en": _en}
