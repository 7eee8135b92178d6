"""Every example of the rule book (shared/rules/glukz.fr.md), played on the engine.

Seats 0, 1, 2, 3 are the book's « premier », « second », « troisième », « quatrième » joueur, and
play goes 0 → 1 → 2 → 3 (direction +1).
"""

import pytest

from pyengine.core import IllegalAction
from pyengine.glukz.game import GlukzGame
from pyengine.glukz.materials import RANK_OF, sort_cards

FILLER = ["2S1", "2H1"]  # low cards that keep a seat in the game without mattering


def position(players=4, options=None, **kw):
    """A game set in a position; rows default to one face-down card each (keeps seats in play)."""
    hands = kw.pop("hands")
    face_up = kw.pop("face_up", [[None] for _ in range(players)])
    face_down = kw.pop("face_down", [[f"{r}D1"] for r in ("K", "Q", "J", "10", "9", "8", "6", "5")[:players]])
    return GlukzGame.from_position(players, options, hands=hands, face_up=face_up,
                                   face_down=face_down, **kw)


def play(game, seat, *cards):
    assert game.to_move() == [seat], f"expected seat {seat} to play, not {game.to_move()}"
    action = {"type": "play", "cards": list(cards)}
    game.check(seat, action)
    game.perform(seat, action)


def take(game, seat, *cards):
    assert game.to_move() == [seat]
    action = {"type": "take", "cards": list(cards)}
    game.check(seat, action)
    game.perform(seat, action)


def ranks(cards):
    return sorted(RANK_OF[c] for c in cards)


def refused(game, seat, action, key):
    with pytest.raises(IllegalAction) as caught:
        game.check(seat, action)
    assert caught.value.key == key


def test_example_2_then_two_4s_then_two_jacks_then_a_joker():
    # « Le premier joueur à poser un 2. Le second à poser deux 4. C'est mon tour, je peux poser un
    # ou des 4 ou une ou des cartes de valeurs supérieures. Je décide de faire mon chieur, je pose
    # deux Valets. » Then: « j'ai rien au dessus du 10... Mais j'ai un 3. Je joue donc mon 3 et
    # c'est au suivant... »
    game = position(hands=[["2C1", "KH1"], ["4S1", "4H1", "9C1"], ["JS1", "JH1", "4C1", "QS1"],
                           ["10H1", "3D1", "5S1"]])
    play(game, 0, "2C1")
    play(game, 1, "4S1", "4H1")
    assert game.view(2)["pile_value"] == "4" and game.view(2)["top_run"] == 2
    playable = game.view(2)["moves"]["playable"]
    assert sort_cards(playable) == ["4C1", "JS1", "JH1", "QS1"]  # « un ou des 4 ou … supérieures »
    play(game, 2, "JS1", "JH1")
    assert game.view(3)["moves"]["playable"] == ["3D1"]  # nothing above the 10 but the joker
    refused(game, 3, {"type": "play", "cards": ["10H1"]}, "glukz.error.too_low")
    play(game, 3, "3D1")
    assert game.pile_value() == "3" and ranks(game.pile) == ranks(["2C1", "4S1", "4H1", "JS1", "JH1", "3D1"])
    assert game.to_move() == [0]  # « c'est au suivant »


def test_example_burns_four_5s_then_an_8_and_three_8s():
    # « la pile (actuellement 2,4,4,V,V,3) à la valeur 3. Le premier joueur […] pose alors quatre
    # 5. La pile est annulée et il rejoue. Il pose un 8. La pile ne comporte donc qu'un huit. C'est
    # au tour du second joueur. Par chance, il a trois 8 : il pose les trois, ce qui fait donc
    # quatre 8 simultanée et consécutif : nouvelle annulation de la pile, le second joueur rejoue. »
    pile = ["2C1", "4S1", "4H1", "JS1", "JH1", "3D1"]
    game = position(hands=[["5S1", "5H1", "5C1", "5D1", "8S1", "KS1"], ["8H1", "8C1", "8D1", "9S1"],
                           ["AS1"], ["AH1"]], pile=pile)
    play(game, 0, "5S1", "5H1", "5C1", "5D1")
    assert game.pile == [] and game.burns == 1
    assert sorted(game.burned) == sorted(pile + ["5S1", "5H1", "5C1", "5D1"])  # out for good
    assert game.to_move() == [0]  # « il rejoue »
    play(game, 0, "8S1")
    assert game.pile == ["8S1"] and game.to_move() == [1]
    assert game.view(1)["moves"]["burn_ranks"] == ["8"]
    play(game, 1, "8H1", "8C1", "8D1")
    assert game.pile == [] and game.burns == 2 and game.to_move() == [1]
    assert game.view(None)["last_burn"]["seat"] == 1


def test_example_taking_with_a_10_on_a_jack():
    # « La pile est 2,5,5,8,9,9,9,V. […] j'ai plus qu'un 10... Je joue donc mon 10 (en le posant sur
    # la pile), puis […] je reprend toute la pile dans ma main et je passe mon tour. Le suivant aura
    # donc la chance de pouvoir jouer n'importe quoi... »
    pile = ["2C1", "5S1", "5H1", "8S1", "9S1", "9H1", "9C1", "JS1"]
    game = position(hands=[["10H1"], ["4D1", "KH1"], ["AS1"], ["AH1"]], pile=pile)
    assert game.legal_actions(0) == [{"type": "take", "cards": ["10H1"]}]
    take(game, 0, "10H1")
    assert sort_cards(game.hands[0]) == sort_cards(pile + ["10H1"])
    assert game.pile == [] and game.to_move() == [1]
    # everyone saw the pile go into that hand
    assert game.view(2)["seats"][0]["known"] == sort_cards(pile + ["10H1"])
    assert {a["cards"][0] for a in game.legal_actions(1) if a["type"] == "play"} == {"4D1", "KH1"}


def test_example_the_face_up_row_queen_kings_aces_and_the_7():
    # « Le premier joueur a fini d'éliminer sa main. Il attaque donc son premier rang visible : As,
    # Dame, 6, 4. La pile est actuellement à 8. Le premier joueur joue donc sa Dame. Le second joue
    # une Dame, le troisième Deux Rois. Le premier joueur joue un As, priant. Le second joue un As.
    # Le troisième ne peut pas monter, mais joue un joker : un 7. Le premier joueur l'a dans l'os,
    # son 4 et son 6 étant trop faible pour monter. il joue donc son 4 et ramasse la pile et passe.
    # Il a désormais dans sa main : As, As, Dame, Dame, Roi, Roi, 7, 4. Cartes qu'il devra éliminer
    # avant de pouvoir jouer son 6 du premier rang invisible... »
    # The turns go first, second, third, first: three players at this table. The book's list of
    # the hand leaves out the 8 that was on the pile; it is taken with the rest.
    game = position(players=3,
                    hands=[[], ["QH1", "AH1", "9S1"], ["KS1", "KH1", "7D1", "5C1"]],
                    face_up=[["AS1", "QS1", "6S1", "4S1"], [None] * 4, [None] * 4],
                    face_down=[["JD1", "10D1", "9D1", "8D1"], ["2D1"] + [None] * 3, ["3D1"] + [None] * 3],
                    pile=["8H1"])
    assert game.view(0)["moves"]["stage"] == "face_up"
    play(game, 0, "QS1")
    play(game, 1, "QH1")
    play(game, 2, "KS1", "KH1")
    play(game, 0, "AS1")
    play(game, 1, "AH1")
    refused(game, 2, {"type": "play", "cards": ["5C1"]}, "glukz.error.too_low")
    play(game, 2, "7D1")
    # only the takes are left, showing the 4 or the 6 of the face-up row
    assert game.legal_actions(0) == [{"type": "take", "cards": ["4S1"]}, {"type": "take", "cards": ["6S1"]}]
    take(game, 0, "4S1")
    assert ranks(game.hands[0]) == ranks(["AS1", "AH1", "QS1", "QH1", "KS1", "KH1", "7D1", "4S1", "8H1"])
    assert game.face_up[0] == [None, None, "6S1", None]
    # « Il est alors impératif de se re-débarrasser de sa main avant de pouvoir poursuivre »
    play(game, 1, "9S1")
    assert game.legal_actions(2) == [{"type": "take", "cards": ["5C1"]}]
    take(game, 2, "5C1")
    refused(game, 0, {"type": "play", "cards": ["6S1"]}, "glukz.error.hand_first")
    assert all(a["cards"][0] in game.hands[0] for a in game.legal_actions(0))


def test_example_the_face_down_row_ends_with_four_4s_and_a_win():
    # « Il ne lui reste plus que 2 cartes dans celui-ci et aucune carte en main. […] La pile
    # comporte juste un 8. […] le premier joueur retourne une de ces cartes masquée... Et merde, un
    # 4 ! Il prend donc la pile (4,8) dans sa main. Le second joueur, riant, pose un 2. Le troisième
    # un 6, le quatrième (généreux) un 8. Le premier joueur pose donc son 8. Le second pose deux 9,
    # le troisième un 3 (il ne peut pas monter), le quatrième (qui a bu) pose trois 4. Le premier
    # joueur […] abat son propre 4 de sa main... Il y a donc quatre 4 ce qui fait une annulation de
    # la pile. Le premier joueur rejoue donc. […] Il joue donc sa dernière carte masquée... Et gagne
    # donc la partie (car c'est sa dernière carte). »
    game = position(hands=[[], ["2C1", "9S1", "9H1", "KS1"], ["6S1", "3D1", "5H1"],
                           ["8S1", "4C1", "4D1", "4S1", "AH1"]],
                    face_up=[[None, None], [None, None], [None, None], [None, None]],
                    face_down=[["4H1", "QC1"], ["2D1", None], ["JD1", None], ["10D1", None]],
                    pile=["8H1"])
    assert game.legal_actions(0) == [{"type": "flip", "slot": 0}, {"type": "flip", "slot": 1}]
    refused(game, 0, {"type": "take", "cards": ["4H1"]}, "glukz.error.blind_only")
    game.perform(0, {"type": "flip", "slot": 0})
    assert sort_cards(game.hands[0]) == ["4H1", "8H1"] and game.pile == []
    play(game, 1, "2C1")
    play(game, 2, "6S1")
    play(game, 3, "8S1")
    play(game, 0, "8H1")
    play(game, 1, "9S1", "9H1")
    assert game.view(2)["moves"]["playable"] == ["3D1"]  # « il ne peut pas monter »
    play(game, 2, "3D1")
    play(game, 3, "4C1", "4D1", "4S1")
    play(game, 0, "4H1")
    assert game.pile == [] and game.burns == 1 and game.to_move() == [0]  # « rejoue donc »
    assert game.stage(0) == "face_down"
    game.perform(0, {"type": "flip", "slot": 1})
    assert game.out == [0] and game.view(None)["seats"][0]["place"] == 1
    assert game.to_move() == [1] and not game.is_over()  # « la partie ne se termine pas »


def test_example_knights_reverse():
    # « le second joueur joue un Valet, le troisième un Cavalier, c'est à nouveau au second joueur
    # de jouer, puis au premier, etc. »
    game = position(options={"tarot": True, "knights": "reverse"}, current=1,
                    hands=[["AS1"], ["JS1", "QS1"], ["NS1", "KS1"], ["AH1"]])
    play(game, 1, "JS1")
    play(game, 2, "NS1")
    assert game.direction == -1 and game.to_move() == [1]
    play(game, 1, "QS1")
    assert game.to_move() == [0]


def test_example_knights_skip():
    # « le premier joueur joue 3 Cavalier, sautant donc les tours du second, troisième et
    # quatrième joueur. Donc dans ce cas, à 4 joueurs, le premier joueur rejoue. »
    game = position(options={"tarot": True, "knights": "skip"},
                    hands=[["NS1", "NH1", "NC1", "KS1"], ["AS1"], ["AH1"], ["AC1"]])
    play(game, 0, "NS1", "NH1", "NC1")
    assert game.to_move() == [0]


def test_four_knights_simply_burn():
    # « jouer 4 Cavalier provoque simplement une annulation » ; « l'annulation s'applique à 4
    # Cavaliers »
    for rule in ("skip", "reverse"):
        game = position(options={"tarot": True, "knights": rule},
                        hands=[["NS1", "NH1", "NC1", "ND1", "KS1"], ["AS1"], ["AH1"], ["AC1"]],
                        pile=["9S1"])
        play(game, 0, "NS1", "NH1", "NC1", "ND1")
        assert game.pile == [] and game.to_move() == [0] and game.direction == 1


def test_knights_are_not_jokers_they_cannot_go_on_a_queen():
    # « A noter que les Cavaliers ne sont pas des joker (impossible de les jouer sur une Dame ou sur
    # une carte de plus haute valeur). »
    from pyengine.core import i18n
    from pyengine.glukz.rules import is_joker, may_lay

    assert not is_joker("N")
    assert may_lay("N", "J") and may_lay("N", "N")
    assert not may_lay("N", "Q") and not may_lay("N", "K") and not may_lay("N", "A")
    for rule in ("reverse", "skip"):
        for top in ("QH1", "KH1", "AH1"):
            game = position(options={"tarot": True, "knights": rule},
                            hands=[["NS1", "NH1", "2C1"], ["AS1"], ["AC1"], ["AD1"]], pile=["9S1", top])
            before = ([h[:] for h in game.hands], game.pile[:], game.to_move(), game.direction)
            assert not any(a["type"] == "play" and RANK_OF[a["cards"][0]] == "N" for a in game.legal_actions(0))
            refused(game, 0, {"type": "play", "cards": ["NS1"]}, "glukz.error.knight_too_low")
            refused(game, 0, {"type": "play", "cards": ["NS1", "NH1"]}, "glukz.error.knight_too_low")
            with pytest.raises(IllegalAction) as caught:
                game.apply(0, {"type": "play", "cards": ["NS1"]})
            assert ([h[:] for h in game.hands], game.pile[:], game.to_move(), game.direction) == before
            assert caught.value.message("fr").startswith("Les Cavaliers ne sont pas des jokers")
            assert caught.value.message("en").startswith("Knights are not jokers")
    game = position(options={"tarot": True, "knights": "reverse"},
                    hands=[["NS1", "2C1"], ["AS1"], ["AC1"], ["AD1"]], pile=["QS1"])
    with pytest.raises(IllegalAction) as caught:
        game.apply(0, {"type": "play", "cards": ["NS1"]})
    assert "(Dame)" in caught.value.message("fr") and "(Queen)" in caught.value.message("en")
    # on a Jack they go, like any card that is high enough
    game = position(options={"tarot": True, "knights": "skip"},
                    hands=[["NS1", "2C1"], ["AS1"], ["AC1"], ["AD1"]], pile=["JS1"])
    play(game, 0, "NS1")
    assert game.pile == ["JS1", "NS1"]


@pytest.mark.parametrize("direction", [1, -1])
def test_two_knights_do_not_change_the_direction(direction):
    # Règle n°1 : « Jouer 2 ou 4 Cavalier simultanément ne change donc pas le sens »
    game = position(options={"tarot": True, "knights": "reverse"}, direction=direction,
                    hands=[["NS1", "NH1", "KS1"], ["AS1", "2S1"], ["AH1", "2H1"], ["AC1", "2C1"]])
    play(game, 0, "NS1", "NH1")
    assert game.direction == direction and game.to_move() == [direction % 4]
    # one Knight more (three in all) turns it round, as one alone does
    game = position(options={"tarot": True, "knights": "reverse"}, direction=direction,
                    hands=[["NS1", "NH1", "NC1", "KS1"], ["AS1", "2S1"], ["AH1", "2H1"], ["AC1", "2C1"]])
    play(game, 0, "NS1", "NH1", "NC1")
    assert game.direction == -direction and game.to_move() == [-direction % 4]


@pytest.mark.parametrize("players, direction, next_player", [(4, 1, 3), (4, -1, 1), (5, 1, 3), (5, -1, 2),
                                                               (3, 1, 0), (2, 1, 1)])
def test_two_knights_skip_the_next_two_players(players, direction, next_player):
    # Règle n°2 : « Jouer deux Cavaliers fait passer le tour des deux joueurs suivants » (at three
    # players the player himself is the second one skipped, at two the other plays: as in the
    # book's three Knights at four players, skipping wraps round the table)
    hands = [["NS1", "NH1", "KS1"]] + [[f"A{s}1", f"2{s}1"] for s in "SHCD"][: players - 1]
    if players == 5:
        hands[4] = ["AS2", "2S2"]
    game = position(players=players, options={"tarot": True, "knights": "skip", "decks": 2},
                    direction=direction, hands=hands)
    play(game, 0, "NS1", "NH1")
    assert game.direction == direction and game.to_move() == [next_player]
