"""Why an Auganism hint is good: the numbers that decide it.

Every choice of a duel comes down to a few numbers the rules count: a monster's Attack, Shield
and Health, the EVP score against the EVR of the next stage, and the battle as it would be
fought now - each blow's Attack against the Shield and who falls. `why` reads them from the
forecast (forecast.py, which carries the choice out on a copy with the rules themselves) and
names the ones that decide the hinted choice; never how the computer weighed it.
"""
from __future__ import annotations

from ...core.messages import msg, plural, term
from . import forecast, stats
from .content import content
from .effects import augment_words, effect_line, effect_words, stage_words
from .state import State, clone
from .turn import mover, step


def why(state: State, kind: str, action: str) -> dict | None:
    """The reason for `action` in the phase `kind` (turn.py's kinds of decision)."""
    seat = mover(state)
    word, _, card = action.partition(" ")
    if word in ("hero", "use"):
        return _power(state, seat, action)
    reason = REASONS.get((kind, word))
    return reason(state, seat, action, card) if reason else None


def _monster(m: dict) -> dict:
    return term("monster", m["card"])


# --- the battle, in numbers -------------------------------------------------------------------------------
def battle_words(state: State, fight: dict, seat: int) -> dict:
    """A forecast battle in one clause, from `seat`'s side: the blow that decides it (the last;
    the first when nobody falls) - its Attack against the Shield and its damage - and who falls
    ("unless they respond with one of the 2 cards they hold" while the defender still may: a
    player who battled on "you win the battle, unless they respond" lost to the response, and
    how many cards could answer is on the table for everyone to count)."""
    blow = fight["blows"][-1] if fight["winner"] is not None else fight["blows"][0]
    said = _blow_words(blow, seat, fight["pierced"][0 if blow["target"] == fight["attacker"] else 1])
    if fight["winner"] is None:
        ending = msg("{blow}: nobody falls", blow=said)
    elif fight["winner"] == seat:
        ending = msg("{blow}: you win the battle", blow=said)
    else:
        ending = msg("{blow}: you lose the battle", blow=said)
    if not (fight["open"] and fight["attacker"] == seat) or fight["winner"] == fight["defender"]:
        return ending  # (a response can only turn a battle the defender loses or survives)
    return plural("{said}, unless they respond with the card they hold",
                  "{said}, unless they respond with one of the {n} cards they hold",
                  len(state.players[fight["defender"]].hand), said=ending)


def _blow_words(blow: dict, seat: int, pierced: bool) -> dict:
    """One blow's Attack against the Shield and its damage, from `seat`'s side. A pierced Shield
    is said to be one: "Pearl Diver gives +1 Shield, so their Attack 8 against your Shield 0"
    read as a wrong sum to a player who did not see that the Squall Lancer pierces."""
    numbers = {"attack": blow["attack"], "shield": blow["shield"], "damage": blow["damage"]}
    if blow["seat"] == seat:
        return msg("your Attack {attack} against a pierced Shield (it counts as 0) deals {damage}", **numbers) \
            if pierced else msg("your Attack {attack} against Shield {shield} deals {damage}", **numbers)
    return msg("their Attack {attack} against your pierced Shield (it counts as 0) deals {damage}", **numbers) \
        if pierced else msg("their Attack {attack} against your Shield {shield} deals {damage}", **numbers)


def _fight_now(state: State) -> dict | None:
    """The battle as it would be fought now, if both duellists have a monster out."""
    if any(state.players[s].summoned is None for s in (state.current, state.opponent(state.current))):
        return None
    return forecast.fight(clone(state))


# --- each choice -----------------------------------------------------------------------------------------
def _summon(state: State, seat: int, action: str, card: str) -> dict:
    m = forecast.outcome(state, action)["monsters"][str(seat)]
    hand = {state.card(u) for u in state.players[seat].hand}
    sturdiest = max(_sturdiness(c) for c in hand if c in content().monsters)
    if _sturdiness(card) == sturdiest:
        return msg("{monster} is the sturdiest monster in your hand: Attack {attack} and Health {health}",
                   monster=_monster(m), attack=m["attack"], health=m["health"])
    said = msg("{monster} comes in with Attack {attack}, Shield {shield} and Health {health}", monster=_monster(m),
               attack=m["attack"], shield=m["shield"], health=m["health"])
    return _beside_the_sturdiest(card, hand, said)


def _beside_the_sturdiest(card: str, hand: set[str], said: dict) -> dict:
    """A monster summoned before a sturdier one in the hand: how far it grows, what it does while
    out (its first effect, as its card prints it) and what the sturdier card gives kept as an augment ("Summon
    Gloom Stalker. Why: it comes in with Attack 6" left the player asking why not the Brute's 7)."""
    monsters = content().monsters
    stages = len(monsters[card].stages)
    if stages > 1:
        said = msg("{said}, {stage}", said=said, stage=stage_words(1, stages))
    own = [e for e in monsters[card].effects if e.when not in ("augment", "evp")]
    if own:
        said = msg("{said} ({effect})", said=said, effect=effect_line(own[0]))
    other = monsters[max(sorted(c for c in hand if c != card and c in monsters), key=_sturdiness)]
    if other.sword or other.shield:
        said = msg("{said}; {card} stays in your hand, {gives} as an augment", said=said, card=term("monster", other.id),
                   gives=augment_words(other.sword, other.shield))
    return said


def _sturdiness(card: str) -> int:
    first = content().monsters[card].stages[0]
    return first.attack + first.health


def _next_stage(state: State, seat: int) -> tuple[int, int] | None:
    """The summoned monster's next stage (from 1) and its EVR, or None when it cannot grow."""
    if not stats.can_grow(state, seat):
        return None
    target = state.players[seat].summoned.stage + 1
    return target + 1, stats.evolution_cost(state, seat, target)


def _evp(state: State, seat: int, action: str, card: str) -> dict:
    said = _evp_gain(state, seat, card, forecast.outcome(state, action)["evp"])
    nxt = _next_stage(state, seat)
    if nxt is None:  # the zone keeps its cards until an evolution spends them
        return msg("{said}, for a monster summoned later: yours has no stage left to grow into", said=said)
    return msg("{said}, and Stage {stage} costs {evr} EVR", said=said, stage=nxt[0], evr=nxt[1])


def _evp_gain(state: State, seat: int, card: str, score: int) -> dict:
    """"+1 EVP takes your EVP score to 3", with where the rest comes from: the hero's bonus while
    the zone holds a card, the card's own effect ("+0 EVP takes your EVP score to 2" read as a
    wrong sum)."""
    evp = content().monsters[card].evp
    said = msg("+{evp} EVP takes your EVP score to {score}", evp=evp, score=score)
    hero = 0 if state.players[seat].evp_zone else stats.passive(state, seat, "evp_bonus")
    effect = score - stats.evp_score(state, seat) - evp - hero
    if hero:
        said = msg("{said} ({hero} adds {n} while your EVP Zone holds a card)", said=said, n=hero,
                   hero=term("hero", state.players[seat].hero))
    if effect:
        said = msg("{said} (its effect adds {n})", said=said, n=effect)
    return said


def _skip_evp(state: State, seat: int, action: str, card: str) -> dict:
    nxt = _next_stage(state, seat)
    if nxt is None:
        return msg("your monster has no stage left to grow into: EVP would only wait for a monster summoned later, "
                   "and your hand keeps its cards")
    score = stats.evp_score(state, seat)
    if score >= nxt[1]:
        return msg("your EVP score {score} already pays Stage {stage}'s {evr} EVR: your hand keeps its cards",
                   score=score, stage=nxt[0], evr=nxt[1])
    return plural("your hand keeps its {n} card: Stage {stage} costs {evr} EVR, and your EVP score is {score}",
                  "your hand keeps its {n} cards: Stage {stage} costs {evr} EVR, and your EVP score is {score}",
                  len(state.players[seat].hand), stage=nxt[0], evr=nxt[1], score=stats.evp_score(state, seat))


def _evolve(state: State, seat: int, action: str, card: str) -> dict:
    m = forecast.outcome(state, action)["monsters"][str(seat)]
    target = int(card) - 1
    return msg("your EVP score {score} pays {evr} EVR, and Stage {stage} has Attack {attack} and Health {health}",
               score=stats.evp_score(state, seat), evr=stats.evolution_cost(state, seat, target), stage=target + 1,
               attack=m["attack"], health=m["health"])


def _skip_evolve(state: State, seat: int, action: str, card: str) -> dict:
    if _next_stage(state, seat) is None:
        return msg("your monster has no stage left to grow into")
    s = state.players[seat].summoned
    return msg("evolving spends the whole EVP score ({score}) at once: kept, it builds towards Stage {stage}",
               score=stats.evp_score(state, seat), stage=len(content().monsters[state.card(s.uid)].stages))


def _augment(state: State, seat: int, action: str, card: str) -> dict:
    o = forecast.outcome(state, action)
    m = content().monsters[card]
    gives = augment_words(m.sword, m.shield)
    if o["battle"] is None:
        return msg("{card} gives {gives}", card=term("monster", card), gives=gives)
    said = msg("{card} gives {gives}, so {battle}", card=term("monster", card), gives=gives,
               battle=battle_words(state, o["battle"], seat))
    return _with_margin(state, seat, said, o["battle"], _fight_now(state))


def _with_margin(state: State, seat: int, said: dict, fight: dict, without: dict | None) -> dict:
    """A boost to a battle already won at the first blow, unless the defender responds: how much
    Shield their response would then need to save their monster, with the boost and without
    ("Gloom Stalker goes to Attack 11" on a battle won at 8 read as a power wasted)."""
    def needs(f: dict | None) -> int | None:
        if f is None or f["winner"] != seat or len(f["blows"]) != 1 or not f["open"] or f["attacker"] != seat:
            return None
        return f["blows"][0]["damage"] - state.players[f["defender"]].summoned.health + 1

    now, before = needs(fight), needs(without)
    if now is None or before is None or now <= before:
        return said
    return msg("{said}; their response would need {n} Shield to save {monster} ({before} without it)", said=said,
               n=now, before=before, monster=term("monster", state.card(state.players[fight["defender"]].summoned.uid)))


def _skip_augment(state: State, seat: int, action: str, card: str) -> dict:
    fight = _fight_now(state)
    if fight is None:
        return msg("with no monster to battle, an augment would be spent on nothing")
    return _keeping(state, seat, fight)


def _keeping(state: State, seat: int, fight: dict) -> dict:
    """Why a hand is kept rather than spent on an augment: the battle as it stands and, where
    it goes against `seat`, that no card in the hand would change who falls (a hint said "Let
    the battle begin. Why: ... you lose the battle", and the player asked why not augment)."""
    said = battle_words(state, fight, seat)
    augments = [a for a in _legal(state) if a.startswith("augment ")]
    if fight["winner"] == seat or not augments:
        return msg("as things stand: {battle}; your hand keeps its cards", battle=said)
    if all(_standing(forecast.outcome(state, a)["battle"], seat) <= _standing(fight, seat) for a in augments):
        return plural("the card in your hand would not change who falls ({battle}): keep it",
                      "no card in your hand would change who falls ({battle}): keep them", len(augments),
                      battle=said)
    return msg("as things stand: {battle}; your hand keeps its cards", battle=said)


def _standing(fight: dict | None, seat: int) -> int:
    """How a forecast battle ends for `seat`: 2 won, 1 nobody falls, 0 lost."""
    if fight is None or fight["winner"] is None:
        return 1
    return 2 if fight["winner"] == seat else 0


def _declare(state: State, seat: int, action: str, card: str) -> dict:
    fight = forecast.outcome(state, "battle")["battle"]
    said = battle_words(state, fight, seat)
    first, foe = fight["blows"][0], fight["defender"]
    if fight["winner"] != foe or not first["damage"]:
        return said
    return _lost_anyway(state, seat, foe, said, first)


def _lost_anyway(state: State, seat: int, foe: int, said: dict, blow: dict) -> dict:
    """A battle hinted though it is lost: the damage of the first blow stays (a monster's Health
    is remembered), and where the other side's own attack would win as surely, waiting saves
    nothing. ("you lose the battle", and nothing more, read as a hint gone wrong.)"""
    hurt = state.players[foe].summoned
    kept = msg("{monster} keeps the {damage} damage of your blow, Health {health} of {top}",
               monster=term("monster", state.card(hurt.uid)), damage=blow["damage"], health=blow["health"],
               top=stats.stage(state, foe).health)
    theirs = clone(state)
    theirs.current = foe
    if state.opponent(foe) == seat and forecast.fight(theirs, open_=False)["winner"] == foe:
        return msg("{battle}. Waiting saves nothing, as a battle they start ends the same way; battling now, {kept}",
                   battle=said, kept=kept)
    return msg("{battle}; battling now, {kept}", battle=said, kept=kept)


def _skip_declare(state: State, seat: int, action: str, card: str) -> dict:
    fight = _fight_now(state) if "battle" in _legal(state) else None
    if fight is None:
        return msg("their Summon Zone is empty: there is nothing to battle")
    return msg("a battle now would go: {battle}", battle=battle_words(state, fight, seat))


def _legal(state: State) -> list[str]:
    from .rules import RULES

    return RULES.legal_actions(state)


def _respond(state: State, seat: int, action: str, card: str) -> dict:
    """The battle with the response and, where it changes who falls, without it."""
    fight, without = forecast.outcome(state, action)["battle"], forecast.outcome(state, "done")["battle"]
    m = content().monsters[card]
    said = msg("{card} gives {gives}, so {battle}", card=term("monster", card), gives=augment_words(m.sword, m.shield),
               battle=battle_words(state, fight, seat))
    if _standing(fight, seat) > _standing(without, seat):
        return msg("{said}; without it, {battle}", said=said, battle=battle_words(state, without, seat))
    return said


def _done(state: State, seat: int, action: str, card: str) -> dict:
    return _keeping(state, seat, forecast.outcome(state, "done")["battle"])


def _power(state: State, seat: int, action: str) -> dict:
    """A hero's power or a monster's effect, ready now: what it changes, in numbers."""
    before, after = forecast.outcome(state, "skip"), forecast.outcome(state, action)
    changed = [msg("your EVP score goes from {before} to {after}", before=stats.evp_score(state, seat),
                   after=after["evp"])] if after["evp"] != stats.evp_score(state, seat) else []
    for s, m in after["monsters"].items():
        was = before["monsters"].get(s)
        if m and was and (m["attack"], m["shield"], m["health"]) != (was["attack"], was["shield"], was["health"]):
            changed.append(msg("{monster} goes to Attack {attack}, Shield {shield}, Health {health}",
                               monster=_monster(m), attack=m["attack"], shield=m["shield"], health=m["health"]))
    twin = clone(state)
    step(twin, action, [])
    drawn = len(twin.players[seat].hand) - len(state.players[seat].hand)
    if drawn > 0:
        changed.append(plural("it draws you {n} card", "it draws you {n} cards", drawn))
    what = msg("your hero's power is ready") if action == "hero" else msg("your monster's effect is ready")
    if not changed:  # a pierce, a discount: what it does, as its card words it
        changed = [_power_words(state, seat, action)]
    said = msg("{what}: {changes}", what=what, changes=changed[0] if len(changed) == 1 else
               msg("{first}; {then}", first=changed[0], then=changed[1]))
    if state.phase == "declare" and "battle" in _legal(state):
        return _with_margin(state, seat, said, forecast.fight(twin), _fight_now(state))
    return _for_a_later_battle(state, seat, said) if action == "hero" else said


def _power_words(state: State, seat: int, action: str) -> dict:
    p = state.players[seat]
    if action == "hero":
        active = content().heroes[p.hero].active
        return effect_words(active.do, active.amount, active.when)
    when = "response" if state.phase == "response" else "activated"
    e = next(e for e in content().monsters[state.card(p.summoned.uid)].effects if e.when == when)
    return effect_words(e.do, e.amount, e.when)


def _for_a_later_battle(state: State, seat: int, said: dict) -> dict:
    """A hero's boost used on a turn with no battle to fight (the other side has no monster
    out): the numbers count in the next battle, perhaps one the other side starts, and the
    power's rest starts now. Said so, because "goes to Attack 9" on a turn with nothing to
    attack read as a mistake to a player whose monster then fell to the other's attack."""
    active = content().heroes[state.players[seat].hero].active
    if state.players[state.opponent(seat)].summoned is not None or active.do not in ("attack", "shield", "pierce"):
        return said  # (a draw or a heal counts at once: "it draws you 2 cards. No battle this turn" read oddly)
    rest = active.cooldown
    return msg("{said}. No battle this turn: it counts in the next one, which they may start, and used now "
               "the power is ready again in {n} of your turns", said=said, n=rest)


REASONS = {
    ("summon", "summon"): _summon,
    ("evp", "evp"): _evp, ("evp", "skip"): _skip_evp,
    ("evolve", "evolve"): _evolve, ("evolve", "skip"): _skip_evolve,
    ("augment", "augment"): _augment, ("augment", "skip"): _skip_augment,
    ("declare", "battle"): _declare, ("declare", "skip"): _skip_declare,
    ("response", "augment"): _respond, ("response", "done"): _done,
}
