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

from .words import outcome_short

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
    return (mine["name"] if mine else "yours"), (theirs["name"] if theirs else "theirs")


def _strike_effect(row: dict, striker: str, target: str) -> str:
    if row["outcome"] == "dodged":
        return f"{target} dodges: no damage (the Dodge is spent)"
    parts = []
    if row["to_target"]:
        parts.append(f"{target} takes {row['to_target']} " + _left(row["target_hp"]))
    if row["to_striker"]:
        parts.append(f"{striker} takes {row['to_striker']} " + _left(row["striker_hp"]))
    if not parts:
        return "no damage" if row["outcome"] != "counterstrike" else "equal Attack: no damage"
    text = "; ".join(parts)
    if row["ends"] == "won":
        text += ": you win the battle"
    elif row["ends"] == "lost":
        text += ": you lose the battle"
    return text


def _left(hp: int) -> str:
    return "(knocked out)" if hp <= 0 else f"({hp} HP left)"


def strike_lines(rows: list[dict], striker: str, target: str) -> list[Line]:
    return [Line(f"{r['percent']}%", outcome_short(r["outcome"]), _strike_effect(r, striker, target),
                 TONE.get(r["outcome"], 0.5) if not r["to_striker"] else 0.1) for r in rows]


def strike_summary(rows: list[dict]) -> str:
    """A Strike's damage in a few words: "hit 4, crit! 8 · counter: takes 4"."""
    dealt = [f"{outcome_short(r['outcome'])} {r['to_target']}" + (" KO" if r["target_hp"] <= 0 else "")
             for r in rows if r["to_target"]]
    taken = [f"{outcome_short(r['outcome'])}: takes {r['to_striker']}" for r in rows if r["to_striker"]]
    return "Strike: " + ", ".join(dealt) + (" \u00b7 " + ", ".join(taken) if taken else "")


def _reply_note(reply: dict | None, mine: str, theirs: str, when: str = "Then") -> str:
    """A wild creature's answer to anything but a Strike: "Then 40%: it strikes back, ..."."""
    if not reply:
        return ""
    hurt = f"{mine} takes {reply['damage']} " + _left(reply["hp"])
    return f"{when} {reply['percent']}%: {theirs} strikes back, {hurt}."


def for_choice(choice: dict, battle: dict, team: list[dict]) -> Forecast | None:
    """The box for a battle button, or a creature of `team` (the mover's) to switch to or open
    with - the engine's `choice` (its verb, the slot it names): None when there is nothing to tell."""
    told = battle.get("forecast") or {}
    me = battle["mover"]
    mine, theirs = fighter_names(battle, me)
    verb = choice["verb"]
    reply = _reply_note(told.get("reply"), mine, theirs)
    if verb in ("catch", "run"):
        reply = _reply_note(told.get("reply"), mine, theirs, "If it fails, then")
    if verb == "strike" and told.get("strike"):
        return Forecast(f"Strike: the d10 decides ({mine} against {theirs})", strike_lines(told["strike"], mine, theirs))
    if verb in ("meditate", "brace") and told.get("boost_attack" if verb == "meditate" else "boost_defense"):
        attr = "Attack" if verb == "meditate" else "Defense"
        rows = told["boost_attack" if verb == "meditate" else "boost_defense"]
        against = "for the next Strike" if verb == "meditate" else "against their next Strike"
        lines = [Line(f"{r['percent']}%", r["outcome"], f"{attr} {r['value']} {against}", _boost_tone(r["outcome"]))
                 for r in rows]
        return Forecast(f"{'Meditate' if verb == 'meditate' else 'Brace'}: raise {mine}'s {attr}", lines,
                        reply if verb == "meditate" else "")
    if verb == "dodge" and "dodge" in told:
        pct = told["dodge"]
        return Forecast(f"Dodge: {mine} tries to slip the next blow", [
            Line(f"{pct}%", "dodge", "their next Strike misses entirely", 1.0),
            Line(f"{100 - pct}%", "no", "their next Strike lands as usual", 0.0)])
    if verb == "catch" and "catch" in told:
        pct = told["catch"]
        need = battle.get("catch_need") or 11
        if not pct:
            return Forecast(f"Catch {theirs}", [Line("0%", "no", "at full strength it cannot be caught: weaken it first", 0.0)])
        return Forecast(f"Catch {theirs}: the d10 must show {need} or more", [
            Line(f"{pct}%", "caught", f"{theirs} is yours, and the battle is won", 1.0),
            Line(f"{100 - pct}%", "escapes", "it stays in the fight", 0.0)], reply)
    if verb == "run" and "run" in told:
        pct = told["run"]
        return Forecast("Run from the battle", [
            Line(f"{pct}%", "escape", "the battle ends; nothing won or lost", 0.7),
            Line(f"{100 - pct}%", "trapped", "the fight goes on", 0.0)], reply)
    if verb == "inner_peace" and told.get("peace"):
        peace = told["peace"]
        return Forecast("Inner Peace", [Line("100%", "heal", f"{peace['creature']} heals {peace['healed']} HP", 1.0)], reply)
    if verb in ("switch", "pick", "send_in"):
        slot = choice["names"]["slot"]
        c = told.get("creatures", {}).get(slot) or told.get("creatures", {}).get(str(slot))
        if not c:
            return None
        name = team[slot]["name"] if slot < len(team) else f"creature {slot + 1}"
        lines = strike_lines(c["strike"], name, theirs)
        note = _reply_note(c.get("reply"), name, theirs) if verb == "switch" else ""
        head = "Switch to" if verb == "switch" else "Open with"  # (a replacement opens, too)
        return Forecast(f"{head} {name}: its Strike against {theirs}", lines, note)
    return None


def _boost_tone(outcome: str) -> float:
    return {"+0%": 0.0, "+20%": 0.55, "+40%": 0.8, "+100%": 1.0}.get(outcome, 0.5)


def label(verb: str, base: str, battle: dict) -> str:
    """A battle button's label (the choice's `verb`) with the number that matters: "Catch 40%", "Run 50%"."""
    told = battle.get("forecast") or {}
    if verb == "catch" and "catch" in told:
        return f"{base} {told['catch']}%"
    if verb in ("run", "dodge") and verb in told:
        return f"{base} {told[verb]}%"
    if verb == "inner_peace" and told.get("peace"):
        return f"{base} +{told['peace']['healed']}"
    return base


def pick_line(battle: dict, slot: int) -> str:
    """Under a creature to pick or send in: what its Strike would do now (empty while unknown)."""
    c = (battle.get("forecast") or {}).get("creatures", {}).get(slot)
    return strike_summary(c["strike"]) if c and c.get("strike") else ""


def shaman_label(heal: int) -> str:
    return f"Sure +{heal} HP" if heal else "Sure 50%"


def shaman_gamble_tip(heals: dict[str, int], name: str, odds: dict[str, int]) -> str:
    """The Shaman's gamble on one creature, each outcome in HP."""
    parts = [f"{odds[o]}%: +{hp} HP" for o, hp in heals.items()]
    return f"Gamble on {name}: " + ", ".join(parts) + "."
