"""What cards and heroes do: drawing, and the effects vocabulary of docs/auganism-data.md.

`apply(state, seat, do, amount, ev)` carries out one effect for `seat`; `trigger(state, uid,
when, ev)` runs a card's effects of one timing (summon, evolve, battle, win, augment, evp) in
the order they are printed (ruling 21). Drawing lives here too, since effects draw: the cards
drawn are told only to their drawer ("visible_to"), everyone else hears how many.
"""
from __future__ import annotations

from ...core.choices import choice
from ...core.messages import listing, msg, plural, term, typed
from .content import content
from .state import State, owner


def draw(state: State, seat: int, count: int, ev: list[dict]) -> list[str]:
    """Draw up to `count` cards; an empty deck gives nothing and costs nothing (ruling 24)."""
    p = state.players[seat]
    drawn = []
    for _ in range(count):
        uid = p.deck.draw()
        if uid is None:
            break
        p.hand.append(uid)
        drawn.append(uid)
    state.drawn += len(drawn)
    if drawn:
        ev.append({"type": "draw", "seat": seat, "cards": [state.card(u) for u in drawn], "uids": drawn,
                   "deck": len(p.deck), "visible_to": [seat]})
    ev.append({"type": "draws", "seat": seat, "count": len(drawn), "deck": len(p.deck)})
    return drawn


def heal(state: State, seat: int, amount: int, ev: list[dict], regenerate: bool = False, by: dict | None = None) -> None:
    """Health back to the seat's monster, never above the stage's (`regenerate`: the hero's
    passive, at a turn's start; `by`: the card or hero whose effect it is, for its result)."""
    s = state.players[seat].summoned
    top = content().monsters[state.card(s.uid)].stages[s.stage].health
    gained = max(0, min(top, s.health + amount) - s.health)
    s.health += gained
    ev.append({"type": "heal", "seat": seat, "amount": gained, "health": s.health,
               "monster": state.monster(seat), "regenerate": regenerate, "before": s.health - gained, "top": top,
               **(by or {})})


def wound(state: State, seat: int, amount: int, ev: list[dict], by: dict | None = None) -> None:
    """Health off the opposing monster, never below 1: only a battle defeats a monster. The event
    says what the effect asked (`wanted`) and who dealt it (`by`), for its result."""
    target = state.opponent(seat)
    s = state.players[target].summoned
    lost = max(0, min(amount, s.health - 1))
    s.health -= lost
    if lost:
        state.hurt = True
    ev.append({"type": "wound", "seat": target, "amount": lost, "health": s.health, "monster": state.monster(target),
               "before": s.health + lost, "wanted": amount, **(by or {})})


def recover(state: State, seat: int, amount: int, ev: list[dict]) -> None:
    """The last cards put in the graveyard come back to the hand (only the seat's own cards)."""
    p = state.players[seat]
    back = []
    for _ in range(amount):
        if not p.graveyard:
            break
        back.append(p.graveyard.pop())
    p.hand += back
    ev.append({"type": "recover", "seat": seat, "cards": [state.card(u) for u in back], "uids": back})


def carry_out(state: State, seat: int, said: dict, do: str, amount: int, ev: list[dict]) -> None:
    """An effect of a card or a hero for `seat`: told (`said`: its event, the "effect" or "hero"
    it comes from), then done - unless it has no monster to act on (`idle`): then it is told as
    doing nothing, and not done. The story words an idle effect by what is missing, never by
    what it would have done to a monster that is not there."""
    missing = idle(state, seat, do)
    ev.append({**said, "seat": seat, "do": do, "amount": amount, "idle": missing})
    if not missing:
        by = {key: said[key] for key in ("card", "hero") if key in said}
        apply(state, seat, do, amount, ev, by)


def apply(state: State, seat: int, do: str, amount: int, ev: list[dict], by: dict) -> None:
    """One effect done for `seat`, on monsters that are there (`carry_out` checks); `by` names
    the card or hero whose effect it is ({"card": id} or {"hero": id})."""
    p = state.players[seat]
    s = p.summoned
    if do == "draw":
        draw(state, seat, amount, ev)
    elif do == "heal":
        heal(state, seat, amount, ev, by=by)
    elif do == "wound":
        wound(state, seat, amount, ev, by=by)
    elif do == "recover":
        recover(state, seat, amount, ev)
    elif do == "evp":
        p.evp_bonus += amount
        ev.append({"type": "evp_bonus", "seat": seat, "amount": amount})
    elif do == "discount":
        p.discount += amount
        ev.append({"type": "discount", "seat": seat, "amount": amount})
    else:  # attack, shield, pierce: promised to the monster's next (or current) battle
        if do == "attack":
            s.attack_boost += amount
        elif do == "shield":
            s.shield_boost += amount
        elif do == "pierce":
            s.pierce = True
        else:
            raise ValueError(f"unknown effect {do!r}")
        ev.append({"type": "boost", "seat": seat, "kind": do, "amount": amount, "monster": state.monster(seat),
                   "now": state.phase == "response"})  # for the battle declared (else the next)


def trigger(state: State, uid: str, when: str, ev: list[dict], seat: int | None = None) -> None:
    """Run the card's effects of this timing, for `seat` (default: whoever controls it now)."""
    card = content().monsters[state.card(uid)]
    who = owner(uid) if seat is None else seat
    for e in card.effects:
        if e.when == when:
            said = {"type": "effect", "card": card.id, "when": when, "monster": state.monster(who)}
            carry_out(state, who, said, e.do, e.amount, ev)


def use_hero(state: State, seat: int, ev: list[dict]) -> None:
    """The hero's active effect, then its cooldown (ruling 22: counted in the owner's turns)."""
    p = state.players[seat]
    hero = content().heroes[p.hero]
    p.hero_wait = hero.active.cooldown
    p.used.append("hero")
    said = {"type": "hero", "hero": hero.id, "when": hero.active.when, "cooldown": hero.active.cooldown}
    carry_out(state, seat, said, hero.active.do, hero.active.amount, ev)


def idle(state: State, seat: int, do: str) -> bool:
    """Would the effect do nothing, for want of a monster to act on (its own, or the opposing one)?"""
    if do in ("attack", "shield", "pierce", "heal"):
        return state.players[seat].summoned is None
    if do == "wound":
        return state.players[state.opponent(seat)].summoned is None
    return False


def futile(state: State, seat: int, do: str) -> bool:
    """Would the effect change nothing now - idle, or a heal at full Health, a wound on a monster
    at 1 (never below), a draw from an empty deck, a recovery from an empty graveyard? Used so,
    a hero's power is spent for its whole rest (the computer used the Warlord's +3 Attack before
    it had a monster, and a hint said to)."""
    p = state.players[seat]
    if idle(state, seat, do):
        return True
    if do == "heal":
        return p.summoned.health >= content().monsters[state.card(p.summoned.uid)].stages[p.summoned.stage].health
    if do == "wound":
        return state.players[state.opponent(seat)].summoned.health <= 1
    if do == "draw":
        return not p.deck.pile
    if do == "recover":
        return not p.graveyard
    return False


def power_futile(state: State, seat: int, action: str) -> bool:
    """Would "hero" or "use" change nothing now: every effect it does (the hero's power, or the
    summoned monster's effects of this timing - in a response its response ones) `futile`?"""
    p = state.players[seat]
    if action == "hero":
        dos = [content().heroes[p.hero].active.do]
    else:
        when = "response" if state.phase == "response" else "activated"
        dos = [e.do for e in content().monsters[state.card(p.summoned.uid)].effects if e.when == when]
    return all(futile(state, seat, do) for do in dos)


def use_card(state: State, seat: int, when: str, ev: list[dict]) -> None:
    """The summoned monster's activated (or response) effect, once a turn."""
    s = state.players[seat].summoned
    state.players[seat].used.append(s.uid)
    trigger(state, s.uid, when, ev, seat)


def describe_hero(state: State, seat: int, action: str) -> dict:
    """"hero": the hero's power, as the table's button names it ("The Alchemist's power"), with
    what it does; it costs the cooldown the hero then rests (ruling 22)."""
    hero = content().heroes[state.players[seat].hero]
    what = effect_words(hero.active.do, hero.active.amount, hero.active.when)
    said = msg("Use {hero}'s power: {effect}", hero=term("hero", hero.id), effect=what)
    if power_futile(state, seat, action):  # the rules allow it; the button's words warn
        said = plural("{said}. Now it would change nothing, and the power would rest {n} turn",
                      "{said}. Now it would change nothing, and the power would rest {n} turns",
                      hero.active.cooldown, said=said)
    return choice(action, "use_hero", said, {"hero": hero.id}, {"cooldown": hero.active.cooldown})


def describe_use(state: State, seat: int, action: str) -> dict:
    """"use": the summoned monster's activated effect (its response effect when attacked)."""
    card = content().monsters[state.card(state.players[seat].summoned.uid)]
    when = "response" if state.phase == "response" else "activated"
    what = listing([effect_words(e.do, e.amount, e.when) for e in card.effects if e.when == when])
    said = msg("Use {card}'s effect: {effect}", card=term("monster", card.id), effect=what)
    if power_futile(state, seat, action):
        said = msg("{said}. Now it would change nothing, and it is spent for this turn", said=said)
    return choice(action, "use_monster", said, {"monster": card.id})


def timing_words(when: str) -> dict:
    """An effect's timing (content.WHENS) as a card prints it before what the effect does."""
    return {
        "summon": msg("When summoned"),
        "evolve": msg("When it evolves"),
        "battle": msg("At the start of each battle"),
        "win": msg("When it wins a battle"),
        "augment": msg("When placed as an augment"),
        "evp": msg("When placed in your EVP Zone"),
        "activated": msg("Activated"),
    }.get(when, msg("Response"))  # content.WHENS has no other


def effect_line(effect) -> dict:
    """A card's or a hero's effect as printed: "When summoned: draw 1 card"."""
    return msg("{when}: {effect}", when=timing_words(effect.when),
               effect=effect_words(effect.do, effect.amount, effect.when))


def stage_words(stage: int, total: int) -> dict:
    """"Stage 2 of 3" (stages counted from 1, as printed)."""
    return msg("Stage {stage} of {total}", stage=stage, total=total)


def augment_words(sword: int, shield: int) -> dict:
    """What a card gives as an augment: "+1 Sword, +3 Shield" (or "no Sword or Shield")."""
    if sword and shield:
        return msg("+{sword} Sword, +{shield} Shield", sword=sword, shield=shield)
    if sword or shield:
        return msg("+{sword} Sword", sword=sword) if sword else msg("+{shield} Shield", shield=shield)
    return msg("no Sword or Shield")


def deck_words(deck: dict) -> dict:
    """A deck as an event names it: a ready-made one by id, a player's own by the name it was given."""
    if "id" in deck:
        return term("deck", deck["id"])
    return typed(deck["name"]) if deck.get("name") else msg("a deck of their own")


def passive_words(passive) -> dict:
    """A hero's always-on effect (content.PASSIVES): "every evolution needs 1 EVR less"."""
    n, kind = passive.amount, passive.kind
    if kind == "evp_bonus":
        return msg("+{n} EVP on your EVP score while your EVP Zone holds a card", n=n)
    if kind == "sword_bonus":
        return msg("+{n} Attack in every battle", n=n)
    if kind == "shield_bonus":
        return msg("+{n} Shield in every battle", n=n)
    if kind == "empty_hand_draw":
        return msg("with an empty hand, draw {n} cards instead of 2", n=2 + n)
    if kind == "regenerate":
        return msg("heal your monster by {n} at the start of each of your turns", n=n)
    if kind == "evr_discount":
        return msg("every evolution needs {n} EVR less (never below 1)", n=n)
    return msg("your {family} monsters have +{n} Attack in every battle", n=n,
               family=term("family", passive.family or ""))  # family_attack


def effect_words(do: str, amount: int, when: str) -> dict:
    """What an effect does, as a message (the cards word it the same way): Attack, Shield and
    pierce wait for the next battle unless they come at or during one."""
    now = when in ("battle", "response")
    if do == "draw":
        return plural("draw {n} card", "draw {n} cards", amount)
    if do == "heal":
        return msg("heal your monster by {n}", n=amount)
    if do == "wound":
        return msg("wound the opposing monster for {n}", n=amount)
    if do == "attack":
        return msg("+{n} Attack", n=amount) if now else msg("+{n} Attack in its next battle", n=amount)
    if do == "shield":
        return msg("+{n} Shield", n=amount) if now else msg("+{n} Shield in its next battle", n=amount)
    if do == "pierce":
        return msg("pierce (the opposing Shield counts as 0)") if now else \
            msg("pierce (the opposing Shield counts as 0 in its next battle)")
    if do == "evp":
        return msg("+{n} EVP towards your next evolution", n=amount)
    if do == "recover":
        return plural("recover the last card put in your graveyard", "recover the last {n} cards put in your graveyard",
                      amount)
    return msg("discount your next evolution by {n} EVR", n=amount)  # content.DOS has no other


def hero_ready(state: State, seat: int, when: str) -> bool:
    p = state.players[seat]
    hero = content().heroes[p.hero]
    return hero.active.when == when and p.hero_wait == 0 and "hero" not in p.used


def card_ready(state: State, seat: int, when: str) -> bool:
    p = state.players[seat]
    s = p.summoned
    if s is None or s.uid in p.used:
        return False
    return any(e.when == when for e in content().monsters[state.card(s.uid)].effects)
