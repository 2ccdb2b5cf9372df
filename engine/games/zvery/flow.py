"""Zvery between battles: choosing the battle, the rewards, refilling, switching, the end.

Rulebook 3.1.1 and 3.2-3.6 with rulings 5-7, 9 and 24-30. Phases (`state.phase`):
    choose    the current player picks one or two wild creatures, then one or two of their own
              fighters, then the mutations at stake
    battle    the battle (battle.py)
    release   a fifth creature was caught: release one
    draft     the players pick their reward mutations in turn
    place     each drafted mutation goes on a creature or to the discard pile
    over      the game has ended (after the final battle)
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.messages import N_, listing, msg, term
from ...core.messages import seat as seat_of
from . import battle, setup
from .content import content
from .kinds import KINDS
from .meta import LIMITS
from .rewards import Outcome, entitlements, pick_order
from .state import FACE_UP, ROSTER_MAX, Battle, Beast, Fighter, State, slot

MAX_FIGHTERS = LIMITS["fighters"]  # "They may choose up to 2 creatures to fight" (and ruling 6 for their own)
MAX_STAKE = LIMITS["stake"]


# --- choosing the battle -----------------------------------------------------------------------------------
def begin_choosing(state: State) -> None:
    state.phase = "choose"
    state.pending = {"step": "wild", "wild": [], "own": [], "stake": []}


def wild_choices(state: State, p: dict) -> list[str]:
    picks = [f"wild {i + 1}" for i in range(len(state.wild)) if i not in p["wild"]] \
        if len(p["wild"]) < MAX_FIGHTERS else []
    return picks + (["done"] if p["wild"] else [])


def own_choices(state: State, p: dict) -> list[str]:
    roster = state.players[state.current].roster
    picks = [f"field {i + 1}" for i in range(len(roster)) if i not in p["own"]] \
        if len(p["own"]) < MAX_FIGHTERS else []
    return picks + (["done"] if p["own"] else [])


def stake_choices(state: State, p: dict) -> list[str]:
    return [f"stake {i + 1}" for i in range(len(state.open_mutations)) if i not in p["stake"]]


def choose(state: State, p: dict, action: str, ev: list[dict]) -> None:
    """One pick of the battle's three steps (the wild creatures, the own ones, the stake), or
    "done" with a step."""
    word = action.split()[0]
    if word == "done":
        p["step"] = "own" if p["step"] == "wild" else "stake"
    elif word == "wild":
        p["wild"].append(slot(action))
    elif word == "field":
        p["own"].append(slot(action))
    else:
        p["stake"].append(slot(action))
    _settle(state, ev)


def describe_choose(state: State, p: dict, action: str) -> dict:
    """Choosing the battle in words: "Battle Glowmite", "Send in Spark Imp", "Put Quartz Plating
    at stake", and "done" as its button says it, naming the creatures chosen."""
    word = action.split()[0]
    if word == "done":
        chosen = _chosen(state, p)["wild" if p["step"] == "wild" else "own"]
        creatures = listing([term("creature", x) for x in chosen])
        text = msg("Battle these: {creatures}", creatures=creatures) if p["step"] == "wild" else \
            msg("These fight: {creatures}", creatures=creatures)
        return choice(action, "done", text, {"creature": chosen})
    if word == "stake":
        card = state.open_mutations[slot(action)]
        return choice(action, "stake", msg("Put {mutation} at stake", mutation=term("mutation", card)), {"mutation": card})
    card = (state.wild if word == "wild" else state.players[state.current].roster)[slot(action)].card
    text = msg("Battle {creature}", creature=term("creature", card)) if word == "wild" else \
        msg("Send in {creature}", creature=term("creature", card))
    return choice(action, word, text, {"creature": card})


def _chosen(state: State, p: dict) -> dict:
    """The picks so far, by id: the wild creatures, the own creatures, the mutations at stake."""
    roster = state.players[state.current].roster
    return {"wild": [state.wild[i].card for i in p["wild"]], "own": [roster[i].card for i in p["own"]],
            "stake": [state.open_mutations[i] for i in p["stake"]]}


def choosing_about(state: State, p: dict) -> dict:
    """What is chosen so far; while the stake is chosen, also how many mutations are still to go
    at stake (as many as the wild creatures' levels, at most three)."""
    about = _chosen(state, p)
    if p["step"] == "stake":
        about["to_stake"] = stake_count(state) - len(p["stake"])
    return about


def _prompt(words: str):
    def prompt(state: State, p: dict) -> dict:
        return msg(words, seat=seat_of(state.current))
    return prompt


def stake_count(state: State) -> int:
    """As many mutations as the combined level of the wild creatures fought, at most three."""
    levels = sum(content().creatures[state.wild[i].card].level for i in state.pending["wild"])
    return min(levels, MAX_STAKE, len(state.open_mutations))


def _settle(state: State, ev: list[dict]) -> None:
    """Take the steps that leave no choice: a lone own creature fields itself, a full stake
    takes every face-up mutation; then the battle begins."""
    p = state.pending
    roster = state.players[state.current].roster
    if p["step"] == "own" and len(roster) == 1 and not p["own"]:
        p["own"].append(0)
        p["step"] = "stake"
    if p["step"] == "stake":
        count = stake_count(state)
        if count == len(state.open_mutations):
            p["stake"] = list(range(count))
        if len(p["stake"]) >= count:
            _begin_battle(state, ev)


def _begin_battle(state: State, ev: list[dict]) -> None:
    p = state.pending
    me, other = state.current, 1 - state.current
    own = [battle.fighter(0, me, i, state.players[me].roster[i]) for i in p["own"]]
    wild = []
    for i in p["wild"]:
        beast = state.wild[i]
        if not beast.abilities:
            setup.give_ability(state, beast, ev)  # ruling 5
        wild.append(battle.fighter(1, -1, i, beast))
    stake = [state.open_mutations[i] for i in p["stake"]]
    state.open_mutations = [m for i, m in enumerate(state.open_mutations) if i not in p["stake"]]
    state.pending = {"refill_at": list(p["wild"])}  # where the refill lays the new wild creatures
    state.phase = "battle"
    battle.start(state, "wild", [(me, own), (other, wild)], stake, ev)


# --- after a battle ------------------------------------------------------------------------------------------
def battle_over(state: State, ev: list[dict]) -> None:
    """The battle has ended: the final one ends the game; a wild one brings catches and rewards."""
    b = state.battle
    if b.kind == "final":
        finish(state, b, ev)
        return
    me = state.current
    _discard_the_dead(state)
    current, wild = entitlements(_outcome(b))
    state.pending = {"refill_at": state.pending["refill_at"], "order": pick_order(current, wild, me),
                     "pool": list(b.at_stake), "got": [[], []]}
    ev.append({"type": "rewards", "current": current, "wild": wild, "seat": me, "other": 1 - me,
               **_tally(b), "order": list(state.pending["order"]), "at_stake": list(b.at_stake)})
    if len(state.players[me].roster) > ROSTER_MAX:
        state.phase = "release"
        return
    _draft(state, ev)


def _outcome(b: Battle) -> Outcome:
    return Outcome(tuple(b.killed), b.caught, b.lost)


def _tally(b: Battle) -> dict:
    """What the rewards count (ruling 24), as the events after a battle tell it: the levels the
    current player killed, the creatures they caught and those they lost."""
    return {"killed": list(b.killed), "caught": b.caught, "lost": b.lost}


def _earned(state: State, seat: int) -> dict:
    """Why `seat` gets the mutation it takes now: the battle's tally, whose battle it was, how many
    that seat earned and which of them this is (a reward's panel quotes the rule with them)."""
    b = state.battle
    current, wild = entitlements(_outcome(b))
    return {**_tally(b), "current_player": state.current, "entitled": current if seat == state.current else wild,
            "nth": len(state.pending["got"][seat])}


def _discard_the_dead(state: State) -> None:
    """Rulebook 3.1.10: when a wild battle ends, the dead wild creatures go from the wild row to
    the discard pile with their abilities, before the mutations are distributed (caught ones
    left the row at the catch, ruling 17)."""
    for i, f in enumerate(state.battle.fighters):
        if f.side == 1 and f.gone == "dead":
            beast = battle.leave_the_row(state, i)
            state.discard += [beast.card] + beast.abilities


def release_choices(state: State, p: dict) -> list[str]:
    return [f"release {i + 1}" for i in range(len(state.players[state.current].roster))]


def release(state: State, p: dict, action: str, ev: list[dict]) -> None:
    """Ruling 7: with a fifth creature, one of the five goes to the discard pile (two catches in
    one battle can make six: then one release at a time until four are left)."""
    roster = state.players[state.current].roster
    beast = roster.pop(slot(action))
    state.discard += [beast.card] + beast.abilities
    state.mutation_discard += beast.mutations
    ev.append({"type": "released", "seat": state.current, "card": beast.card, "had": len(roster) + 1,
               "most": ROSTER_MAX, "abilities": list(beast.abilities), "mutations": list(beast.mutations)})
    if len(roster) > ROSTER_MAX:
        return  # still in the release phase
    _draft(state, ev)


def describe_release(state: State, p: dict, action: str) -> dict:
    beast = state.players[state.current].roster[slot(action)]
    return choice(action, "release", msg("Release {creature}", creature=term("creature", beast.card)),
                  {"creature": beast.card})


def _draft(state: State, ev: list[dict]) -> None:
    """Picks from the mutations at stake while they last; after that the deck deals them."""
    p = state.pending
    while p["order"] and not p["pool"]:
        seat = p["order"].pop(0)
        card = _draw_mutation(state)
        if card is not None:
            p["got"][seat].append(card)
            ev.append({"type": "mutation_drawn", "seat": seat, "card": card, **_earned(state, seat)})
    if p["order"]:
        state.phase = "draft"
        return
    state.open_mutations += p["pool"]  # stakes nobody picked go back face up
    p["pool"] = []
    state.phase = "place"
    _next_placement(state, ev)


def draft_seat(state: State) -> int:
    return state.pending["order"][0]


def draft_choices(state: State, p: dict) -> list[str]:
    return [f"take {i + 1}" for i in range(len(p["pool"]))]


def draft(state: State, p: dict, action: str, ev: list[dict]) -> None:
    taker = p["order"].pop(0)
    card = p["pool"].pop(slot(action))
    p["got"][taker].append(card)
    ev.append({"type": "mutation_taken", "seat": taker, "card": card, **_earned(state, taker)})
    _draft(state, ev)


def describe_draft(state: State, p: dict, action: str) -> dict:
    card = p["pool"][slot(action)]
    return choice(action, "take", msg("Take {mutation}", mutation=term("mutation", card)), {"mutation": card})


def draft_prompt(state: State, p: dict) -> dict:
    return msg("{seat}: take a mutation", seat=seat_of(draft_seat(state)))


def draft_forced(state: State, p: dict) -> dict:
    """One mutation left to pick from: taking it is a formality, done for the player."""
    return msg("Only {mutation} is left at stake: {seat} takes it.", mutation=term("mutation", p["pool"][0]),
               seat=seat_of(draft_seat(state)))


def draft_about(state: State, p: dict) -> dict:
    """The mutations won and still to take, who takes them in turn, and what each seat has taken."""
    return {"pool": list(p["pool"]), "order": list(p["order"]), "got": [list(g) for g in p["got"]]}


def _draw_mutation(state: State) -> str | None:
    if not len(state.mutations) and state.mutation_discard:
        state.mutations.shuffle_in(state.mutation_discard, state.rng)
        state.mutation_discard = []
    return state.mutations.draw()


def place_seat(state: State) -> int:
    got = state.pending["got"]
    return state.current if got[state.current] else 1 - state.current


def place_choices(state: State, p: dict) -> list[str]:
    roster = state.players[place_seat(state)].roster
    return [f"place {i + 1}" for i in range(len(roster))] + ["discard"]


def place(state: State, p: dict, action: str, ev: list[dict]) -> None:
    """Ruling 26: any mutation fits any creature, and never comes off."""
    placer = place_seat(state)
    card = p["got"][placer].pop(0)
    if action == "discard":
        state.mutation_discard.append(card)
        ev.append({"type": "mutation_discarded", "seat": placer, "card": card})
    else:
        beast = state.players[placer].roster[slot(action)]
        beast.mutations.append(card)
        ev.append({"type": "mutation_placed", "seat": placer, "card": card, "on": beast.card})
    _next_placement(state, ev)


def describe_place(state: State, p: dict, action: str) -> dict:
    """The mutation waiting is the first the seat to move got: "Place Quartz Plating on Glowmite"."""
    card = _placing(state, p)
    if action == "discard":
        return choice(action, "discard", msg("Discard {mutation}", mutation=term("mutation", card)), {"mutation": card})
    beast = state.players[place_seat(state)].roster[slot(action)]
    return choice(action, "place", msg("Place {mutation} on {creature}", mutation=term("mutation", card),
                                       creature=term("creature", beast.card)),
                  {"mutation": card, "creature": beast.card})


def _placing(state: State, p: dict) -> str:
    """The mutation to place now: the first one the seat placing got."""
    return p["got"][place_seat(state)][0]


def place_prompt(state: State, p: dict) -> dict:
    return msg("{seat}: place {mutation}", seat=seat_of(place_seat(state)), mutation=term("mutation", _placing(state, p)))


def place_about(state: State, p: dict) -> dict:
    """The mutation to place now, and every mutation each seat still has to place (that one first)."""
    return {"mutation": _placing(state, p), "got": [list(g) for g in p["got"]]}


def _next_placement(state: State, ev: list[dict]) -> None:
    if any(state.pending["got"]):
        return
    _refill_and_switch(state, ev)


def _refill_and_switch(state: State, ev: list[dict]) -> None:
    """Rulings 28-30: a new wild creature one level up for each one battled; then the roles
    switch, unless the final battle is due."""
    b = state.battle
    c = content()
    level_3 = any(level == 3 for level in b.killed) or any(
        f.gone == "caught" and c.creatures[f.card].level == 3 for f in b.fighters)
    fought = [f for f in b.fighters if f.side == 1]
    row = _row_as_it_was(state.wild, fought, state.pending["refill_at"])
    short = False  # a level deck and every lower one ran out
    for f, at in zip(fought, state.pending["refill_at"], strict=True):
        if row[at] is not None:  # neither caught nor killed (ruling 28): to the discard pile
            state.discard += [row[at].card] + row[at].abilities
        fresh = _draw_creature(state, min(c.creatures[f.card].level + 1, 3))
        short = short or fresh is None
        row[at] = Beast(fresh) if fresh is not None else None
    state.wild = [w for w in row if w is not None]
    while len(state.open_mutations) < FACE_UP and (card := _draw_mutation(state)) is not None:
        state.open_mutations.append(card)
    state.battles += 1
    ev.append({"type": "refilled", "wild": [w.card for w in state.wild], "mutations": list(state.open_mutations),
               "levels": [c.creatures[w.card].level for w in state.wild]})
    triggered_by = state.current
    state.battle = None
    why = "level_3" if level_3 else "no_wild" if short or not state.wild else \
        "battles" if state.battles >= state.final_after else None
    if why is not None:
        start_final(state, triggered_by, why, ev)
        return
    state.current = 1 - state.current
    ev.append({"type": "switch", "current": state.current, "seat": state.current})
    begin_choosing(state)


def _row_as_it_was(wild: list[Beast], fought: list[Fighter], refill_at: list[int]) -> list[Beast | None]:
    """The wild row laid out as when the battle began, with a gap (None) where a creature
    caught or killed in it lay, so each new creature goes where the one it replaces lay."""
    row: list[Beast | None] = list(wild)
    for at in sorted(at for f, at in zip(fought, refill_at, strict=True) if f.gone):
        row.insert(at, None)
    return row


def _draw_creature(state: State, level: int) -> str | None:
    """Ruling 29: from that level's deck, or the next lower one that has cards."""
    for n in range(level, 0, -1):
        card = state.levels[n].draw()
        if card is not None:
            return card
    return None


# --- the end -----------------------------------------------------------------------------------------------
def start_final(state: State, triggered_by: int, why: str, ev: list[dict]) -> None:
    """Ruling 30: whole rosters at full health, no catching; the player who did not trigger it
    acts first (side 0). `why` it is due: "level_3" (a level-3 creature killed or caught),
    "no_wild" (no wild creature could be placed) or "battles" (the last battle the game allows)."""
    first = 1 - triggered_by
    sides = []
    for side, seat in enumerate((first, triggered_by)):
        sides.append((seat, [battle.fighter(side, seat, i, b) for i, b in enumerate(state.players[seat].roster)]))
    state.phase, state.pending = "battle", {"final": True, "triggered_by": triggered_by}
    ev.append({"type": "final_battle", "first": first, "triggered_by": triggered_by, "battles": state.battles,
               "final_after": state.final_after, "why": why})
    battle.start(state, "final", sides, [], ev)


def finish(state: State, b: Battle, ev: list[dict]) -> None:
    """The final battle decides the game (rulebook 3.6); the event tells how it was decided: the
    last creatures standing, time up with more health left (ruling 32), or both sides falling at
    once, which the player who did not bring it on (side 0) wins (ruling 30)."""
    winner_side = b.winner if b.winner >= 0 else 0
    winner, loser = b.seats[winner_side], b.seats[1 - winner_side]
    how = "both_fell" if b.winner < 0 else "time_up" if b.turn > battle.MAX_TURNS else "standing"
    left = [sum(max(b.fighters[i].health, 0) for i in battle.team(b, side)) for side in (winner_side, 1 - winner_side)]
    state.result = {"winners": [winner], "reason": "final battle", "battles": state.battles}
    state.phase, state.pending, state.battle = "over", {}, None
    ev.append({"type": "game_over", "winners": [winner], "reason": "final battle", "loser": loser, "how": how,
               "health_left": left[0], "loser_left": left[1], "battles": state.battles,
               "battle_turns": battle.MAX_TURNS})


# --- the decisions between battles (kinds.py) ----------------------------------------------------------------
KINDS.add("choose_wild", legal=wild_choices, apply=choose, describe=describe_choose, about=choosing_about,
          prompt=_prompt(N_("{seat}: choose the wild creatures to battle")))
KINDS.add("choose_own", legal=own_choices, apply=choose, describe=describe_choose, about=choosing_about,
          prompt=_prompt(N_("{seat}: choose your fighters")))
KINDS.add("choose_stake", legal=stake_choices, apply=choose, describe=describe_choose, about=choosing_about,
          prompt=_prompt(N_("{seat}: choose the mutations at stake")))
KINDS.add("release", legal=release_choices, apply=release, describe=describe_release,
          prompt=_prompt(N_("{seat}: release one creature")))
KINDS.add("draft", legal=draft_choices, apply=draft, describe=describe_draft, prompt=draft_prompt, about=draft_about,
          forced=draft_forced)
KINDS.add("place", legal=place_choices, apply=place, describe=describe_place, prompt=place_prompt, about=place_about)
