"""What a battle choice will do, in words, before it is clicked.

The engine works out every choice of the side to move (`view["battle"]["forecast"]`, from
engine/games/creature_adventures/forecast.py, with the battle's own rules: damage after
Defense, abilities, Fortify's shield, a wild creature's answer). Here that becomes what the
table shows: a `Forecast` (a title and one `Line` per outcome: its chance, the outcome, what
it does) for the box over the button or creature pointed at, a short line for a creature
to pick, and the key number on a button's label ("Catch 40%"). A choice is known by the engine's
description of it (Match.decision): its verb and the creature it names. Plain Python.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from ..i18n import _
from .words import name_of, outcome_short, term

TONE = {"miss": 0.0, "unmitigated": 0.8, "deflected": 0.6, "counterstrike": 0.15, "critical": 1.0, "dodged": 0.5,
        "good": 1.0, "bad": 0.0, "mid": 0.5}


@dataclass
class Line:
    share: str  # "40%"
    outcome: str  # "hit", "+20%", "caught"
    effect: str  # "Gale Sparrow takes 4 (6 HP left)"
    tone: float = 0.5  # 0 bad for the chooser ... 1 good (the chip's colour, as on the wheel)


@dataclass
class Forecast:
    title: str
    lines: list[Line] = field(default_factory=list)
    note: str = ""  # a line under the outcomes (a wild creature's answer)


def fighter_names(battle: dict, me: int) -> tuple[str, str]:
    sides = battle["sides"]
    mine, theirs = sides[me].get("fighter"), sides[1 - me].get("fighter")
    return (name_of(mine) if mine else _("yours")), (name_of(theirs) if theirs else _("theirs"))


def percent(n: int) -> str:
    return f"{n}%"  # a number, no words


def _left(hp: int) -> str:
    return _("(knocked out)") if hp <= 0 else _("({hp} HP left)").format(hp=hp)


def _strike_effect(row: dict, striker: str, target: str) -> str:
    if row["outcome"] == "dodged":
        return _("{target} dodges: no damage (the Dodge is spent)").format(target=target)
    hit = _("{target} takes {damage} {left}").format(target=target, damage=row["to_target"], left=_left(row["target_hp"]))
    back = _("{striker} takes {damage} {left}").format(striker=striker, damage=row["to_striker"],
                                                       left=_left(row["striker_hp"]))
    if not row["to_target"] and not row["to_striker"]:
        return _("no damage") if row["outcome"] != "counterstrike" else _("equal Attack: no damage")
    text = _("{hit}; {back}").format(hit=hit, back=back) if row["to_target"] and row["to_striker"] else \
        hit if row["to_target"] else back
    if row["ends"] in ("won", "lost"):
        return (_("{effect}: you win the battle") if row["ends"] == "won" else _("{effect}: you lose the battle")).format(
            effect=text)
    return text


def strike_lines(rows: list[dict], striker: str, target: str) -> list[Line]:
    return [Line(percent(r["percent"]), outcome_short(r["outcome"]), _strike_effect(r, striker, target),
                 TONE.get(r["outcome"], 0.5) if not r["to_striker"] else 0.1) for r in rows]


def strike_summary(rows: list[dict]) -> str:
    """A Strike's damage in a few words: "hit 4, crit! 8 · counter: takes 4"."""
    dealt = [(_("{outcome} {damage} KO") if r["target_hp"] <= 0 else _("{outcome} {damage}")).format(
        outcome=outcome_short(r["outcome"]), damage=r["to_target"]) for r in rows if r["to_target"]]
    taken = [_("{outcome}: takes {damage}").format(outcome=outcome_short(r["outcome"]), damage=r["to_striker"])
             for r in rows if r["to_striker"]]
    text = _("Strike: {dealt}").format(dealt=_(", ").join(dealt))
    return text + " \u00b7 " + _(", ").join(taken) if taken else text


def _reply_note(reply: dict | None, mine: str, theirs: str, failing: bool = False) -> str:
    """A wild creature's answer to anything but a Strike: "Then 40%: it strikes back, ..."."""
    if not reply:
        return ""
    note = _("If it fails, then {percent}%: {foe} strikes back, {mine} takes {damage} {left}.") if failing else \
        _("Then {percent}%: {foe} strikes back, {mine} takes {damage} {left}.")
    return note.format(percent=reply["percent"], foe=theirs, mine=mine, damage=reply["damage"], left=_left(reply["hp"]))


def _odds(pct: int, good: str, good_does: str, bad: str, bad_does: str, tone: float = 1.0) -> list[Line]:
    """A chance and its miss: two lines."""
    return [Line(percent(pct), good, good_does, tone), Line(percent(100 - pct), bad, bad_does, 0.0)]


def for_choice(choice: dict, battle: dict, team: list[dict]) -> Forecast | None:
    """The box for a battle button, or a creature of `team` (the mover's) to switch to or open
    with - the engine's `choice` (its verb, the slot it names): None when there is nothing to tell."""
    told = battle.get("forecast") or {}
    mine, theirs = fighter_names(battle, battle["mover"])
    verb = choice["verb"]
    reply = _reply_note(told.get("reply"), mine, theirs, failing=verb in ("catch", "run"))
    if verb == "strike" and told.get("strike"):
        return Forecast(_("Strike: the d10 decides ({mine} against {theirs})").format(mine=mine, theirs=theirs),
                        strike_lines(told["strike"], mine, theirs))
    if verb in ("meditate", "brace") and told.get("boost_attack" if verb == "meditate" else "boost_defense"):
        rows = told["boost_attack" if verb == "meditate" else "boost_defense"]
        does = _("Attack {value} for the next Strike") if verb == "meditate" else \
            _("Defense {value} against their next Strike")
        lines = [Line(percent(r["percent"]), r["outcome"], does.format(value=r["value"]),
                      _boost_tone(r["outcome"])) for r in rows]
        if verb == "meditate":
            return Forecast(_("Meditate: raise {creature}'s Attack").format(creature=mine), lines, reply)
        return Forecast(_("Brace: raise {creature}'s Defense").format(creature=mine), lines)
    if verb == "dodge" and "dodge" in told:
        return Forecast(_("Dodge: {creature} tries to slip the next blow").format(creature=mine), _odds(
            told["dodge"], _("dodge"), _("their next Strike misses entirely"), _("no"),
            _("their next Strike lands as usual")))
    if verb == "catch" and "catch" in told:
        if not told["catch"]:
            return Forecast(_("Catch {foe}").format(foe=theirs), [
                Line(percent(0), _("no"), _("at full strength it cannot be caught: weaken it first"), 0.0)])
        return Forecast(_("Catch {foe}: the d10 must show {need} or more").format(
            foe=theirs, need=battle.get("catch_need") or 11), _odds(
            told["catch"], _("caught"), _("{foe} is yours, and the battle is won").format(foe=theirs), _("escapes"),
            _("it stays in the fight")), reply)
    if verb == "run" and "run" in told:
        return Forecast(_("Run from the battle"), _odds(told["run"], _("escape"), _("the battle ends; nothing won or lost"),
                                                        _("trapped"), _("the fight goes on"), 0.7), reply)
    if verb == "inner_peace" and told.get("peace"):
        peace = told["peace"]
        return Forecast(_("Inner Peace"), [Line(
            percent(100), _("heal"), _("{creature} heals {hp} HP").format(
                creature=term("creature", peace["id"]), hp=peace["healed"]), 1.0)], reply)
    if verb in ("switch", "pick", "send_in"):
        slot = choice["names"]["slot"]
        c = told.get("creatures", {}).get(str(slot))
        if not c:
            return None
        name = name_of(team[slot]) if slot < len(team) else _("creature {n}").format(n=slot + 1)
        lines = strike_lines(c["strike"], name, theirs)
        note = _reply_note(c.get("reply"), name, theirs) if verb == "switch" else ""
        head = _("Switch to {creature}: its Strike against {foe}") if verb == "switch" else \
            _("Open with {creature}: its Strike against {foe}")  # (a replacement opens, too)
        return Forecast(head.format(creature=name, foe=theirs), lines, note)
    return None


def _boost_tone(outcome: str) -> float:
    return {"+0%": 0.0, "+20%": 0.55, "+40%": 0.8, "+100%": 1.0}.get(outcome, 0.5)


def label(verb: str, base: str, battle: dict) -> str:
    """A battle button's label (the choice's `verb`) with the number that matters: "Catch 40%", "Run 50%"."""
    told = battle.get("forecast") or {}
    if verb in ("catch", "run", "dodge") and verb in told:
        return _("{action} {n}%").format(action=base, n=told[verb])
    if verb == "inner_peace" and told.get("peace"):
        return _("{action} +{n}").format(action=base, n=told["peace"]["healed"])
    return base


def pick_line(battle: dict, slot: int) -> str:
    """Under a creature to pick or send in: what its Strike would do now (empty while unknown)."""
    c = (battle.get("forecast") or {}).get("creatures", {}).get(str(slot))
    return strike_summary(c["strike"]) if c and c.get("strike") else ""


def shaman_label(heal: int) -> str:
    return _("Sure +{hp} HP").format(hp=heal) if heal else _("Sure 50%")


def shaman_gamble_tip(heals: dict[str, int], name: str, odds: dict[str, int]) -> str:
    """The Shaman's gamble on one creature, each outcome in HP."""
    parts = [_("{chance}%: +{hp} HP").format(chance=odds[o], hp=hp) for o, hp in heals.items()]
    return _("Gamble on {creature}: {odds}.").format(creature=name, odds=_(", ").join(parts))
