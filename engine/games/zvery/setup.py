"""Setting up a game of Zvery (rulebook "3 Game structure", rulings 2-5).

Shuffle the decks; a seeded coin decides who picks a starter first from three face-up level-2
creatures; the other picks next and so starts the first battle; the leftover starter goes back
into the level-2 deck; each starter takes the first ability of its type from the ability deck;
then three level-1 creatures and three mutations are laid face up.
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.deck import Deck
from ...core.messages import msg, term
from ...core.messages import seat as seat_of
from ...core.rng import Rng
from .content import LEVELS, content
from .kinds import KINDS
from .meta import LIMITS
from .state import FACE_UP, FINAL_AFTER, Beast, Player, State

STARTER_LEVEL = LIMITS["starter_level"]  # ruling 2: the starters are level-2 creatures


def new_state(seed: int, ev: list[dict], final_after: int = FINAL_AFTER) -> State:
    """`final_after`: the battle after which the final battle comes at the latest (ruling 30;
    fewer than 10 is the quick game, option "battles")."""
    c = content()
    rng = Rng(seed)
    levels = {n: Deck.shuffled(sorted(k.id for k in c.level(n)), rng) for n in LEVELS}
    state = State(rng, [Player(0), Player(1)], levels, Deck.shuffled(sorted(c.abilities), rng),
                  Deck.shuffled(sorted(c.mutations), rng), final_after=final_after)
    state.picking = rng.below(2)  # ruling 2: a coin toss
    state.starters = [levels[STARTER_LEVEL].draw() for _ in range(FACE_UP)]
    ev.append({"type": "coin_toss", "seat": state.picking})
    ev.append({"type": "starters", "cards": list(state.starters), "level": STARTER_LEVEL})
    state.phase = "starter"
    return state


def starter_choices(state: State, pending: dict) -> list[str]:
    return [f"starter {card}" for card in state.starters]


def starter_card(action: str) -> str:
    """"starter glowmite" -> "glowmite": the card an action picks."""
    return action.split()[1]


def describe_starter(state: State, pending: dict, action: str) -> dict:
    card = starter_card(action)
    return choice(action, "starter", msg("Take {creature} as your starter", creature=term("creature", card)),
                  {"creature": card})


def _pick(state: State, pending: dict, action: str, ev: list[dict]) -> None:
    pick_starter(state, starter_card(action), ev)


def _starter_prompt(state: State, pending: dict) -> dict:
    return msg("{seat}: choose your starter", seat=seat_of(state.picking))


def pick_starter(state: State, card: str, ev: list[dict]) -> None:
    seat = state.picking
    state.starters.remove(card)
    beast = Beast(card)
    give_ability(state, beast, ev)
    state.players[seat].roster.append(beast)
    ev.append({"type": "starter", "seat": seat, "card": card, "ability": beast.abilities[0]})
    if not all(p.roster for p in state.players):
        state.picking = 1 - seat
        return
    state.levels[STARTER_LEVEL].shuffle_in(state.starters, state.rng)  # ruling 3
    state.starters = []
    state.current = seat  # "The player [who] picked their starter last starts the first battle."
    lay_out(state, ev)


def give_ability(state: State, beast: Beast, ev: list[dict]) -> None:
    """The first ability of the creature's type from the ability deck (rulings 4 and 5)."""
    c = content()
    kind = c.creatures[beast.card].type
    found = state.abilities.take_first(lambda a: c.abilities[a].type == kind, state.rng)
    if found is None:  # every ability of that type is in play or discarded: reshuffle the discards
        state.abilities.shuffle_in([a for a in state.discard if a in c.abilities], state.rng)
        state.discard = [x for x in state.discard if x not in c.abilities]
        found = state.abilities.take_first(lambda a: c.abilities[a].type == kind, state.rng)
    if found is not None:
        beast.abilities.append(found)
        ev.append({"type": "ability", "card": beast.card, "ability": found})


def lay_out(state: State, ev: list[dict]) -> None:
    """Three level-1 creatures and three mutations face up; the first battle is chosen next."""
    state.wild = [Beast(state.levels[1].draw()) for _ in range(FACE_UP)]
    state.open_mutations = [state.mutations.draw() for _ in range(FACE_UP)]
    ev.append({"type": "laid_out", "wild": [b.card for b in state.wild], "mutations": list(state.open_mutations),
               "current": state.current, "levels": [1] * len(state.wild)})
    from .flow import begin_choosing  # flow builds on setup: imported when the layout is done

    begin_choosing(state)


KINDS.add("starter", legal=starter_choices, apply=_pick, describe=describe_starter, prompt=_starter_prompt)
