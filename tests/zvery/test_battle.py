"""A Zvery battle turn by turn, with scripted dice (the rules engine's core, ahead of the API)."""
from __future__ import annotations

from engine.games.zvery import battle, setup
from engine.games.zvery.content import content
from engine.games.zvery.rules import RULES
from engine.games.zvery.state import Beast, Fighter


def choices(state) -> list[str]:
    """The answers to the battle's top frame, by its kind of decision (frames.py)."""
    frame = state.battle.frames[-1]
    return RULES.DECISIONS[frame["kind"]].legal(state, frame)


def choose(state, action: str, ev: list[dict]) -> None:
    """Answer the battle's top frame; the battle runs on to its next decision."""
    frame = state.battle.frames[-1]
    RULES.DECISIONS[frame["kind"]].apply(state, frame, action, ev)


def find_skill(cost_kind: str, effect: str, target: str = "one") -> str:
    """The key of the first ability skill with that cost kind and a single such effect."""
    for a in content().abilities.values():
        for i, s in enumerate(a.skills):
            if s.cost.kind == cost_kind and len(s.effects) == 1 and s.effects[0].effect == effect \
                    and s.effects[0].target == target and s.effects[0].amount != "sum":
                return f"{a.id}/{i}"
    raise LookupError((cost_kind, effect, target))


def plain(side: int, owner: int, health: int = 10, skills=(), card: str | None = None) -> Fighter:
    """A fighter with no traits (a traitless creature's card) and the given skills."""
    c = content()
    card = card or next(k.id for k in c.creatures.values() if not k.traits and k.level == 1)
    return Fighter(side, card, owner, 0, list(skills), [], health, health)


def wild_battle(me: Fighter, wild: Fighter, seed: int = 1):
    """A wild battle of two fighters whose creatures lie where their slots say: the first in seat
    0's roster, the other the first in the wild row (a caught one moves from there)."""
    state = setup.new_state(seed, [])
    state.current = 0
    state.players[0].roster, state.wild = [Beast(me.card)], [Beast(wild.card)]
    ev: list[dict] = []
    battle.start(state, "wild", [(0, [me]), (1, [wild])], [], ev)
    return state, ev


def test_a_wild_battle_turn_asks_catch_or_fight_then_rolls_then_the_current_player_acts():
    state, _ = wild_battle(plain(0, 0), plain(1, -1))
    assert choices(state) == ["catch 2", "fight"]
    state.rng.script([1, 2, 3, 4, 5, 6, 6, 6, 6, 6])
    ev: list[dict] = []
    choose(state, "fight", ev)
    assert [e["dice"] for e in ev if e["type"] == "roll"] == [[1, 2, 3, 4, 5], [6, 6, 6, 6, 6]]
    assert battle.to_move(state) == 0 and choices(state)[-1] == "pass"


def test_a_skill_is_paid_die_by_die_aimed_and_strength_and_fortitude_change_the_damage():
    key = find_skill("any", "damage")
    dmg = content().abilities[key.split("/")[0]].skills[int(key.split("/")[1])].effects[0].amount
    me, wild = plain(0, 0, skills=[key]), plain(1, -1)
    me.strength, wild.fortitude = 2, 1
    state, _ = wild_battle(me, wild)
    state.rng.script([3] * 10)
    ev: list[dict] = []
    for action in ("fight", "use 1 1", "die 1", "target 2"):
        choose(state, action, ev)
    hit = [e for e in ev if e["type"] == "damage"][0]
    assert hit["amount"] == dmg + 2 - 1 and state.battle.fighters[1].health == 10 - (dmg + 1)
    assert "use 1 1" not in choices(state)  # once per creature per turn


def test_a_go_without_a_skill_puts_a_player_out_and_more_unused_dice_start_the_next_turn():
    state, _ = wild_battle(plain(0, 0), plain(1, -1))
    state.rng.script([3] * 10)
    ev: list[dict] = []
    choose(state, "fight", ev)
    choose(state, "pass", ev)  # the current player is out
    assert battle.to_move(state) == 1
    choose(state, "pass", ev)  # and the wild player: the turn ends
    end = [e for e in ev if e["type"] == "turn_end"][0]
    assert end["next"] == 1  # a tie in unused dice: the one who did not start
    assert state.battle.turn == 2 and choices(state) == ["catch 2", "fight"]


def test_a_bleeding_creature_dies_at_the_next_creatures_die_step_and_the_battle_ends():
    state, _ = wild_battle(plain(0, 0), plain(1, -1, health=1))
    state.battle.fighters[1].health = 0  # bleeding out
    ev: list[dict] = []
    choose(state, "fight", ev)
    assert [e for e in ev if e["type"] == "dies"] and state.battle.stage == "over"
    assert state.battle.winner == 0 and state.battle.killed == [content().creatures[state.battle.fighters[1].card].level]


def test_a_catch_that_fails_may_leave_dice_and_the_catcher_rolls_no_combat_dice():
    wild = plain(1, -1, health=10)
    state, _ = wild_battle(plain(0, 0), wild)
    need = content().creatures[wild.card].catchrate + 10
    state.rng.script([1, 1, 1, 1, 1])
    ev: list[dict] = []
    choose(state, "catch 2", ev)
    catch = [e for e in ev if e["type"] == "catch"][0]
    assert not catch["caught"] and catch["need"] == need
    state.rng.script([6] * 5)  # only the wild side rolls for combat
    choose(state, "leave 1", ev)
    choose(state, "done", ev)
    assert battle.to_move(state) == 0 and choices(state) == ["pass"]  # no dice to use
    rolls = [e for e in ev if e["type"] == "roll"]
    assert [r["seat"] for r in rolls] == [1]
    assert state.battle.fighters[1].catch_dice == [1]


def test_dice_left_on_the_creature_count_on_the_next_attempt():
    c = content()
    card = next(k for k in c.creatures.values() if k.level == 1 and not k.traits and k.catchrate >= 7)
    need = card.catchrate + 1  # at 1 health
    for extra, caught in ((need - 6, True), (need - 7, False)):
        state, _ = wild_battle(plain(0, 0), plain(1, -1, health=1, card=card.id))
        state.battle.fighters[1].health = 1
        state.battle.fighters[1].catch_dice = [2, 2, 1, 1]  # 6 on the creature already
        state.rng.script([extra])
        ev: list[dict] = []
        choose(state, "catch 2", ev)
        catch = [e for e in ev if e["type"] == "catch"][0]
        assert catch["rolled"] == [extra] and catch["caught"] is caught
        assert (state.battle.stage == "over") is caught


def test_a_stunned_creature_cannot_use_skills_until_dice_pay_off_the_stun():
    key = find_skill("any", "damage")
    me = plain(0, 0, skills=[key])
    me.stun = 4
    state, _ = wild_battle(me, plain(1, -1))
    state.rng.script([2, 2, 3, 5, 6] + [1] * 5)
    ev: list[dict] = []
    choose(state, "fight", ev)
    assert "use 1 1" not in choices(state) and "unstun 1" in choices(state)
    for action in ("unstun 1", "die 1", "die 2"):
        choose(state, action, ev)
    assert state.battle.fighters[0].stun == 0 and "use 1 1" in choices(state)
    assert state.battle.pools[0] == [3, 5, 6]


def test_traits_fire_at_their_timing():
    c = content()
    healer = next(k for k in c.creatures.values()
                  if any(t.when == "end_of_turn" and t.effect.effect == "heal" and t.effect.target == "self"
                         for t in k.traits) and not any(t.when in ("before_roll", "after_roll") for t in k.traits))
    me = battle.fighter(0, 0, 0, Beast(healer.id))
    me.health = 1
    state, _ = wild_battle(me, plain(1, -1))
    state.rng.script([3] * 10)
    ev: list[dict] = []
    for action in ("fight", "pass", "pass"):
        choose(state, action, ev)
    assert [e for e in ev if e["type"] == "heal" and e["trait"]]
    assert state.battle.fighters[0].health > 1
