"""What a battle's end does, by the kind of battle.

EXP for the winner (1 per creature knocked out, 2 for a catch), sigils changing hands,
the loser sent Home, Exhaustion and Rally Cry after a battle between players, the Thieves'
stake, the Colosseum's progress, and Survivalist's collecting. Rulings 7, 16, 19-21, 24-26, 30.
A creature caught or collected waits to be kept or released: the "keep" decision (decisions.py).
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.messages import listing, msg, plural
from ...core.messages import seat as seat_of
from . import growth, survival, terms
from .content import content
from .decisions import KINDS
from .meta import LIMITS
from .state import MAX_HELD, NOBODY, WARLORD, Battle, Fighter, State
from .terms import card_of

COLLECTOR_CATCHES = LIMITS["catches"]
CATCH_EXP = 2
COLOSSEUM_BATTLES = LIMITS["champions"]


def battle_over(state: State, loser: int, how: str, ev: list[dict], decided: dict | None = None) -> None:
    """The battle ends: its event, then what that does by the kind of battle. `decided` is what
    decided it, for the event: the last knock-out's creature and blow, or a run's or a catch's die."""
    b = state.battle
    winner = 1 - loser
    over = {"type": "battle_over", "kind": b.kind, "how": how, "winner": b.sides[winner].seat,
            "loser": b.sides[loser].seat, "name": b.name, **opponent(state, b), **tally(state, b, winner),
            **(decided or {})}
    state.battle = None
    state.phase = "flow"
    ev.append(over)
    ENDINGS[b.kind](state, b, winner, over, ev)


def tally(state: State, b: Battle, winner: int) -> dict:
    """A battle's count at its end: the actions taken, the creatures each side knocked out (the
    winner's `knocked`, the loser's `fallen`: the winner's own creatures lost), and the winner's
    creature in play with the HP it has left."""
    f = b.fighter(state, winner)
    return {"rounds": b.rounds, "knocked": b.sides[winner].knocked, "fallen": b.sides[1 - winner].knocked,
            **terms.named(f, "survivor"), "survivor_hp": max(f.hp, 0), "survivor_max_hp": f.max_hp}


def opponent(state: State, b: Battle) -> dict:
    """Who a battle is against, for its events: the opposing creatures by id (`npc_id`), the
    Warlord's sigil, the champion by id and place in the gauntlet; between players, the other seat."""
    out: dict = {"npc_id": [terms.ident(f) for f in b.sides[1].npc]}
    if b.kind == "warlord":
        out["sigil"] = b.sigil
    elif b.kind == "champion":
        out.update(champion=content().champions[state.stage].id, stage=state.stage + 1, of=COLOSSEUM_BATTLES)
    elif b.kind == "thieves":
        out["stake"] = b.stake
    return out


def forfeit_words(state: State, b: Battle, side: int) -> dict:
    """Forfeit as a choice's words, naming what it costs `side`'s player (the handlers below):
    Home, and any sigils held (back to their Warlords, or to the victor), the Thieves' stake, a
    Colosseum run; a sudden-death duel's loser is out of the game."""
    if b.kind == "duel":
        return msg("Forfeit the duel: you are out of the game")
    seat = b.sides[side].seat
    lost = []
    held = state.held(seat)
    if held:
        sigils = listing([terms.sigil(s) for s in held])
        lost.append(plural("your {sigils} (back to its Warlord)", "your {sigils} (back to their Warlords)", len(held),
                           sigils=sigils) if b.npc_battle else
                    plural("your {sigils} (to {seat})", "your {sigils} (to {seat})", len(held), sigils=sigils,
                           seat=seat_of(b.sides[1 - side].seat)))
    if b.kind == "thieves":
        lost.append(plural("the stake of {n} point", "the stake of {n} points", b.stake))
    if b.kind == "champion":
        lost.append(plural("your Colosseum run ({n} win so far)", "your Colosseum run ({n} wins so far)", state.stage))
    if not lost:
        return msg("Forfeit the battle and go Home")
    return msg("Forfeit the battle and go Home, losing {losses}", losses=listing(lost))


def catches_to_win(state: State) -> int:
    """The catches that make a Creature Master: the rulebook's 15, unless the `catches` option
    (a shorter game, e.g. the tutorial's) says fewer."""
    return state.options.get("catches", COLLECTOR_CATCHES)


def _player_lost_to_npc(state: State, seat: int, ev: list[dict]) -> None:
    """Single Player Combat's Forfeit: "Admit defeat and return Home. Any Sigils held return to
    Warlords". Ruling 16: losing to a wild creature, Thief or Warlord counts the same."""
    growth.drop_sigils(state, seat, WARLORD, ev)
    _home_for_the_turn(state, seat, ev)


def _home_for_the_turn(state: State, seat: int, ev: list[dict]) -> None:
    """A player beaten by an NPC goes Home, where their turn ends."""
    growth.send_home(state, seat, ev)
    state.todo = ["end"]


def _wild(state: State, b: Battle, winner: int, over: dict, ev: list[dict]) -> None:
    seat = b.sides[0].seat
    wild = b.sides[1].npc[0]
    how = over["how"]
    if how == "catch":
        p = state.players[seat]
        p.catches += 1
        target = catches_to_win(state)
        ev.append({"type": "caught", "seat": seat, "creature": wild.name, "card": wild.card, "catches": p.catches,
                   "of": target, "face": over["face"], "need": over["need"], "hp": wild.hp, "max_hp": wild.max_hp})
        growth.gain_exp(state, seat, CATCH_EXP, "catch", ev)
        if p.catches >= target:
            finish(state, [seat], "collector", ev)
            return
        wild.hp = wild.max_hp  # ruling 9: a catch arrives at full HP with no points
        offer(state, seat, [wild], "flow")
        return
    state.discard.append(wild.card)  # ruling 31: it leaves play for good
    if winner == 0 and how == "knocked_out":
        growth.gain_exp(state, seat, b.sides[0].knocked, "victory", ev)
    elif winner == 1:
        _player_lost_to_npc(state, seat, ev)


def _thieves(state: State, b: Battle, winner: int, over: dict, ev: list[dict]) -> None:
    """Ruling 24: win them all to keep the stake and gain as much EXP again; lose, and it is gone."""
    seat = b.sides[0].seat
    thieves = len(b.sides[1].npc)
    if winner == 0:
        state.players[seat].bank += b.stake
        growth.gain_exp(state, seat, b.sides[0].knocked + b.stake, "thieves", ev, knocked=b.sides[0].knocked,
                        stake=b.stake)
        ev.append({"type": "stake_kept", "seat": seat, "stake": b.stake, "thieves": thieves,
                   "bank": state.players[seat].bank})
    else:
        ev.append({"type": "stake_lost", "seat": seat, "stake": b.stake, "thieves": thieves,
                   "beaten": b.sides[0].knocked})
        _player_lost_to_npc(state, seat, ev)


def _warlord(state: State, b: Battle, winner: int, over: dict, ev: list[dict]) -> None:
    seat = b.sides[0].seat
    if winner == 0:
        growth.gain_exp(state, seat, b.sides[0].knocked, "victory", ev)
        growth.give_sigil(state, b.sigil, seat, ev, source="warlord")
    else:
        _player_lost_to_npc(state, seat, ev)


def _champion(state: State, b: Battle, winner: int, over: dict, ev: list[dict]) -> None:
    """Ruling 26: three champions on consecutive turns. A runner who falls ends the gauntlet
    (and everyone's Vigilance). Forfeiting is Single Player Combat's Forfeit, so the sigils
    return to their Warlords; a runner knocked out goes Home keeping them (the rulebook is
    silent there, and the Domination path stays open)."""
    seat = b.sides[0].seat
    if winner == 0:
        growth.gain_exp(state, seat, b.sides[0].knocked, "victory", ev)
        state.stage += 1
        ev.append({"type": "colosseum", "seat": seat, "won": state.stage, "of": COLOSSEUM_BATTLES})
        if state.stage >= COLOSSEUM_BATTLES:
            finish(state, [seat], "domination", ev)
        return
    ev.append({"type": "colosseum_fallen", "seat": seat, "won": state.stage})
    state.runner, state.stage = NOBODY, 0
    if over["how"] == "forfeit":
        _player_lost_to_npc(state, seat, ev)
    else:
        _home_for_the_turn(state, seat, ev)


def _pvp(state: State, b: Battle, winner: int, over: dict, ev: list[dict]) -> None:
    """The loser goes Home and the sigils go to the victor; the aggressor is Exhausted; a
    defender who wins is bolstered by Rally Cry; a runner beaten by a challenger hands over
    the Colosseum (ruling 25)."""
    aggressor, defender = b.sides[0].seat, b.sides[1].seat
    won, lost = b.sides[winner].seat, b.sides[1 - winner].seat
    growth.gain_exp(state, won, b.sides[winner].knocked, "victory", ev)
    growth.drop_sigils(state, lost, won, ev)
    growth.send_home(state, lost, ev)
    state.players[aggressor].exhausted = True
    ev.append({"type": "condition", "seat": aggressor, "condition": "exhaustion"})
    if won == defender:
        rally_cry(state, defender, ev)
        state.todo = ["end"]
    if lost == state.runner:
        state.runner, state.stage = won, 0
        ev.append({"type": "colosseum_taken", "seat": won, "from": lost})


def rally_cry(state: State, seat: int, ev: list[dict]) -> None:
    """Ruling 20: every creature's maximum HP doubles and all heal to it, until the end of this
    player's next turn."""
    p = state.players[seat]
    p.rally = True
    for f in p.creatures:
        f.rally = True
        growth.heal_fully(f)
    ev.append({"type": "condition", "seat": seat, "condition": "rally_cry"})


def _duel(state: State, b: Battle, winner: int, over: dict, ev: list[dict]) -> None:
    won, lost = b.sides[winner].seat, b.sides[1 - winner].seat
    survival.duel_lost(state, won, lost, ev)


# What a battle's end does, by the kind of battle.
ENDINGS = {"wild": _wild, "thieves": _thieves, "warlord": _warlord, "champion": _champion, "pvp": _pvp, "duel": _duel}

# --- keeping a creature ------------------------------------------------------------------------------------
def offer(state: State, seat: int, fighters: list, then: str) -> None:
    """Creatures offered to a player one at a time: keep (replacing one if three are held) or release."""
    state.phase = "keep"
    state.pending = {"seat": seat, "offers": [f.fields() for f in fighters], "then": then}


# --- keeping it: the decision (decisions.py) --------------------------------------------------------------

def _keep_choices(state: State, pending: dict) -> list[str]:
    p = state.players[pending["seat"]]
    if len(p.creatures) < MAX_HELD:
        return ["keep", "release"]
    return [f"keep {i + 1}" for i in range(len(p.creatures))] + ["release"]


def _keep(state: State, pending: dict, action: str, ev: list[dict]) -> None:
    seat = pending["seat"]
    p = state.players[seat]
    f = Fighter(**pending["offers"].pop(0))
    word, _, arg = action.partition(" ")
    if word == "release":
        if f.card:
            state.discard.append(f.card)
        ev.append({"type": "release", "seat": seat, **terms.named(f)})
    else:
        if arg:
            growth.release(state, seat, int(arg) - 1, ev)
        p.creatures.append(f)
        ev.append({"type": "keep", "seat": seat, **terms.named(f), "slot": len(p.creatures) - 1})
    if pending["offers"]:
        return
    then = pending["then"]
    state.pending = {}
    state.phase = "flow"
    if then == "duel":
        survival.next_duel(state, ev)


def _describe_keep(state: State, pending: dict, action: str) -> dict:
    """Keep the creature on offer, keep it in place of one held (`keep N`), or release it."""
    offer = Fighter(**pending["offers"][0])
    new = card_of(offer)
    word, _, arg = action.partition(" ")
    if word == "release":
        return choice(action, "release", msg("Release {creature}", creature=terms.creature(offer)), new)
    if not arg:
        return choice(action, "keep", msg("Keep {creature}", creature=terms.creature(offer)), new)
    slot = int(arg) - 1
    old = state.players[pending["seat"]].creatures[slot]
    return choice(action, "replace", msg("Keep {creature}, releasing {released}", creature=terms.creature(offer),
                                         released=terms.creature(old)), {**new, **terms.slot_of(old, slot, "release")})


def _keep_prompt(state: State, pending: dict) -> dict:
    offer = Fighter(**pending["offers"][0])
    return msg("{seat}: keep {creature}?", seat=seat_of(pending["seat"]), creature=terms.creature(offer))


def _keep_about(state: State, pending: dict) -> dict:
    """The creature on offer, as a view shows a creature, and how many more wait after it (a
    Survivalist's collecting): everyone saw it caught or collected."""
    from .view import fighter_view  # the view reads this module's rules, so it loads after it

    return {"seat": pending["seat"], "offer": fighter_view(Fighter(**pending["offers"][0])),
            "more": len(pending["offers"]) - 1}


KINDS.add("keep", legal=_keep_choices, apply=_keep, describe=_describe_keep, prompt=_keep_prompt, about=_keep_about)


def finish(state: State, winners: list[int], reason: str, ev: list[dict]) -> None:
    state.result = {"winners": winners, "reason": reason, "turns": state.turns,
                    "catches": {str(p.seat): p.catches for p in state.players},
                    "sigils": {s: state.sigils[s] for s in state.sigils}}
    state.phase = "over"
    state.battle = None
    state.pending = {}
    state.todo = []
    ev.append({"type": "game_over", "winners": winners, "reason": reason,
               "title": {"domination": "Hero of the Colosseum", "collector": "Creature Master",
                         "survivalist": "Last One Standing"}[reason],
               "catches": state.players[winners[0]].catches, "of": catches_to_win(state),
               "champions": COLOSSEUM_BATTLES, "players": len(state.players)})


def npc_team(opponent) -> list:
    return [Fighter(c.name, c.tier, c.attack, c.defense, c.hp, c.hp, c.ability) for c in opponent.creatures]


def champion_team(stage: int) -> tuple[str, list]:
    champ = content().champions[stage]
    return champ.name, npc_team(champ)
