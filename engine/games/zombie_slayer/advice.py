"""Why a Zombie Slayer hint is good: the rule, the odds or the numbers that decide it.

The autopilot (ai.py) decides a turn by the first of its plans with something to do - train,
the followers, a potion, the dragon-dung bomb, the Necromancer, a fight, a search, the way on -
and a roll by the die best for what the roll is for. `why` names that plan's deciding facts in
the game's numbers: the odds of an attack or a defense as forecast.py counts them with
combat.py's own rules, the Life, Luck and creation points at stake, the steps to the goal. It
reads only the state, never how the computer weighed the move (its Luck play-outs included).
"""
from __future__ import annotations

from ...core.grid import INFINITE, chebyshev
from ...core.messages import msg, plural, term
from ...core.rng import Rng
from . import ai, forecast
from .content import ATTRIBUTE_COST
from .decisions import TURN
from .state import MAX_LIFE, State
from .turn import attack_of, parse_sq, turn_actions
from .words import face_meaning, the, tile_name


def why(state: State, kind: str, frame: dict | None, action: str) -> dict | None:
    """The reason for `action`, the answer to the decision of `kind` waiting in `frame`."""
    reason = REASONS.get(kind)
    return reason(state, frame, action) if reason else None


# --- odds, in words ------------------------------------------------------------------------------------
def _percent(p: float) -> int:
    return round(100 * p)


def _at_least(outcome: dict, lost: int) -> float:
    return sum(p for n, p in outcome["chances"] if n >= lost)


def odds(outcome: dict) -> dict:
    """A fight's forecast (forecast.py) in one clause: what the defender loses, how likely."""
    dfn, life = outcome["def"], outcome["life"]
    exact = outcome["chances"][0][0] if len(outcome["chances"]) == 1 else None
    if dfn == "slayer":
        if exact is not None:
            return msg("you are unhurt") if exact == 0 else msg("you fall") if exact >= life else \
                msg("you lose {n} Life", n=exact)  # (Life is not counted: one form in every language we have)
        hurt, fall = _percent(_at_least(outcome, 1)), _percent(_at_least(outcome, life))
        return msg("you are hurt {chance}% of the time and fall {fall}%", chance=hurt, fall=fall) if fall else \
            msg("you are hurt {chance}% of the time", chance=hurt)
    token = the(dfn)
    if exact is not None:
        return msg("{token} goes down", token=token) if exact >= life else \
            msg("{token} takes no damage", token=token) if exact == 0 else \
            msg("{token} loses {n} Life", token=token, n=exact)
    if life > 1:
        return msg("{token} is wounded {chance}% of the time", token=token, chance=_percent(_at_least(outcome, 1)))
    return msg("{token} goes down {chance}% of the time", token=token, chance=_percent(_at_least(outcome, life)))


def _fight_words(outcome: dict) -> dict:
    """The odds with the numbers known so far: the attack's strength, the defense, the toughness."""
    strength, defense, tough = outcome["strength"], outcome["defense"], outcome["toughness"]
    said = odds(outcome)
    if strength is not None and defense is not None:
        return msg("attack {strength} against defense {defense}, toughness {toughness}: {odds}",
                   strength=strength, defense=defense, toughness=tough, odds=said)
    if strength is not None:
        return msg("attack {strength} against a defense still to roll, toughness {toughness}: {odds}",
                   strength=strength, toughness=tough, odds=said)
    return said


# --- the slayer's turn --------------------------------------------------------------------------------
def _turn(state: State, frame: None, action: str) -> dict | None:
    plan, choice = ai.turn_plan(state, turn_actions(state), "normal", Rng(0))  # no plan rolls at "normal"
    if choice != action:
        plan = "end" if action == "end" else _plan_of(action)
    return PLANS[plan](state, action)


def _plan_of(action: str) -> str:
    """The plan an action belongs to when the plans did not pick it themselves."""
    word = action.split()[0]
    return {"train": "train", "quaff": "potion", "throw": "bomb", "drop": "bomb", "search": "search",
            "move": "advance", "attack": "fight", "skill": "fight"}.get(word, "followers")


def _train(state: State, action: str) -> dict:
    _, meaning, face = action.split()
    faces = state.slayer.dieagram
    return msg("{cost} CP paints a {pip} pip, and the {face}-face already shows {count}: only the die you keep "
               "counts, so pips piled on one face count most", cost=ATTRIBUTE_COST[meaning], pip=term("pip", meaning),
               face=int(face), count=faces.count(int(face), meaning))


def _followers(state: State, action: str) -> dict:
    words = action.split()
    if words[1] == "heal":
        return msg("you are at {life} Life of {most}, and Prycille's Heal gives Life back at no cost of yours",
                   life=state.slayer.life, most=MAX_LIFE)
    return _attack(state, action)


def _potion(state: State, action: str) -> dict:
    s = state.slayer
    potion = action.split()[1]
    if potion == "life":
        return plural("at {n} Life one more blow could end the game: the Life potion gives 1 back",
                      "at {n} Life a blow or two could end the game: the Life potion gives 1 back", s.life)
    if potion == "defense":
        return plural("at {n} Life with a zombie next to you, the defense potion's +2 defense keeps the next "
                      "blows off", "at {n} Life with a zombie next to you, the defense potion's +2 defense keeps "
                      "the next blows off", s.life)
    return msg("the accuracy potion adds 1 to your attacks")


def _bomb(state: State, action: str) -> dict:
    if action.startswith("throw"):
        return msg("the dragon dung lies next to the Necromancer and you stand clear of it: the torch blows it "
                   "up, damage no defense or Already Dead can stop")
    if action.startswith("move"):
        return msg("the dragon dung beside the Necromancer would catch you in its blast: step clear of it, where "
                   "the torch still reaches it")
    return msg("dung dropped next to the Necromancer waits for your torch: its blast is damage no defense can stop")


def _attack(state: State, action: str) -> dict:
    attack = attack_of(state, action)
    outcome = forecast.attack_odds(state, *attack) if attack else None
    if outcome is None:
        return msg("an attack is the only way through")
    said = msg("every turn the Necromancer stands he summons more zombies: {odds}", odds=_fight_words(outcome)) \
        if attack[1] == "nec" else _fight_words(outcome)
    return _not_assault(state, action, said)


def _not_assault(state: State, action: str, said: dict) -> dict:
    """A plain attack where Assault was open: why its extra melee was not worth its price."""
    target = action.split()[-1]
    if not action.startswith("attack ") or f"skill assault {target}" not in turn_actions(state) \
            or not ai.assault_costly(state, target):
        return said
    if state.slayer.life <= 2:
        return msg("{reason}; not Assault: it lowers your defense until your next turn, and you are at {life} Life",
                   reason=said, life=state.slayer.life)
    return msg("{reason}; not Assault: it lowers your defense until your next turn, and another zombie can reach "
               "you before then", reason=said)


def _boss(state: State, action: str) -> dict:
    if not action.startswith("move"):
        return _attack(state, action)
    nec = state.nec.pos
    nearer = chebyshev(parse_sq(action.split()[1]), nec)
    if nearer >= chebyshev(state.slayer.pos, nec) and ai.stalled(state):
        return msg("the Ritual refills every gap round a spot you hold: open ground opens a way round the zombies")
    return plural("every turn the Necromancer stands he summons more zombies: this step leaves you {n} square "
                  "from him", "every turn the Necromancer stands he summons more zombies: this step leaves you {n} "
                  "squares from him", nearer)


def _search(state: State, action: str) -> dict:
    tile = state.tiles[state.tile_at(state.slayer.pos)].tile
    return msg("no zombie stands next to you, so searching {tile} for treasure risks no blow this action",
               tile=tile_name(tile))


def _advance(state: State, action: str) -> dict:
    to = parse_sq(action.split()[1])
    goal = ai.goal(state)
    steps = ai.distances(state, goal).get(to, INFINITE)
    safe = ai.safe_square(state, to)
    if steps == INFINITE:
        return msg("no zombie can reach this square before you strike") if safe else \
            msg("this step brings you nearer to where you are heading")
    exploring = state.nec.pos is None and not state.tiles[state.tile_at(next(iter(goal)))].visited
    if exploring and safe:
        return plural("{n} step from here to an unexplored card, and no zombie can reach this square before you "
                      "strike", "{n} steps from here to an unexplored card, and no zombie can reach this square "
                      "before you strike", steps)
    return plural("{n} step from here to where you are heading", "{n} steps from here to where you are heading",
                  steps)


def _end(state: State, action: str) -> dict:
    s = state.slayer
    if s.actions <= 0:
        return msg("your actions are spent; what is left costs creation points or a follower's action, and none "
                   "of it helps now")
    return plural("no move with your {n} action left is safe, and no zombie is in reach: let them come to you",
                  "no move with your {n} actions left is safe, and no zombie is in reach: let them come to you",
                  s.actions)


PLANS = {"train": _train, "followers": _followers, "potion": _potion, "bomb": _bomb, "boss": _boss,
         "fight": _attack, "search": _search, "advance": _advance, "end": _end}


# --- rolls, defending, and the table's other questions ---------------------------------------------------
def _roll(state: State, frame: dict, action: str) -> dict | None:
    outcomes = forecast.roll_outcomes(state)
    if action in outcomes:
        said = _fight_words(outcomes[action])
        word = action.split()[0]
        if word == "keep":
            face = frame["dice"][int(action.split()[1])]
            return msg("keeping the {face}: {odds}", face=face, odds=said)
        if word == "luck":
            return msg("Luck spent here turns the fight: {odds}", odds=said)
        return msg("as rolled, {odds}; your Luck ({luck}) is worth more on a roll it turns", odds=said,
                   luck=state.slayer.luck)
    if action.startswith("keep"):
        face = frame["dice"][int(action.split()[1])]
        pips = state.slayer.dieagram.faces[face - 1]
        return msg("the {face} counts the most for this roll: {meaning}", face=face,
                   meaning=face_meaning(list(pips), frame["purpose"]))
    if action == "accept":
        return msg("no change to this roll is worth your Luck ({luck}): Luck is for the rolls that turn a fight",
                   luck=state.slayer.luck)
    return msg("Luck spent here gives the roll its best chance")


def _guard(state: State, frame: dict, action: str) -> dict | None:
    outcomes = forecast.guard_outcomes(state)
    if action not in outcomes:
        return None
    said = _fight_words(outcomes[action])
    return msg("{skill} adds your skill pips to this defense: {odds}", skill=term("skill", action.split()[-1]),
               odds=said) if action.startswith("skill") else said


def _ties(state: State, frame: dict, action: str) -> dict | None:
    what = frame["ask"]["what"]
    option = action.split(" ", 1)[1] if action != "roll" else None
    if what == "target" and option and option != "slayer":
        return msg("{token} takes the zombie's attack instead of you", token=the(option))
    return None


def _explore(state: State, frame: dict, action: str) -> dict:
    n = ai.ways_across(state, frame, action)
    return plural("placed so, it leaves {n} open way onto the card you entered, the most it can",
                  "placed so, it leaves {n} open ways onto the card you entered, the most it can", n)


def _search_pick(state: State, frame: dict, action: str) -> dict | None:
    what = frame["ask"]["what"]
    if what == "learn":
        skill = action.split()[1]
        return msg("{skill} is the most useful skill on offer to a slayer going for the Necromancer",
                   skill=term("skill", skill))
    if what == "paint":
        face = int(action.split()[1])
        meaning = frame["found"]
        if not state.slayer.dieagram.count(face, meaning):
            return msg("no face shows a {pip} pip yet: the {face}-face starts the pile, and only the die you keep "
                       "counts", pip=term("pip", meaning), face=face)
        return msg("only the die you keep counts, and the {face}-face already shows {count} {pip}: piled there, "
                   "the pip counts most", face=face, count=state.slayer.dieagram.count(face, meaning),
                   pip=term("pip", meaning))
    if what == "item":
        found = frame["found"]
        if action == "leave":
            return msg("each item you carry does more than {item}", item=term("item", found))
        return msg("{item} does more than {worst}", item=term("item", found), worst=term("item", action.split()[1]))
    return None


def _dash(state: State, frame: dict, action: str) -> dict:
    if action == "stop":
        return msg("no dash step brings you nearer to where you are heading")
    to = parse_sq(action.split()[1])
    steps = ai.distances(state, ai.goal(state)).get(to, INFINITE)
    return plural("{n} step from here to where you are heading", "{n} steps from here to where you are heading",
                  steps) if steps != INFINITE else msg("this step brings you nearer to where you are heading")


REASONS = {TURN: _turn, "roll": _roll, "attack": _guard, "zombies": _ties, "explore": _explore,
           "search": _search_pick, "dash": _dash}
