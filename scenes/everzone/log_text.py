"""Every EverZone engine event as a sentence for the game log, with every card, seat and number in it.

`LogWriter(names, me=None).line(event)` turns one event into a `LogLine` (text, colour, bold) or
None; the dispatching is every game's (widgets/log_lines.py), the sentences are here. Lines about
a seat are tinted in its colour; the turning points (a battle begins, an army destroyed, a leader
fallen, an alliance, a third surrender, an elimination, the end) are bold.

Private events (those with "visible_to": a seat's own secret orders, the cards it draws) reach
only the tables of the seats that may see them, and are told to that seat: "You deploy Tarvis
Marine face down." In 2v2 a partner sees them too: give `me` (the seat at the screen, e.g.
`session.viewer()`) and the partner's lines name the partner ("Cleo deploys ..."). Without `me`,
an event seen by one seat only is told as "you", one seen by a team names its seat.

Drawing comes as two events, as in every game here: the private "draw" (the cards) and the
"draws" (how many, what is left in the deck) right after it. The drawer's table sees both and
tells them as one line, "You draw Tarvis Marine and Orbital Barrage (38 left in your deck).";
everyone else reads "Ann draws 2 cards (38 left in the deck).".

The writer follows the war as the events go, to say more than each event holds: the names of the
cards behind uids, each side's command points (so a destroyed army's line can say what it cost:
"Bob loses 4 command points (16 left)"; the "damage" event that follows is then not told twice),
the location and turn, the races (for race tokens), which round is sealing. Three events may
return None, being told with others: "draw" (with its "draws"), "resolve" (with the "effect",
"swap" or "fizzle" right after it, which names the same card) and a "damage" already told by the
strike or the surrender before it (only when the writer was sure of the numbers: no shield up,
the turn followed from its start; otherwise the "damage" line tells them). A log started in the
middle of a game (after loading) still speaks, only with fewer names and numbers.
"""
from __future__ import annotations

from engine import api

from ..widgets import log_lines
from ..widgets.log_lines import BAD, GOOD, QUIET, LogLine
from ..widgets.seats import ink_of, seat_colour
from .words import (
    card_name,
    is_leader,
    join,
    location_full,
    location_name,
    names,
    ordinal,
    place_where,
    plural,
    race_name,
    stat_name,
)

GOLD = (150, 100, 0)


def _owner(uid) -> int | None:
    try:
        return int(str(uid).split(":", 1)[0])
    except ValueError:
        return None


def _ability(card_id):
    """A card's ability (a unit) or effect (a support), or None."""
    c = api.catalog("everzone")
    if card_id in c.units:
        return c.units[card_id].ability
    if card_id in c.supports:
        return c.supports[card_id].effect
    return None


class LogWriter(log_lines.LogWriter):
    def __init__(self, names, me: int | None = None) -> None:
        self.names = names
        self.me = me
        self.mode: str | None = None  # duel, three, teams (from the "war" event)
        self.start: int | None = None  # command points at the start
        self.command: dict[int, int] = {}  # side -> command points
        self.surrenders: dict[int, int] = {}  # side -> surrenders so far
        self.races: dict[int, str] = {}  # seat -> race
        self.known: dict[str, str] = {}  # uid -> card id, for every card this table has seen
        self.leaders: dict[int, str] = {}  # seat -> its leader's card id, when this table knows it
        self.round: str | None = None  # the round being sealed: setup, prepare, orders
        self.battle: int | None = None
        self.location: str | None = None  # the battle's location, once this table has seen it
        self.told_location = False  # this battle's location has been named in the log
        self.turn: int | None = None
        self.turn_seen = False  # this turn was followed from its start (shields are known)
        self.shields: dict[int, int] = {}  # side -> damage still to be prevented this turn
        self.armies = 0  # armies in the clash under way
        self.expect: dict[tuple[str, int], tuple[int, int]] = {}  # (why, side) -> (lost, command) already told
        self.pending: dict | None = None  # the "resolve" told with what follows it
        self.drawn: tuple[int, list] | None = None  # a private draw, told with the "draws" after it
        self.quit: set[int] = set()  # sides that surrendered a third time
        self.retreated = False  # the retreat of this battle has begun

    def line(self, ev: dict):
        for key in ("uid",):
            if ev.get(key) and ev.get("card"):
                self.known[ev[key]] = ev["card"]
        return super().line(ev)

    # --- who is who ---------------------------------------------------------------------------------
    def who(self, seat) -> str:
        return self.names.of(seat) if isinstance(seat, int) and seat >= 0 else "Someone"

    def ink(self, seat):
        return ink_of(seat_colour(seat)) if isinstance(seat, int) and seat >= 0 else None

    def tint(self, ev: dict):
        seat = ev.get("seat")
        if seat is None and ev.get("seats"):
            seat = ev["seats"][0]
        return self.ink(seat)

    def you(self, ev: dict, seat) -> bool:
        """Is this private event told to `seat` as "you"?"""
        if self.me is not None:
            return seat == self.me
        return ev.get("visible_to") == [seat]

    def side_of(self, seat) -> int | None:
        if not isinstance(seat, int) or seat < 0:
            return None
        return seat % 2 if self.mode == "teams" else seat

    def team(self, seats) -> str:
        """"Ann" or "Ann and Cleo"."""
        seats = [s for s in seats or [] if isinstance(s, int)]
        return join(self.who(s) for s in seats) if seats else "Someone"

    def side_team(self, seat) -> str:
        """The seat's side by name: "Ann", or in 2v2 "Ann and Cleo"."""
        if self.mode == "teams" and isinstance(seat, int) and seat >= 0:
            return self.team(sorted({seat, (seat + 2) % 4}))
        return self.who(seat)

    def army(self, seats) -> str:
        """"Ann's army", "Ann and Cleo's army"."""
        return f"{self.team(seats)}'s army"

    @staticmethod
    def verb(seats, one: str, many: str) -> str:
        return one if len(seats or []) <= 1 else many

    def card(self, uid, card_id=None, unknown: str = "a face-down card") -> str:
        card_id = card_id or self.known.get(uid)
        return card_name(card_id) if card_id else unknown

    def mine(self, seat, card_id, leader: bool = False) -> str:
        """"Ann's Tarvis Marine" ("Ann's leader Meraud" with `leader`, for a leader)."""
        lead = "leader " if leader and card_id and is_leader(card_id) else ""
        return f"{self.who(seat)}'s {lead}{card_name(card_id) if card_id else 'card'}"

    def cards_of(self, uids) -> str:
        return join(self.card(u) for u in uids)

    def _remember(self, items) -> None:
        for item in items or []:
            if isinstance(item, dict) and item.get("uid") and item.get("card"):
                self.known[item["uid"]] = item["card"]
                if is_leader(item["card"]) and _owner(item["uid"]) is not None:
                    self.leaders[_owner(item["uid"])] = item["card"]

    # --- the war and its setup --------------------------------------------------------------------------
    def _war(self, ev):
        self.mode, self.start = ev.get("mode"), ev.get("command")
        decks = list(ev.get("decks") or [])
        self.races = {s: d.get("race") for s, d in enumerate(decks) if isinstance(d, dict)}
        seats = range(len(decks))
        sides = ([0, 1] if self.mode == "teams" else list(seats))
        if isinstance(self.start, int):
            self.command = {s: self.start for s in sides}
        self.round = "setup"

        def army(s):
            d = decks[s] if isinstance(decks[s], dict) else {}
            return f"{self.who(s)} ({race_name(d.get('race'))}, {d.get('name') or 'an army deck'})"

        points = plural(self.start, "command point") if isinstance(self.start, int) else "their command points"
        if self.mode == "teams" and len(decks) == 4:
            text = (f"A 2v2 war: {army(0)} and {army(2)} against {army(1)} and {army(3)}, {points} per team.")
        elif self.mode == "three":
            text = (f"A war for three: {join(army(s) for s in seats)}, {points} each. Each battle, a secret race "
                    "token says whom each army attacks.")
        elif len(decks) == 2:
            text = f"A new war: {army(0)} against {army(1)}, {points} each."
        else:
            text = f"A new war: {join(army(s) for s in seats)}, {points} each."
        text += " First, in secret, each player chooses a leader"
        text += ", and each team's first seat three locations." if self.mode == "teams" else " and three locations."
        return LogLine(text, None, True)

    def _leader_chosen(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        if isinstance(seat, int) and card:
            self.leaders[seat] = card
        if self.you(ev, seat):
            return f"You choose {card_name(card)} as your leader."
        return f"{self.who(seat)} chooses {card_name(card)} as leader."

    def _location_picked(self, ev):
        seat, where = ev.get("seat"), ev.get("location")
        team = " for your team" if self.mode == "teams" else ""
        if self.you(ev, seat):
            return f"You pick {location_full(where)}{team} for the battle deck."
        return f"{self.who(seat)} picks {location_full(where)} for the battle deck."

    def _sealed(self, ev):
        seat = ev.get("seat")
        who = self.who(seat)
        if self.round == "setup":
            picks = self.mode != "teams" or seat in (0, 1)
            text = f"{who} has chosen a leader{' and three locations' if picks else ''}, in secret."
        elif self.round == "prepare":
            text = f"{who} has sealed the deployment for battle {self.battle}." if self.battle \
                else f"{who} has sealed the deployment."
        elif self.round == "orders" and self.turn:
            text = f"{who} has sealed the orders for turn {self.turn}."
        else:
            text = f"{who} has sealed the orders."
        return LogLine(text, QUIET)

    def _battle_deck(self, ev):
        picks = ev.get("picks") or {}
        parts = []
        for key in sorted(picks, key=lambda k: int(k) if str(k).isdigit() else 0):
            seat = int(key) if str(key).isdigit() else None
            chooser = self.team([seat, seat + 2]) if self.mode == "teams" and seat is not None else self.who(seat)
            parts.append(f"{chooser}'s picks ({join(location_name(x) for x in picks[key])})")
        if ev.get("bases"):
            parts.append("the three base locations")
        count = ev.get("count", 0)
        return LogLine(f"The battle deck is shuffled: {plural(count, 'location')}, {join(parts)}. Each one is a "
                       f"battle, and the war ends when they run out.", QUIET)

    # --- drawing -------------------------------------------------------------------------------------------
    def _draw(self, ev):
        for uid, card in zip(ev.get("uids") or [], ev.get("cards") or []):
            self.known[uid] = card
        self.drawn = (ev.get("seat"), list(ev.get("cards") or []), self.you(ev, ev.get("seat")))
        return None  # told with the "draws" that follows it

    def _draws(self, ev):
        seat, count, deck = ev.get("seat"), ev.get("count", 0), ev.get("deck", 0)
        drawn, self.drawn = self.drawn, None
        you = self.you(ev, seat) if "visible_to" in ev else bool(drawn and drawn[0] == seat and drawn[2])
        if drawn is not None and drawn[0] == seat and drawn[1]:
            if you:
                return f"You draw {names(drawn[1])} ({deck} left in your deck)."
            return f"{self.who(seat)} draws {names(drawn[1])} ({deck} left in the deck)."
        if not count:
            if deck:
                text = "You already hold 10 cards" if you else f"{self.who(seat)} already holds 10 cards"
                return LogLine(f"{text}: nothing to draw.", QUIET)
            whose = "Your" if you else f"{self.who(seat)}'s"
            return LogLine(f"{whose} army deck and retreat pile are both empty: nothing to draw.", QUIET)
        if you:
            return f"You draw {plural(count, 'card')} ({deck} left in your deck)."
        return f"{self.who(seat)} draws {plural(count, 'card')} ({deck} left in the deck)."

    def _reshuffle(self, ev):
        seat = ev.get("seat")
        return (f"{self.who(seat)}'s army deck has run out: the retreat pile is shuffled into a new deck of "
                f"{plural(ev.get('deck', 0), 'card')}.")

    # --- a battle is prepared -------------------------------------------------------------------------------
    def _battle(self, ev):
        self.battle, self.turn, self.round = ev.get("battle"), None, "prepare"
        self.location, self.told_location, self.retreated = ev.get("location"), False, False
        battle, left = ev.get("battle", 0), ev.get("left", 0)
        head = f"Battle {battle} of {battle + left}"
        if self.location:
            self.told_location = True
            text = (f"{head}: {location_full(self.location)}. Redraw as often as you like, then deploy units "
                    "face down.")
        else:
            text = (f"{head}: first discard what you like and draw to 10; only then is the location shown. "
                    "Then redraw and deploy face down.")
        if self.mode == "three":
            text += " Pick a race token too."
        return LogLine(text, None, True)

    def _discard(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        if self.you(ev, seat):
            return f"You discard {card_name(card)} to the retreat pile."
        return f"{self.who(seat)} discards {card_name(card)} to the retreat pile."

    def _location_seen(self, ev):
        seat, where = ev.get("seat"), ev.get("location")
        self.location = where
        if self.you(ev, seat):
            self.told_location = True
            return f"You see the location: {location_full(where)}."
        return f"{self.who(seat)} sees the location: {location_full(where)}."

    def _redraw(self, ev):
        seat, cards = ev.get("seat"), list(ev.get("cards") or [])
        back = plural(max(0, len(cards) - 1), "card")
        if self.you(ev, seat):
            return f"You redraw: {names(cards)} go to the retreat pile, and you draw {back}."
        return f"{self.who(seat)} redraws: {names(cards)} go to the retreat pile, and {back} are drawn."

    def _deploy(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        if self.you(ev, seat):
            return f"You deploy {card_name(card)} face down."
        return f"{self.who(seat)} deploys {card_name(card)} face down."

    def _token(self, ev):
        seat, target, race = ev.get("seat"), ev.get("target"), ev.get("race")
        if self.you(ev, seat):
            return f"You pick the {race_name(race)} token: your army attacks {self.who(target)} this battle."
        return f"{self.who(seat)} picks the {race_name(race)} token: attacking {self.who(target)} this battle."

    def _location(self, ev):
        where = ev.get("location") or self.location
        self.location, self.round = where, None
        if self.told_location:
            return LogLine(f"Every deployment is sealed: the battle at {location_name(where)} begins.", QUIET)
        self.told_location = True
        return f"Every deployment is sealed, and the location is shown: {location_full(where)}."

    def _deployed(self, ev):
        seat = ev.get("seat")
        slots, hand, deck = list(ev.get("slots") or []), ev.get("hand", 0), ev.get("deck", 0)
        deployed = f"{plural(len(slots), 'card')} face down" if slots else "no card"
        text = (f"{self.who(seat)} deploys {deployed}, keeping "
                f"{plural(hand, 'card')} in hand ({deck} in the deck)")
        gone = list(ev.get("retreated_cards") or [])
        if gone:
            text += f"; {names(gone)} went to the retreat pile"
        return text + "."

    def _tokens(self, ev):
        targets = ev.get("targets") or {}
        parts = []
        aims = []
        for key in sorted(targets, key=lambda k: int(k) if str(k).isdigit() else 0):
            seat = int(key) if str(key).isdigit() else None
            target = targets[key]
            aims.append(target)
            race = self.races.get(target)
            token = f"the {race_name(race)} token" if race else "a race token"
            parts.append(f"{self.who(seat)} shows {token} (attacking {self.who(target)})")
        text = "Race tokens: " + join(parts) + "."
        if len(aims) == 3 and len(set(aims)) == 3:
            text += (" A free-for-all: each army attacks only its target, once, the longest Range first, with no "
                     "counterattack.")
        return text

    def _alliance(self, ev):
        seats, against = list(ev.get("seats") or []), ev.get("against")
        self._allied = True
        return LogLine(f"The alliance of {self.team(seats)} turns on {self.who(against)}: the allies fight as one "
                       f"army and split each turn's resources, and each ally takes in full the damage "
                       f"{self.who(against)} deals.", self.ink(seats[0] if seats else None), True)

    # --- a turn's orders ------------------------------------------------------------------------------------
    def _turn(self, ev):
        self.turn, self.round, self.turn_seen = ev.get("turn"), "orders", True
        self.shields, self.expect = {}, {}
        self.battle = ev.get("battle", self.battle)
        at = f" at {location_name(self.location)}" if self.location else ""
        limit = ev.get("limit", 0)
        split = " (split between the allies)" if self.mode == "three" and self._allied else ""
        text = (f"Turn {ev.get('turn')} of {ev.get('of')}{at}: a limit of {plural(limit, 'resource')}{split}. "
                "Orders are entered in secret.")
        return LogLine(text, QUIET)

    _allied = False

    def _activate(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        if self.you(ev, seat):
            return f"You activate {card_name(card)}."
        return f"{self.who(seat)} activates {card_name(card)}."

    def _play(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        if self.you(ev, seat):
            return f"You play the support {card_name(card)}."
        return f"{self.who(seat)} plays the support {card_name(card)}."

    def _use(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        ability = _ability(card)
        swap = ability is not None and ability.do == "swap"
        what = ": the unit to send back and the one to deploy in its place come next" if swap \
            else ", to resolve at the reveal"
        if self.you(ev, seat):
            return f"You use {card_name(card)}'s ability{what}."
        return f"{self.who(seat)} uses {card_name(card)}'s ability{what}."

    def _swap_chosen(self, ev):
        seat, out, into = ev.get("seat"), ev.get("out"), ev.get("in")
        out, into = self.card(out, unknown="a unit"), self.card(into, unknown="a unit")
        if self.you(ev, seat):
            return f"You will send {out} back to your hand and deploy {into} face down in its place."
        return f"{self.who(seat)} will send {out} back to the hand and deploy {into} face down in its place."

    def _surrender_chosen(self, ev):
        seat = ev.get("seat")
        if self.you(ev, seat):
            return LogLine("You choose to surrender this battle.", BAD)
        return LogLine(f"{self.who(seat)} chooses to surrender this battle.", BAD)

    def _deactivate(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        if ev.get("why") == "place":
            where = place_where(api.catalog("everzone").locations[self.location].place) \
                if self.location in api.catalog("everzone").locations else "here"
            return LogLine(f"{self.mine(seat, card)} is deactivated: it cannot fight {where}.", QUIET)
        if "visible_to" in ev and self.you(ev, seat):
            return f"You deactivate {card_name(card)} to get back under the resource limit."
        return f"{self.who(seat)} deactivates {card_name(card)} to get back under the resource limit."

    def _retreat_support(self, ev):
        seat, card = ev.get("seat"), ev.get("card")
        if "visible_to" in ev and self.you(ev, seat):
            return f"You retreat the support {card_name(card)} to get back under the resource limit."
        return f"{self.who(seat)} retreats the support {card_name(card)} to get back under the resource limit."

    def _over_limit(self, ev):
        seats = list(ev.get("seats") or [])
        who = join(self.who(s) for s in seats)
        return LogLine(f"{who} {self.verb(seats, 'is', 'are')} over the resource limit now and must deactivate "
                       "units or retreat supports.", BAD)

    # --- the reveal and the effects -------------------------------------------------------------------------
    def _reveal(self, ev):
        seat = ev.get("seat")
        on, off = list(ev.get("activated") or []), list(ev.get("deactivated") or [])
        played, gone = list(ev.get("supports") or []), list(ev.get("retreated") or [])
        for items in (on, off, played, gone):
            self._remember(items)
        def listed(items):
            return join(card_name(i.get("card")) + (" (leader)" if is_leader(i.get("card")) else "")
                        for i in items if isinstance(i, dict))

        parts = []
        if on:
            parts.append(f"activates {listed(on)}")
        if played:
            parts.append(f"plays {listed(played)}")
        if off:
            parts.append(f"deactivates {listed(off)}")
        if gone:
            parts.append(f"retreats {listed(gone)}")
        who = self.who(seat)
        if ev.get("surrender"):
            parts.append("chooses to surrender this battle")
            return LogLine(f"{who} {join(parts)}.", self.ink(seat), True)
        if not parts:
            return LogLine(f"{who} reveals nothing new this turn.", QUIET)
        return f"{who} {join(parts)}."

    def _resolve(self, ev):
        self.pending = ev
        return None  # told with the "effect", "swap" or "fizzle" that follows it, which names the card

    def _source(self, ev) -> str:
        seat, card = ev.get("seat"), ev.get("card")
        return self.mine(seat, card)

    def _effect(self, ev):
        seat, card, do, n = ev.get("seat"), ev.get("card"), ev.get("do", ""), ev.get("amount", 1)
        effect = _ability(card)
        source = self._source(ev)
        if effect is not None and effect.when == "destroyed":
            source += " (as it falls)"
        self.pending = None
        dur = ""
        if effect is not None and effect.when != "static":
            dur = " this turn" if effect.duration != "battle" else " for the rest of the battle"
        units = list(ev.get("units") or [])
        who = self.who(seat)
        if do in ("boost", "weaken", "drain"):
            stat = stat_name(ev.get("stat")) if ev.get("stat") else ""
            what = {"boost": f"+{n} {stat}", "weaken": f"-{n} {stat}",
                    "drain": f"needs {n} more {'resource' if n == 1 else 'resources'}"}[do]
            mine = do == "boost"
            if not units:
                whose = "no unit of theirs" if mine else "no enemy unit"
                return f"{source} reaches {whose}: nothing changes."
            owners = sorted({o for o in map(_owner, units) if o is not None})
            hit = join(f"{self.who(o)}'s " + self.cards_of([u for u in units if _owner(u) == o]) for o in owners)
            if do == "drain":
                return f"{source}: {hit} {self.verb(units, 'needs', 'need')} {n} more " \
                       f"{'resource' if n == 1 else 'resources'}{dur}."
            return f"{source}: {hit} {self.verb(units, 'gets', 'get')} {what}{dur}."
        team = self.side_team(seat)
        if do == "supply":
            return f"{source}: {team}'s resource limit is {n} higher this turn."
        if do == "shield":
            side = self.side_of(seat)
            if side is not None:
                self.shields[side] = self.shields.get(side, 0) + n
            return f"{source}: the first {n} damage to {team} this turn will be prevented."
        if do == "first":
            return f"{source}: {team}'s army attacks first this turn."
        if do == "adapt":
            place = ev.get("place") or (effect.place if effect is not None else None)
            where = place_where(place) if place else "anywhere"
            return f"{source}: for the rest of the battle, {team}'s units can fight {where} too."
        if do in ("destroy", "disable"):
            target, target_card = ev.get("target"), ev.get("target_card")
            rule = (f"with {n} Defense or less" if do == "destroy"
                    else f"needing {plural(n, 'resource')} or less")
            if not target:
                return LogLine(f"{source} finds no enemy unit {rule}: nothing happens.", QUIET)
            victim = self.mine(_owner(target), target_card)
            if do == "destroy":
                return LogLine(f"{source} destroys {victim}, the strongest enemy unit {rule}.", self.ink(seat))
            return LogLine(f"{source} disables {victim}, the strongest enemy unit {rule}: it is deactivated and "
                           "cannot be activated again this battle.", self.ink(seat))
        if do == "damage":
            return f"{source} deals {n} damage to the enemy."
        if do == "repair":
            return f"{source} repairs up to {plural(n, 'command point')} for {team}."
        if do == "draw":
            return f"{source} lets {who} draw {plural(n, 'card')}."
        return f"{source} takes effect."

    def _fizzle(self, ev):
        pending, self.pending = self.pending, None
        source = self._source(ev)
        if pending is not None and pending.get("uid") == ev.get("uid"):
            return LogLine(f"{source}'s swap fizzles: a card it was to swap is no longer where it was. It is spent.",
                           QUIET)
        return LogLine(f"{source} fizzles: the card is no longer in play when its turn to resolve comes, and "
                       "the effect is spent.", QUIET)

    def _swap(self, ev):
        seat = ev.get("seat")
        pending, self.pending = self.pending, None
        source = self.mine(seat, pending.get("card")) if pending else f"{self.who(seat)}'s swap"
        out = ev.get("out_card")
        if out:
            gone = f"{card_name(out)} goes back to {self.who(seat)}'s hand"
        else:
            gone = f"a face-down card goes back to {self.who(seat)}'s hand"
        verb = "swaps" if pending else "takes place"
        return f"{source} {verb}: {gone}, and a unit from the hand is deployed face down in its place."

    def _swap_cards(self, ev):
        seat, out, into = ev.get("seat"), ev.get("out_card"), ev.get("in_card")
        if ev.get("in") and into:
            self.known[ev["in"]] = into
        if self.you(ev, seat):
            return f"You swap {card_name(out)} (back to your hand) for {card_name(into)} (face down)."
        return f"{self.who(seat)} swaps {card_name(out)} (back to the hand) for {card_name(into)} (face down)."

    # --- command points -----------------------------------------------------------------------------------
    def _loss(self, why: str, seats, amount: int) -> list[tuple[str, list[int], int, int]] | None:
        """(who, seats, lost, left) for each side about to take `amount` damage, remembered so
        that the "damage" events that follow are not told again; None when unsure (a shield up,
        a log started midway): then the "damage" events tell it."""
        if self.mode is None or not self.turn_seen or amount <= 0:
            return None
        sides = sorted({self.side_of(s) for s in seats if self.side_of(s) is not None})
        if not sides or any(side not in self.command or self.shields.get(side) for side in sides):
            return None
        out = []
        for side in sides:
            left = self.command[side]
            lost = min(left, amount)
            self.expect[(why, side)] = (lost, left - lost)
            members = [s for s in seats if self.side_of(s) == side]
            out.append((self.team(members), members, lost, left - lost))
        return out

    def _loss_text(self, parts, with_who: bool = True) -> str:
        """"Bob loses 4 command points (16 left)", "Bob and Cleo each lose 4 command points (16 and
        12 left)"; without `with_who`, the same from the verb on (one side)."""
        if len(parts) == 1:
            who, members, lost, left = parts[0]
            text = f"{self.verb(members, 'loses', 'lose')} {plural(lost, 'command point')} ({left} left)"
            return f"{who} {text}" if with_who else text
        if len({p[2] for p in parts}) == 1:
            return (f"{join(p[0] for p in parts)} each lose {plural(parts[0][2], 'command point')} "
                    f"({join(str(p[3]) for p in parts)} left)")
        return join(f"{p[0]} {self.verb(p[1], 'loses', 'lose')} {p[2]} ({p[3]} left)" for p in parts)

    def _damage(self, ev):
        side, seats = ev.get("side"), list(ev.get("seats") or [])
        amount, prevented, lost = ev.get("amount", 0), ev.get("prevented", 0), ev.get("lost", 0)
        command, why = ev.get("command", 0), ev.get("why", "")
        if isinstance(side, int) and isinstance(command, int):
            self.command[side] = command
        expected = self.expect.pop((why, side), None)
        if isinstance(side, int) and prevented:
            self.shields[side] = max(0, self.shields.get(side, 0) - prevented)
        if expected == (lost, command) and not prevented:
            return None  # already told with the strike or the surrender
        who = self.team(seats)
        if prevented and not lost:
            return LogLine(f"{who}'s shield stops all {amount} damage: no command points lost ({command} left).", GOOD)
        head = f"{who}'s shield stops {prevented} of the {amount} damage: " if prevented else ""
        return LogLine(f"{head}{who} {self.verb(seats, 'loses', 'lose')} {plural(lost, 'command point')} "
                       f"({command} left).", BAD)

    def _repair(self, ev):
        side, seats = ev.get("side"), list(ev.get("seats") or [])
        amount, command = ev.get("amount", 0), ev.get("command", 0)
        if isinstance(side, int) and isinstance(command, int):
            self.command[side] = command
        who = self.team(seats)
        if not amount:
            return LogLine(f"{who} {self.verb(seats, 'is', 'are')} already at full command points ({command}).", QUIET)
        return LogLine(f"{who} {self.verb(seats, 'regains', 'regain')} {plural(amount, 'command point')} "
                       f"({command} now).", GOOD)

    # --- the clash ---------------------------------------------------------------------------------------
    def _clash(self, ev):
        armies = [a for a in ev.get("armies") or [] if isinstance(a, dict)]
        self.armies = len(armies)

        def told(a):
            seats = list(a.get("seats") or [])
            first = ", attacking first by an effect" if a.get("first") else ""
            return (f"{self.army(seats)} ({a.get('attack', 0)} Attack, {a.get('defense', 0)} Defense, "
                    f"{a.get('range', 0)} Range{first})")

        if len(armies) == 2:
            return f"Clash: {told(armies[0])} against {told(armies[1])}."
        if not armies:
            return LogLine("Clash: no army is left to fight.", QUIET)
        return f"Clash of {plural(len(armies), 'army', 'armies')}: {join(told(a) for a in armies)}."

    def _strike(self, ev):
        a, d = list(ev.get("from") or []), list(ev.get("to") or [])
        attack, defense, damage = ev.get("attack", 0), ev.get("defense", 0), ev.get("damage", 0)
        ink = self.ink(a[0] if a else None)
        if ev.get("counter"):
            how = "strikes back"
        elif ev.get("together"):
            how = "strikes at the same time"
        else:
            how = "strikes first" if self.armies == 2 else "strikes"
        target = f" {self.army(d)}" if self.armies != 2 else ""
        if not ev.get("strikes"):
            return LogLine(f"{self.army(a)} has no Attack and does not strike.", QUIET)
        head = f"{self.army(a)} {how}{target}: {attack} Attack against {defense} Defense"
        if not ev.get("beaten"):
            return LogLine(f"{head} \u2014 {self.army(d)} holds.", ink)
        loss = self._loss("clash", d, damage)
        if not damage:
            tail = f"{self.army(d)} is destroyed, with no damage beyond its Defense"
        elif loss:
            tail = f"{self.army(d)} is destroyed and {self._loss_text(loss)}"
        else:
            tail = f"{self.army(d)} is destroyed: {damage} damage"
        return LogLine(f"{head} \u2014 {tail}.", ink, True)

    def _destroyed(self, ev):
        seat, card, to, why = ev.get("seat"), ev.get("card"), ev.get("to"), ev.get("why")
        if card and is_leader(card) and to != "hand":
            if isinstance(seat, int):
                self.leaders.pop(seat, None)
            return LogLine(f"{self.mine(seat, card, leader=True)} falls and is out of the war for good.", BAD, True)
        name = self.mine(seat, card)
        if to == "hand":
            return f"{name} is destroyed, but goes back to {self.who(seat)}'s hand."
        if why == "defense 0":
            return LogLine(f"{name} is left with 0 Defense and is destroyed (to the fallen pile).", BAD)
        if why == "effect":
            return LogLine(f"{name} goes to the fallen pile.", QUIET)
        return LogLine(f"{name} is destroyed (to the fallen pile).", QUIET)

    # --- surrender and the end -------------------------------------------------------------------------------
    def _surrender(self, ev):
        side, seats = ev.get("side"), list(ev.get("seats") or [])
        count, damage = ev.get("count", 1), ev.get("damage", 0)
        if isinstance(side, int):
            self.surrenders[side] = count
        who = self.team(seats)
        verb = self.verb(seats, "surrenders", "surrender")
        if ev.get("lost"):
            if isinstance(side, int):
                self.quit.add(side)
            return LogLine(f"{who} {verb} for the third time and {self.verb(seats, 'is', 'are')} out of the war.",
                           BAD, True)
        which = f"{ordinal(count)} surrender" if isinstance(count, int) else "a surrender"
        if not damage:
            return LogLine(f"{who} {verb} ({which}) at no cost: the army facing {who} printed no Attack. The "
                           "battle ends.", self.ink(seats[0] if seats else None))
        loss = self._loss("surrender", seats, damage)
        if loss and len(loss) == 1:
            text = f"{who} {verb} ({which}) and {self._loss_text(loss, False)}. The battle ends."
        else:
            text = (f"{who} {verb} ({which}) and {self.verb(seats, 'takes', 'take')} {damage} damage, half the "
                    "printed Attack faced. The battle ends.")
        return LogLine(text, self.ink(seats[0] if seats else None))

    def _eliminated(self, ev):
        seats = list(ev.get("seats") or [])
        who = self.team(seats)
        return LogLine(f"{who} {self.verb(seats, 'has', 'have')} no command points left and "
                       f"{self.verb(seats, 'is', 'are')} eliminated.", BAD, True)

    def _retreat(self, ev):
        seat, cards = ev.get("seat"), list(ev.get("cards") or [])
        if not self.retreated:
            self.retreated, self.turn, self.turn_seen, self._allied = True, None, False, False
        leader = ""
        if ev.get("leader_back"):
            known = self.leaders.get(seat)
            leader = f"{self.who(seat)}'s leader {card_name(known)}" if known else f"{self.who(seat)}'s leader"
            leader += f" goes back to {self.who(seat)}'s hand"
        if cards and leader:
            text = f"{self.who(seat)} retreats {names(cards)} to the retreat pile; {leader}."
        elif cards:
            text = f"{self.who(seat)} retreats {names(cards)} to the retreat pile."
        elif leader:
            text = f"{self.who(seat)} has nothing else to retreat; {leader}."
        else:
            text = f"{self.who(seat)} has nothing in play to retreat."
        return LogLine(text, QUIET)

    def _game_over(self, ev):
        winners = [w for w in ev.get("winners") or [] if isinstance(w, int) and w >= 0]
        reason, command = ev.get("reason", ""), list(ev.get("command") or [])
        who = self.team(winners)
        sides = sorted({self.side_of(w) for w in winners})
        win = "win" if len(winners) > 1 else "wins"
        if reason == "armistice":
            points = sorted(set(c for c in command if isinstance(c, int)))
            if points == [0]:
                why = "every side lost its last command point at once"
            elif len(points) == 1:
                why = f"every side left has {plural(points[0], 'command point')}"
            else:
                why = "the sides left are level on command points"
            return LogLine(f"Armistice: {why}, and the war ends in a draw.", GOLD, True)
        if not winners:
            return LogLine("The war is over: nobody wins.", GOLD, True)
        if reason == "most command points":
            mine = command[sides[0]] if sides and sides[0] is not None and sides[0] < len(command) else None
            share = len(sides) > 1
            points = f" with {plural(mine, 'command point')}" if isinstance(mine, int) else ""
            if share:
                return LogLine(f"The battle deck is empty: {who} share the win{points} each!", GOLD, True)
            return LogLine(f"The battle deck is empty: {who} {win} the war{points}, the most of any side!",
                           GOLD, True)
        if reason == "third surrender":
            losers = [s for s in self.quit]
            gone = (" " + join(self.team(self._seats_of(s)) for s in losers) + " surrendered a third time") \
                if losers else " the other side surrendered a third time"
            return LogLine(f"{who} {win} the war:{gone}!", GOLD, True)
        return LogLine(f"{who} {win} the war, the last side standing!", GOLD, True)

    def _seats_of(self, side: int) -> list[int]:
        if self.mode == "teams":
            return [side, side + 2]
        return [side]
