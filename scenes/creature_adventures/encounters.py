"""The encounter cards: what a Shaman, the Thieves, a Warlord, the Colosseum, a player met on
the road, or a newly caught creature offers - with every chance written out.

`card_for(view, legal, seat, names)` reads the view and the legal actions into a `Card`: a
title, a picture, a few sentences and rows (a creature or a player, a line about it, its
buttons). `sheet.py` draws any Card and lays out its buttons, so each encounter here is only
its words and choices. Plain Python.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import api

from . import odds
from .forecasts import shaman_gamble_tip, shaman_label
from .prompt import Button
from .words import ABILITY_NAMES, ABILITY_TEXT, SIGIL_NAMES, SIGIL_TEXT, space_name

rules = api.rulebook("creature_adventures")


@dataclass
class Row:
    text: str
    buttons: list[Button] = field(default_factory=list)
    creature: dict | None = None  # a portrait at the row's start
    npc_kind: str = ""  # for an NPC creature's picture
    seat: int | None = None  # a pawn at the row's start
    note: str = ""  # a smaller second line


@dataclass
class Card:
    title: str
    picture: str = ""  # a space picture: shaman, thieves, warlord_power, colosseum, ...
    text: list[str] = field(default_factory=list)
    rows: list[Row] = field(default_factory=list)
    footer: list[Button] = field(default_factory=list)

    def actions(self) -> list[str]:
        return [b.action for r in self.rows for b in r.buttons if b.enabled] + [b.action for b in self.footer if b.enabled]


def card_for(view: dict, legal: list[str], seat: int, names) -> Card | None:
    builder = {"shaman": _shaman, "thieves": _thieves, "warlord": _warlord, "colosseum": _colosseum,
               "target": _target, "keep": _keep}.get(view["phase"])
    return builder(view, legal, seat, names) if builder else None


def _stats(c: dict) -> str:
    ability = f", {ABILITY_NAMES.get(c['ability'], c['ability'])}" if c.get("ability") else ""
    return f"{max(0, c['hp'])}/{c['max_hp']} HP, Attack {c['attack']}, Defense {c['defense']}{ability}"


def _npc_stats(c) -> str:
    ability = f", {ABILITY_NAMES.get(c.ability, c.ability)}" if c.ability else ""
    return f"{c.hp} HP, Attack {c.attack}, Defense {c.defense}{ability}"


def _npc_dict(c) -> dict:
    return {"name": c.name, "card": "", "tier": c.tier, "hp": c.hp, "max_hp": c.hp, "attack": c.attack,
            "defense": c.defense, "ability": c.ability, "down": False}


def _shaman(view: dict, legal: list[str], seat: int, names) -> Card:
    p = view["players"][seat]
    card = Card(f"The Shaman of {space_name(p['pos'])}", "shaman",
                ["Free, once this visit. A sure heal of 50% of one creature's HP, or a gamble. "
                 "Any heal above nothing also revives a knocked-out creature.",
                 odds.shaman_one_text(), odds.shaman_all_text()])
    heals = view["pending"].get("heals") or [{} for _ in p["creatures"]]  # the engine's: what each choice heals
    for slot, c in enumerate(p["creatures"]):
        n = slot + 1
        hurt = f"shaman sure {n}" in legal
        heal = heals[slot]
        sure = heal.get("sure", 0)
        buttons = [Button(shaman_label(sure), f"shaman sure {n}",
                          f"Heal {c['name']} by 50% of its maximum HP: +{sure} HP, to {c['hp'] + sure}/{c['max_hp']}."),
                   Button("Gamble", f"shaman gamble {n}",
                          shaman_gamble_tip(heal.get("gamble", {}), c["name"], rules.SHAMAN_ONE.odds()))] if hurt else []
        card.rows.append(Row(c["name"], buttons, creature=c, note=_stats(c) if hurt else "Unhurt: nothing to heal"))
    everyone = ", ".join(f"{odds_of}% +{sum(h.get('all', {}).get(o, 0) for h in heals)} HP in all"
                         for o, odds_of in rules.SHAMAN_ALL.odds().items())
    card.footer = [Button("Gamble on all", "shaman all", f"Gamble on all: {everyone}.", enabled="shaman all" in legal),
                   Button("Leave", "leave", "Walk on without healing.", primary="shaman all" not in legal)]
    return card


def _thieves(view: dict, legal: list[str], seat: int, names) -> Card:
    p = view["players"][seat]
    base = api.catalog("creature_adventures").thief_base
    card = Card("Thieves' den", "thieves",
                [f"Stake 1 to 3 of your {p['bank']} banked points, then roll for how many thieves come out. "
                 + odds.thieves_text(),
                 f"Each thief's creature: Attack {base.attack}, Defense {base.defense}, {base.hp} HP, plus "
                 f"{p['level']} point{'s' if p['level'] != 1 else ''} (your level). Beat them all: keep your stake "
                 "and gain that much EXP on top. Lose: the stake is gone and you go Home."])
    for a in legal:
        stake = int(a.split()[1])
        if stake == 0:
            card.footer.append(Button("Decline", a, "Keep your points and walk on."))
        else:
            card.footer.append(Button(f"Stake {stake}", a, f"Risk {stake} point{'s' if stake > 1 else ''}; "
                                      f"win it back with {stake} EXP more.", primary=stake == 1))
    return card


def _warlord(view: dict, legal: list[str], seat: int, names) -> Card:
    sigil = view["pending"]["sigil"]
    lord = api.catalog("creature_adventures").warlords[sigil]
    card = Card(lord.name, f"warlord_{sigil}",
                [f"Holds the {SIGIL_NAMES[sigil]}: {SIGIL_TEXT[sigil]}",
                 "Beat every creature of theirs to take it. Lose (or forfeit) and you go Home, and any sigils you "
                 "hold return to their Warlords."])
    for c in lord.creatures:
        card.rows.append(Row(c.name, creature=_npc_dict(c), note=_npc_stats(c)))
    card.footer = [Button("Leave", "leave", "Not today."),
                   Button("Challenge", "challenge", f"Battle {lord.name.split(',')[0]} for the sigil.", primary=True)]
    return card


def _colosseum(view: dict, legal: list[str], seat: int, names) -> Card:
    card = Card("The Emperor's Colosseum", "colosseum",
                ["Three champions, one battle per turn; win all three in a row and you take the throne "
                 "(Domination). Meanwhile every other player is Vigilant (+20% Attack and Defense) and may "
                 "challenge you by ending a move here."])
    for i, champ in enumerate(api.catalog("creature_adventures").champions):
        team = "; ".join(f"{c.name}: {c.hp} HP, {c.attack} Atk, {c.defense} Def" for c in champ.creatures)
        card.rows.append(Row(f"{i + 1}. {champ.name}", creature=_npc_dict(champ.creatures[0]), note=team))
    card.footer = [Button("Leave", "leave", "Not yet."),
                   Button("Enter", "enter", "Begin the gauntlet now: the first champion at once.", primary=True)]
    return card


def _target(view: dict, legal: list[str], seat: int, names) -> Card:
    optional = view["pending"].get("optional")
    text = ("You are Vigilant: challenge the Colosseum's runner. Win and the sigils are yours." if optional else
            "Ending a move on another player's space starts a battle. Choose whom to attack.")
    card = Card("A battle on the road" if not optional else "Challenge the runner?", "", [
        text, "Whoever attacks is Exhausted and loses their next turn; a defender who wins gets Rally Cry. "
              "The loser goes Home and their sigils go to the victor."])
    for a in legal:
        if not a.startswith("attack "):
            continue
        foe = int(a.split()[1]) - 1
        q = view["players"][foe]
        alive = sum(1 for c in q["creatures"] if not c["down"])
        sigils = ", ".join(SIGIL_NAMES[s] for s in q["sigils"]) or "no sigils"
        card.rows.append(Row(names.of(foe), [Button("Attack", a, f"Battle {names.of(foe)}.", primary=True)], seat=foe,
                             note=f"Level {q['level']}, {alive} creature{'s' if alive != 1 else ''} standing, {sigils}"))
    if "leave" in legal:
        card.footer.append(Button("Leave them be", "leave", "No battle."))
    return card


def _keep(view: dict, legal: list[str], seat: int, names) -> Card:
    offer = view["pending"]["offers"][0]
    p = view["players"][seat]
    more = len(view["pending"]["offers"]) - 1
    card = Card(f"Keep {offer['name']}?", "", [
        "A creature joins at full HP with no points. You may hold three: to keep it now, one must go "
        "(its points are lost; Sigil of Power points return to the sigil)." if "keep" not in legal else
        "You have room: keep it, or release it into the wild."
        + (f" ({more} more to decide after this one.)" if more else "")])
    if offer.get("ability") in ABILITY_TEXT:
        card.text.append(f"{ABILITY_NAMES[offer['ability']]}: {ABILITY_TEXT[offer['ability']]}")
    card.rows.append(Row(f"New: {offer['name']}", creature=offer, note=_stats(offer)))
    for slot, c in enumerate(p["creatures"]):
        action = f"keep {slot + 1}"
        buttons = [Button("Replace", action, f"Release {c['name']} and keep {offer['name']}.")] if action in legal else []
        card.rows.append(Row(f"Yours: {c['name']}", buttons, creature=c, note=_stats(c) + _points_note(c)))
    if "keep" in legal:
        card.footer.append(Button("Keep it", "keep", f"{offer['name']} joins your creatures.", primary=True))
    card.footer.append(Button("Release", "release", f"Let {offer['name']} go; it leaves the game."))
    return card


def _points_note(c: dict) -> str:
    spent = sum(c["points"])
    return f" ({spent} point{'s' if spent != 1 else ''} spent on it)" if spent else ""


def creature_card(player: dict, slot: int, rows: list[tuple[str, list[Button]]]) -> Card:
    """Getting ready: the selected creature and what can be raised on it."""
    c = player["creatures"][slot]
    card = Card(f"Raise {c['name']}", "", ["Points assigned stay for good; the Sigil of Power's may be moved again "
                                           "next turn."])
    card.rows.append(Row(c["name"], creature=c, note=_stats(c) + _points_note(c)))
    card.rows += [Row(label, buttons) for label, buttons in rows]
    card.footer = [Button("Done", "cmd:cancel", "Close this card (Esc).")]
    return card
