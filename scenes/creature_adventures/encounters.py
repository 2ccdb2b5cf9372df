"""The encounter cards: what a Shaman, the Thieves, a Warlord, the Colosseum, a player met on
the road, or a newly caught creature offers - with every chance written out.

`card_for(asked, view, seat, names)` reads the engine's decision (Match.decision: its choices
by verb and names, and its "about": what the Shaman would heal, the creature on offer) and the
view into a `Card`: a title, a picture, a few sentences and rows (a creature or a player, a
line about it, its buttons). `sheet.py` draws any Card and lays out its buttons, so each
encounter here is only its words and choices. Plain Python.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from engine import api

from ..i18n import _, ngettext
from . import odds
from .card_face import npc_stats
from .forecasts import shaman_gamble_tip, shaman_label
from .prompt import Button, action_of, with_verb
from .words import GAME, LIMITS, about, name_of, space_name, stats, term, titled

rules = api.rulebook(GAME)


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


def card_for(asked: dict, view: dict, seat: int, names) -> Card | None:
    """The card for the engine's decision `asked` (Match.decision), if it is an encounter."""
    builder = {"shaman": _shaman, "thieves": _thieves, "warlord": _warlord, "colosseum": _colosseum,
               "target": _target, "keep": _keep}.get(asked["kind"])
    return builder(asked, view, seat, names) if builder else None


def _npc_dict(c) -> dict:
    return {"name": c.name, "id": c.id, "card": "", "tier": c.tier, "hp": c.hp, "max_hp": c.hp, "attack": c.attack,
            "defense": c.defense, "ability": c.ability, "down": False}


def _shaman(asked: dict, view: dict, seat: int, names) -> Card:
    p = view["players"][seat]
    choices = asked["choices"]
    card = Card(_("The Shaman of {place}").format(place=space_name(p["pos"])), "shaman",
                [_("Free, once this visit. A sure heal of 50% of one creature's HP, or a gamble. "
                   "Any heal above nothing also revives a knocked-out creature."),
                 odds.shaman_one_text(), odds.shaman_all_text()])
    heals = asked["about"]["heals"]  # the engine's: what each choice heals
    for slot, c in enumerate(p["creatures"]):
        sure_action = action_of(choices, "shaman_sure", slot=slot)
        heal = heals[slot]
        sure = heal["sure"]
        buttons = [Button(shaman_label(sure), sure_action,
                          _("Heal {creature} by 50% of its maximum HP: +{hp} HP, to {to}/{most}.").format(
                              creature=name_of(c), hp=sure, to=c["hp"] + sure, most=c["max_hp"])),
                   Button(_("Gamble"), action_of(choices, "shaman_gamble", slot=slot),
                          shaman_gamble_tip(heal["gamble"], name_of(c), rules.SHAMAN_ONE.odds()))] if sure_action else []
        card.rows.append(Row(name_of(c), buttons, creature=c, note=stats(c) if sure_action else _("Unhurt: nothing to heal")))
    everyone = _(", ").join(_("{chance}% +{hp} HP in all").format(chance=chance, hp=sum(h["all"][o] for h in heals))
                            for o, chance in rules.SHAMAN_ALL.odds().items())
    on_all = action_of(choices, "shaman_all")
    card.footer = [Button(_("Gamble on all"), on_all, _("Gamble on all: {odds}.").format(odds=everyone), enabled=bool(on_all)),
                   Button(_("Leave"), action_of(choices, "leave"), _("Walk on without healing."), primary=not on_all)]
    return card


def _thieves(asked: dict, view: dict, seat: int, names) -> Card:
    p = view["players"][seat]
    base = api.catalog(GAME).thief_base
    card = Card(_("Thieves' den"), "thieves",
                [_("Stake 1 to {most} of your {bank} banked points, then roll for how many thieves come out. {odds}").format(
                    most=LIMITS["max_stake"], bank=p["bank"], odds=odds.thieves_text()),
                 ngettext("Each thief's creature: Attack {attack}, Defense {defense}, {hp} HP, plus {n} point (your "
                          "level). Beat them all: keep your stake and gain that much EXP on top. Lose: the stake is "
                          "gone and you go Home.",
                          "Each thief's creature: Attack {attack}, Defense {defense}, {hp} HP, plus {n} points (your "
                          "level). Beat them all: keep your stake and gain that much EXP on top. Lose: the stake is "
                          "gone and you go Home.", p["level"]).format(
                     attack=base.attack, defense=base.defense, hp=base.hp, n=p["level"])])
    for c in asked["choices"]:
        if c["verb"] == "decline":
            card.footer.append(Button(_("Decline"), c["action"], _("Keep your points and walk on.")))
        else:
            stake = c["names"]["stake"]
            card.footer.append(Button(_("Stake {n}").format(n=stake), c["action"], ngettext(
                "Risk {n} point; win it back with {n} EXP more.", "Risk {n} points; win it back with {n} EXP more.",
                stake).format(n=stake), primary=stake == 1))
    return card


def _warlord(asked: dict, view: dict, seat: int, names) -> Card:
    sigil = asked["about"]["sigil"]
    lord = api.catalog(GAME).warlords[sigil]
    card = Card(titled("warlord", sigil), f"warlord_{sigil}",
                [_("Holds the {sigil}: {does}").format(sigil=term("sigil", sigil), does=about("sigil", sigil)),
                 _("Beat every creature of theirs to take it. Lose (or forfeit) and you go Home, and any sigils you "
                   "hold return to their Warlords.")])
    for c in lord.creatures:
        card.rows.append(Row(term("creature", c.id), creature=_npc_dict(c), note=npc_stats(c)))
    card.footer = [Button(_("Leave"), action_of(asked["choices"], "leave"), _("Not today.")),
                   Button(_("Challenge"), action_of(asked["choices"], "challenge"),
                          _("Battle {warlord} for the sigil.").format(warlord=term("warlord", sigil)), primary=True)]
    return card


def _colosseum(asked: dict, view: dict, seat: int, names) -> Card:
    card = Card(_("The Emperor's Colosseum"), "colosseum",
                [_("{n} champions, one battle per turn; win them all in a row and you take the throne "
                   "(Domination). Meanwhile every other player is Vigilant (+{vigilance}% Attack and Defense) and may "
                   "challenge you by ending a move here.").format(n=LIMITS["champions"], vigilance=LIMITS["vigilance"])])
    for i, champ in enumerate(api.catalog(GAME).champions):
        team = _("; ").join(_("{creature}: {hp} HP, {attack} Atk, {defense} Def").format(
            creature=term("creature", c.id), hp=c.hp, attack=c.attack, defense=c.defense) for c in champ.creatures)
        card.rows.append(Row(_("{n}. {champion}").format(n=i + 1, champion=titled("champion", champ.id)),
                             creature=_npc_dict(champ.creatures[0]), note=team))
    card.footer = [Button(_("Leave"), action_of(asked["choices"], "leave"), _("Not yet.")),
                   Button(_("Enter"), action_of(asked["choices"], "enter"),
                          _("Begin the gauntlet now: the first champion at once."), primary=True)]
    return card


def _target(asked: dict, view: dict, seat: int, names) -> Card:
    optional = asked["about"]["optional"]
    text = (_("You are Vigilant: challenge the Colosseum's runner. Win and the sigils are yours.") if optional else
            _("Ending a move on another player's space starts a battle. Choose whom to attack."))
    card = Card(_("Challenge the runner?") if optional else _("A battle on the road"), "", [
        text, _("Whoever attacks is Exhausted and loses their next turn; a defender who wins gets Rally Cry. "
                "The loser goes Home and their sigils go to the victor.")])
    for c in with_verb(asked["choices"], "attack"):
        foe = c["names"]["seat"]
        q = view["players"][foe]
        alive = sum(1 for x in q["creatures"] if not x["down"])
        sigils = _(", ").join(term("sigil", s) for s in q["sigils"]) or _("no sigils")
        card.rows.append(Row(names.of(foe), [Button(_("Attack"), c["action"], _("Battle {player}.").format(
            player=names.of(foe)), primary=True)], seat=foe, note=ngettext(
            "Level {level}, {n} creature standing, {sigils}", "Level {level}, {n} creatures standing, {sigils}",
            alive).format(level=q["level"], n=alive, sigils=sigils)))
    leave = action_of(asked["choices"], "leave")
    if leave:
        card.footer.append(Button(_("Leave them be"), leave, _("No battle.")))
    return card


def _keep(asked: dict, view: dict, seat: int, names) -> Card:
    offer, more = asked["about"]["offer"], asked["about"]["more"]
    choices = asked["choices"]
    p = view["players"][seat]
    keep = action_of(choices, "keep")
    room = _("You have room: keep it, or release it into the wild.") + (
        " " + _("({n} more to decide after this one.)").format(n=more) if more else "")
    new = name_of(offer)
    card = Card(_("Keep {creature}?").format(creature=new), "", [
        room if keep else _("A creature joins at full HP with no points. You may hold three: to keep it now, one must "
                            "go (its points are lost; Sigil of Power points return to the sigil).")])
    if offer.get("ability"):
        card.text.append(_("{ability}: {does}").format(ability=term("ability", offer["ability"]),
                                                       does=about("ability", offer["ability"])))
    card.rows.append(Row(_("New: {creature}").format(creature=new), creature=offer, note=stats(offer)))
    for slot, c in enumerate(p["creatures"]):
        replace = action_of(choices, "replace", slot=slot)
        buttons = [Button(_("Replace"), replace, _("Release {old} and keep {new}.").format(
            old=name_of(c), new=new))] if replace else []
        card.rows.append(Row(_("Yours: {creature}").format(creature=name_of(c)), buttons, creature=c,
                             note=_points_note(c)))
    if keep:
        card.footer.append(Button(_("Keep it"), keep, _("{creature} joins your creatures.").format(
            creature=new), primary=True))
    card.footer.append(Button(_("Release"), action_of(choices, "release"),
                              _("Let {creature} go; it leaves the game.").format(creature=new)))
    return card


def _points_note(c: dict) -> str:
    """A creature's numbers, and the points spent on it: "10/10 HP, Attack 4, Defense 1 (2 points spent on it)"."""
    spent = sum(c["points"])
    return ngettext("{stats} ({n} point spent on it)", "{stats} ({n} points spent on it)", spent).format(
        stats=stats(c), n=spent) if spent else stats(c)


def creature_card(player: dict, slot: int, rows: list[tuple[str, list[Button]]]) -> Card:
    """Getting ready: the selected creature and what can be raised on it."""
    c = player["creatures"][slot]
    card = Card(_("Raise {creature}").format(creature=name_of(c)), "", [
        _("Points assigned stay for good; the Sigil of Power's points may be moved again next turn.")])
    card.rows.append(Row(name_of(c), creature=c, note=_points_note(c)))
    card.rows += [Row(label, buttons) for label, buttons in rows]
    card.footer = [Button(_("Done"), "cmd:cancel", _("Close this card (Esc)."))]
    return card
