"""The Battle Phase (rulebook "Battle Phase", rulings 15-18, 26-27).

Both sides' Attack (stage Attack + Swords + effects) and Shield (Shields + effects) are counted
when the battle starts, after the monsters' "battle" effects. The turn player strikes first:
the damage is Attack minus the defender's Shield, never below 0, off the defender's Health. At
0 Health the defender loses and there is no counterattack; otherwise its Health is remembered and
it strikes back the same way. The winner scores; the loser's card goes to the winner's EVP Zone
(in a tag battle, to the winner's partner's hand). Either way every augment goes to its owner's
graveyard, and the effects promised to the battle are spent.
"""
from __future__ import annotations

from . import effects, ending, stats
from .state import State, owner


def fight(state: State, ev: list[dict]) -> None:
    attacker, defender = state.current, state.opponent(state.current)
    duellists = (attacker, defender)
    for seat in duellists:
        effects.trigger(state, state.players[seat].summoned.uid, "battle", ev, seat)
    attack = {s: stats.battle_attack(state, s) for s in duellists}
    shield = {s: stats.battle_shield(state, s) for s in duellists}
    if state.players[attacker].summoned.pierce:
        shield[defender] = 0
    if state.players[defender].summoned.pierce:
        shield[attacker] = 0
    head = {"attacker": attacker, "defender": defender, "attack": [attack[attacker], attack[defender]],
            "shield": [shield[attacker], shield[defender]], "monsters": [state.monster(s) for s in duellists],
            "healths": [state.players[s].summoned.health for s in duellists],
            "pierced": [state.players[state.opponent(s)].summoned.pierce for s in duellists],
            "attack_parts": [stats.attack_parts(state, s) for s in duellists],
            "shield_parts": [stats.shield_parts(state, s) for s in duellists]}
    ev.append({"type": "battle", **head})
    blows: list[dict] = []
    winner = None
    if _blow(state, attacker, defender, attack[attacker], shield[defender], ev, blows):
        winner = attacker
    elif _blow(state, defender, attacker, attack[defender], shield[attacker], ev, blows, back=True):
        winner = defender
    fought = {**head, "blows": blows}  # the whole battle, for its result
    if winner is not None:
        _won(state, winner, state.opponent(winner), ev, fought)
    else:
        ev.append({"type": "standoff", "seats": [attacker, defender], "monsters": [state.monster(s) for s in duellists],
                   "healths": [state.players[s].summoned.health for s in duellists], "fight": fought})
    _clear(state, (attacker, defender), ev)


def _blow(state: State, striker: int, target: int, attack: int, shield: int, ev: list[dict], blows: list[dict],
          back: bool = False) -> bool:
    """One blow (`back`: the defender's, striking back), told and added to `blows`; True when it
    brings the target to 0 Health."""
    s = state.players[target].summoned
    before = s.health
    damage = max(0, attack - shield)
    s.health = max(0, s.health - damage)
    if damage:
        state.hurt = True
    blow = {"seat": striker, "target": target, "attack": attack, "shield": shield, "damage": damage,
            "before": before, "health": s.health, "monster": state.monster(striker),
            "target_monster": state.monster(target), "back": back}
    ev.append({"type": "strike", **blow})
    blows.append(blow)
    return s.health <= 0


def _won(state: State, winner: int, loser: int, ev: list[dict], fought: dict) -> None:
    """The winner scores (`fought`: the battle and its blows, which its result shows); the
    loser's card is captured, unless that was the last battle needed."""
    state.players[winner].wins += 1
    lost = state.players[loser].summoned
    state.players[loser].summoned = None
    ev.append({"type": "battle_won", "seat": winner, "loser": loser, "card": state.card(lost.uid),
               "monster": state.monster(winner), "wins": state.players[winner].wins,
               "partner": state.partner(winner), "team_wins": state.team_wins(state.team(winner)) if state.tag else None,
               "needed": ending.TEAM_WINS if state.tag else ending.WINS, "fight": fought})
    effects.trigger(state, state.players[winner].summoned.uid, "win", ev, winner)
    if ending.three_wins(state, winner, ev):
        state.players[owner(lost.uid)].graveyard.append(lost.uid)
        return
    partner = state.partner(winner)
    if partner is not None:
        state.players[partner].hand.append(lost.uid)  # ruling 26: the card goes to the partner's hand
        ev.append({"type": "captured", "seat": partner, "card": state.card(lost.uid), "to": "hand", "owner": loser,
                   "winner": winner})
    else:
        state.players[winner].evp_zone.append(lost.uid)  # ruling 18: it keeps its owner
        ev.append({"type": "captured", "seat": winner, "card": state.card(lost.uid), "to": "evp", "owner": loser,
                   "winner": winner, "evp": stats.monster(state, lost.uid).evp, "score": stats.evp_score(state, winner)})


def _clear(state: State, seats: tuple[int, int], ev: list[dict]) -> None:
    """The two duellists' augments to their owners' graveyards (in a tag battle the other duel's
    stay); the effects promised to this battle are spent."""
    for p in (state.players[s] for s in seats):
        for uid in p.augments:
            state.players[owner(uid)].graveyard.append(uid)
        if p.augments:
            ev.append({"type": "augments_spent", "seat": p.seat, "cards": [state.card(u) for u in p.augments]})
        p.augments = []
        if p.summoned is not None:
            p.summoned.attack_boost = p.summoned.shield_boost = 0
            p.summoned.pierce = False
