"""The table of Auganism: each side's zones, the hand fanned at the bottom, the battle between.

The loop is every table's (table_scene.py): `refresh()` reads the engine once - the view of the
seat at the table, its legal actions - into a Decision (prompt.py); a click on a card in the
hand, or a button, becomes an action string; the events play on `shown` (a copy of the view the
animator moves forward, animator.py) and, when they run dry, the table is read afresh.

The person whose eyes are on the screen sits at the bottom: their hand is fanned there, their
zones just above it, the opponent's across the table. In a tag battle the two duels stand side by
side, the viewer's first, the partner's beside it. With more than one person at the table, the
pass-and-play cover comes before every person's move (the Response Phase too): hands are secret.
"""
from __future__ import annotations

import copy
from typing import Any

import pygame

from engine import api

from .. import shorten
from ..hand import Click
from ..i18n import N_, _, join, ngettext
from ..palette import HINTED
from ..table_scene import TableScene
from ..widgets import art, card_art
from ..widgets.banner import Banner
from ..widgets.ending import SeatsEndScreen
from ..widgets.inspect import Inspector, drawn
from ..widgets.log_lines import StoryWriter
from ..widgets.pass_screen import SeatPassScreen
from ..widgets.screen_effects import Effects
from ..widgets.seats import Names, draw_shape, ink_of, seat_colour, seat_shape
from ..widgets.tooltip import plain
from . import card_plan, cards, fan, pictures, words
from .animator import Animator
from .layout import Layout, Row
from .prompt import Decision, decide

ENDINGS = api.info("auganism")["endings"]
LIMITS = api.info("auganism")["limits"]

GLOW = (255, 214, 102)


def _write_in(surface, words: str, area: pygame.Rect, colour) -> None:
    """`words` wrapped into `area`, centred, in the largest italic from 16 px down to 12 px that
    fits it."""
    for size in range(16, card_plan.SMALLEST - 1, -1):
        font = art.serif(size, "italic")
        lines = art.wrap(words, font, area.w)
        if len(lines) * font.get_linesize() <= area.h and all(font.size(line)[0] <= area.w for line in lines):
            break
    step = font.get_linesize()
    room = max(1, area.h // step)
    if len(lines) > room:  # even the smallest type does not hold it all: what fits, then "..."
        lines = lines[:room]
        lines[-1] = lines[-1] + "..."
    for i, line in enumerate(lines):
        lines[i] = _cut(line, font, area.w)
    y = area.centery - step * len(lines) // 2
    for line in lines:
        art.text(surface, line, font, colour, midtop=(area.centerx, y))
        y += step


def _fitted(words: str, width: int, size: int, style: str = "bold", smallest: int = card_plan.SMALLEST):
    """(`words`, font): the largest serif from `size` down to `smallest` that fits `width`, the
    words cut short with "..." when even the smallest does not."""
    font = art.fitting_serif(words, width, size, style, smallest)
    return _cut(words, font, width), font


def _cut(words: str, font, width: int) -> str:
    """`words` as they are when they fit `width`, else cut short with "..." (a line that already
    ends in "..." is cut before it), at least one letter kept."""
    if font.size(words)[0] <= width:
        return words
    return shorten.ellipsized(words.removesuffix("..."), width, lambda text: font.size(text)[0], "...", least=1)


def _first_clause(line: str) -> str:
    """A log line's first part, up to its first colon or semicolon: "Ann's Dusk Jackal evolves
    from Stage 1 to Stage 2 of 2 for 3 EVR" of a line that goes on."""
    for mark in (": ", "; ", ", "):
        if mark in line:
            return line.split(mark, 1)[0].rstrip(".") + "."
    return line


class PlayScene(TableScene):
    GAME = "auganism"
    TOOLTIP_WIDTH = 360
    UNDO_REFUSED = N_("A card was drawn since (or it is another person's move): that stays.")
    AI_BEAT = 0.35

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        pictures.preload()
        self.names = Names(session)
        view = session.view(session.viewer())
        self.layout = Layout(self.size, 2 if view["tag"] else 1)
        self.viewer = session.viewer()
        self.view: dict = view
        self.shown: dict = copy.deepcopy(view)
        self.legal: list[str] = []
        self.decision: Decision | None = None
        self.banner = Banner()
        self.effects = Effects()
        self.writer = self.new_writer()
        self.animator = Animator(self)
        self.hits: list[tuple[pygame.Rect, tuple]] = []
        self.hover: tuple | None = None
        self.zoomed: tuple | None = None
        self.spots: dict[int, pygame.Rect] = {}  # seat -> its Summon Zone on screen
        self.fans: dict[int, fan.Fan] = {}  # seat -> where its hand's cards lie (fan.py)
        self._told: dict[tuple, Any] = {}  # (action, moves so far) -> the engine's forecast of it

    # --- lifecycle ---------------------------------------------------------------------------------------
    def arrange(self) -> None:
        self.layout.place(self.size)
        self.banner.place(self.layout.banner)

    term = staticmethod(words.term)

    def new_writer(self) -> StoryWriter:
        return StoryWriter("auganism", self.names, words.term, me=self.session.viewer(), revealed=self.session.revealed)



    # --- the engine -----------------------------------------------------------------------------------------
    def refresh(self) -> None:
        match = self.session.match
        if self.session.viewer() != self.viewer and not self.animator.busy:
            self._sync()
        self.view = self.session.view(self.viewer)
        self.legal = match.legal_actions()
        person = self.session.is_human_turn()
        human = person and match.to_move() == self.session.viewer()  # (not the last person's, before the cover)
        self.interactive = human
        self.decision = decide(self.asked(), self.view, self.names, human, self.say, self.term, person=person)
        for button in self.decision.bar:  # each button says what it will do
            outcome = self.outcome_text(button.action) if human else ""
            if outcome:
                said = outcome[:1].upper() + outcome[1:]
                button.tip = f"{button.tip}. {said}." if button.tip else f"{said}."
        self._build_dynamic()
        if self.decision.kind == "over" and self.show_end_once():
            return
        self.maybe_pass()

    def on_idle(self) -> None:
        self._sync()
        self.refresh()

    def _sync(self) -> None:
        viewer = self.session.viewer()
        changed = viewer != self.viewer
        self.viewer = viewer
        self.shown = copy.deepcopy(self.session.view(self.viewer))
        self.shown["battle"] = None
        if changed:
            self.rewrite_log()  # another person's eyes: none of the last person's private lines

    def undone(self) -> None:
        self._sync()

    def pass_screen(self, seat: int) -> SeatPassScreen:
        hero = self.view["players"][seat]["hero"]
        note = _("You are attacked: respond from your hand. Click when you are ready.") \
            if self.view["phase"] == "response" else _("Your turn; your hand is shown. Click when you are ready.")
        return SeatPassScreen(self.app, self.names.of(seat), seat=seat, session=self.session, on_continue=self._passed,
                              note=note, picture=lambda size: pictures.hero(hero, (size, size)))

    def make_end_screen(self) -> SeatsEndScreen:
        return SeatsEndScreen(self.app, self._summary(), self.layout.table, self._new_game, self.app.go_home)

    def _summary(self) -> dict:
        result = self.view.get("result") or {}
        winners = result.get("winners", [])
        rows = []
        for p in self.view["players"]:
            won = ngettext("{n} battle won", "{n} battles won", p["wins"]).format(n=p["wins"])
            left = ngettext("{n} card left", "{n} cards left", p["deck"]).format(n=p["deck"])
            rows.append((p["seat"], self.names.of(p["seat"]), f"{won} \u00b7 {words.hero_name(p['hero'])} \u00b7 {left}"))
        who = join([self.names.of(s) for s in winners])
        headline = ngettext("{who} wins!", "{who} win!", len(winners)).format(who=who) if winners else _("A draw")
        reason = result.get("reason", "")
        text = _("Neither side could hurt the other with the decks empty: more battles won decides, then more Health "
                 "left.") if reason == "stalemate" else ""
        return {"winners": winners, "headline": headline, "way": _(ENDINGS.get(reason, N_("Game over"))),
                "text": text, "rows": rows}

    # --- who sits where ----------------------------------------------------------------------------------
    def duels(self) -> list[tuple[int, int]]:
        """(top seat, bottom seat) per column: the viewer's duel first, the viewer at the bottom."""
        me = self.viewer if self.viewer is not None else 0
        first = (me ^ 1, me)
        if not self.shown["tag"]:
            return [first]
        partner = (me + 2) % 4
        return [first, (partner ^ 1, partner)]

    def card_point(self, seat: int) -> tuple[int, int] | None:
        r = self.spots.get(seat)
        return (r.centerx, r.y + r.h // 3) if r else None

    # --- input ------------------------------------------------------------------------------------------
    def pointer(self, event) -> None:
        self.point_and_click(event, lambda key: key[0] in ("hand", "summoned", "augment", "evp", "hero", "grave"))

    def clicked(self, key: tuple | None) -> None:
        d = self.decision
        if key is None or d is None or not self.interactive or self.passing:
            return
        if key[0] == "hand" and key[2] in d.hand:
            self.sound("click")
            self.play(d.hand[key[2]])

    def reach_on_table(self, action: str):
        """A hand card that sends `action`: clicked where its fanned neighbours leave it showing."""
        card = next((c for c, a in self.decision.hand.items() if a == action), None)
        key = next((k for _, k in self.hits if k[0] == "hand" and k[2] == card), None) if card else None
        if key is None:
            raise LookupError(f"nothing on the table sends {action!r}")
        yield Click(self.visible_point(key))

    # --- what a choice will do, before the click ---------------------------------------------------------
    def previewed(self) -> str | None:
        """The action the pointer rests on - a lit hand card or one of the decision's buttons -
        while the person may choose it."""
        d = self.decision
        if d is None or self.animator.busy or not self.interactive or self.passing:
            return None
        for button, action in self.dynamic.items():
            if getattr(button, "hovered", False) and button.alive():
                return action
        key = self.hover
        return d.hand.get(key[2]) if key is not None and key[0] == "hand" else None

    def told(self, action: str) -> dict | None:
        """The engine's forecast of `action` (Match.forecast), counted once until the game moves on."""
        match = self.session.match
        if action not in self.legal:
            return None
        key = (action, len(match.log))
        if key not in self._told:
            if len(self._told) > 64:
                self._told = {}
            self._told[key] = match.forecast(action)
        return self._told[key]

    def outcome_text(self, action: str) -> str:
        told = self.told(action)
        return words.outcome_text(self.choice_of(action)["verb"], told, self.names.of) if told else ""

    def reason(self, action: str) -> str:
        return self.outcome_text(action)

    def _tooltip_text(self) -> str | None:
        key = self.hover
        if key is None:
            return None
        card = self.face_up(self.card_of(key))
        if key[0] == "hero":
            p = self.shown["players"][key[1]]
            return words.hero_tip(p["hero"], p["hero_wait"])
        if card is None:
            return None
        summoned = self.shown["players"][key[1]]["summoned"] if key[0] == "summoned" else None
        text = words.monster_tip(card, summoned)
        d = self.decision
        if key[0] == "hand" and d is not None and card in d.hand and not self.animator.busy:
            what = self.say((self.choice_of(d.hand[card]) or {}).get("text", ""))  # the engine's words for it
            text += "<br><i>" + plain(_("Click: {what}").format(what=what)) + "</i>"
            outcome = self.outcome_text(d.hand[card])
            if outcome:
                text += f"<br><b>{outcome}</b>"
        return text

    def inspect(self, key: tuple) -> Inspector | None:
        if key[0] == "hero":
            p = self.shown["players"][key[1]]
            return Inspector(self.app, words.hero_name(p["hero"]), lambda size: drawn(size, cards.draw_hero, p["hero"], p["hero_wait"]),
                             words.hero_tip(p["hero"], p["hero_wait"]))
        card = self.face_up(self.card_of(key))
        if card is None:
            return None
        summoned = self.shown["players"][key[1]]["summoned"] if key[0] == "summoned" else None
        stage = summoned["stage"] - 1 if summoned else None
        return Inspector(self.app, words.card_name(card), lambda size: drawn(size, cards.draw_monster, card, stage=stage),
                         words.monster_tip(card, summoned))

    def picture_of(self, kind: str, id: Any) -> pygame.Surface | None:
        """A monster or a hero named in the log, as its card (the log pane's hover)."""
        if kind == "monster":
            return drawn((210, 300), cards.draw_monster, id)
        if kind == "hero":
            return drawn((210, 300), cards.draw_hero, id, 0)
        return None

    def card_of(self, key: tuple) -> str | None:
        players = self.shown["players"]
        kind = key[0]
        if kind == "hand":
            return key[2]
        p = players[key[1]]
        if kind == "summoned":
            return p["summoned"]["card"] if p["summoned"] else None
        if kind == "augment":
            return p["augments"][key[2]] if key[2] < len(p["augments"]) else None
        if kind == "evp":
            return p["evp_zone"][key[2]]["card"] if key[2] < len(p["evp_zone"]) else None
        if kind == "grave":
            return p["graveyard"][-1] if p["graveyard"] else None
        return None

    # --- drawing ----------------------------------------------------------------------------------------
    def draw(self, surface) -> None:
        lay = self.layout
        surface.blit(art.wood(lay.size), (0, 0))
        self.hits = []
        for column, (top, bottom) in enumerate(self.duels()):
            rows = lay.rows[column]
            self._draw_row(surface, rows[0], top, flipped=True)
            self._draw_middle(surface, lay.middles[column], top, bottom)
            self._draw_row(surface, rows[1], bottom, flipped=False)
        self._draw_hand(surface)
        self.effects.draw(surface)
        self._draw_banner(surface)
        self._draw_panel(surface)

    def _draw_row(self, surface, row: Row, seat: int, flipped: bool) -> None:
        p = self.shown["players"][seat]
        turn = self.shown["current"] == seat
        pygame.draw.rect(surface, (28, 18, 12), row.rect, border_radius=12)
        pygame.draw.rect(surface, seat_colour(seat) if turn else (70, 50, 34), row.rect, width=2, border_radius=12)
        draw_shape(surface, seat_shape(seat), (row.rect.x + 12, row.rect.y + 12), 6, seat_colour(seat))
        cards.draw_hero(surface, row.hero, p["hero"], p["hero_wait"])
        self.hits.append((row.hero, ("hero", seat)))
        cards.draw_back(surface, row.deck, p["deck"])
        cards.draw_graveyard(surface, row.grave, p["graveyard"])
        if p["graveyard"]:
            self.hits.append((row.grave, ("grave", seat)))
        self._evp(surface, row, seat, p)
        self._summoned(surface, row.summon, seat, p)
        self._augments(surface, row, seat, p)
        if seat != self.viewer and p.get("hand_size") and not (self.session.revealed and p.get("hand") is not None):
            self._backs(surface, row, p["hand_size"])  # (face up, the hand lies along the foot)

    def _evp(self, surface, row: Row, seat: int, p: dict) -> None:
        zone, rect = p["evp_zone"], row.evp
        w, h = row.zone_card
        step = min(w + 4, (rect.w - w) // max(1, len(zone) - 1)) if len(zone) > 1 else 0
        for i, entry in enumerate(zone):
            r = pygame.Rect(rect.x + i * step, rect.y, w, h)
            cards.draw_monster(surface, r, entry["card"])
            self.hits.append((r, ("evp", seat, i)))
        nxt = self._next_evr(p)
        font = art.serif(14, "bold")
        label = _("EVP {evp} / next stage {evr}").format(evp=p["evp"], evr=nxt) if nxt is not None else \
            _("EVP {evp}").format(evp=p["evp"])
        if font.size(label)[0] + 14 > rect.w:  # a narrow row (a tag battle): the short form
            label = _("EVP {evp}").format(evp=p["evp"]) + (f"/{nxt}" if nxt is not None else "")
        pill = pygame.Rect(rect.x, rect.bottom + 2, font.size(label)[0] + 14, 22)
        ready = nxt is not None and p["evp"] >= nxt
        pygame.draw.rect(surface, (60, 130, 70) if ready else (90, 70, 40), pill, border_radius=11)
        art.text(surface, label, font, art.CREAM, center=pill.center)

    def _next_evr(self, p: dict) -> int | None:
        s = p["summoned"]
        if not s:
            return None
        stages = api.catalog("auganism").monsters[s["card"]].stages
        return stages[s["stage"]].evr if s["stage"] < len(stages) else None

    def _summoned(self, surface, rect, seat: int, p: dict) -> None:
        self.spots[seat] = rect
        s = p["summoned"]
        if not s:
            pygame.draw.rect(surface, (60, 44, 32), rect, width=2, border_radius=10)
            _write_in(surface, _("Summon Zone"), rect.inflate(-12, -12), (140, 116, 90))  # on two lines if need be
            return
        lunge = self.animator.lunge.get(seat, 0.0)
        toward = -1 if seat == self.viewer or self._is_bottom(seat) else 1
        drawn = rect.move(0, round(toward * 24 * lunge))
        glow = GLOW if self.shown["current"] == seat and not self.animator.busy else None
        cards.draw_monster(surface, drawn, s["card"], stage=s["stage"] - 1, health=s["health"],
                           boosts=(s.get("attack_boost", 0), s.get("shield_boost", 0)), glow=glow)
        flash = self.animator.flash.get(seat, 0.0)
        if flash > 0:
            surface.blit(card_art.veil(drawn.size, (255, 240, 200, 8 * round(15 * flash))), drawn.topleft)
        self.hits.append((drawn, ("summoned", seat)))

    def _is_bottom(self, seat: int) -> bool:
        return any(bottom == seat for _, bottom in self.duels())

    def _augments(self, surface, row: Row, seat: int, p: dict) -> None:
        rect = row.augments
        w, h = row.zone_card
        step = min(w + 6, (rect.w - w) // max(1, len(p["augments"]) - 1)) if len(p["augments"]) > 1 else 0
        for i, card in enumerate(p["augments"]):
            r = pygame.Rect(rect.x + i * step, rect.y, w, h)
            cards.draw_monster(surface, r, card)
            self.hits.append((r, ("augment", seat, i)))
        if not p["augments"]:
            art.text(surface, _("Augments"), art.serif(13, "italic"), (120, 100, 80), midleft=(rect.x + 6, rect.centery))

    def _backs(self, surface, row: Row, count: int) -> None:
        w, h = 26, 36
        x = row.rect.right - 8 - w - min(count, 8) * 8
        for i in range(min(count, 8)):
            cards.draw_back(surface, pygame.Rect(x + i * 8, row.rect.y + 6, w, h))
        art.text(surface, ngettext("{n} in hand", "{n} in hand", count).format(n=count), art.serif(12, "italic"), art.CREAM,
                 topright=(row.rect.right - 8, row.rect.y + 6 + h + 2))

    def _draw_middle(self, surface, rect, top: int, bottom: int) -> None:
        """The strip between the two monsters: the battle being fought, or the one the person may
        start or face as the numbers stand (the forecast); else each side's battles won."""
        b = self.shown.get("battle")
        inside = rect.inflate(-16, -4)
        if b:
            a, d = b["attacker"], b["defender"]
            side = _("{who}: {attack} Attack vs {shield} Shield")
            text = side.format(who=self.names.of(a), attack=b["attack"][0], shield=b["shield"][1]) + "  \u00b7  " + \
                side.format(who=self.names.of(d), attack=b["attack"][1], shield=b["shield"][0])
            _write_in(surface, text, inside, (250, 214, 120))
            return
        ahead = self._battle_ahead()
        if ahead:
            _write_in(surface, ahead, inside, (250, 214, 120))
            return
        players = self.shown["players"]
        line_h = max(12, min(24, (rect.h - 8) // 2))
        for seat, y in ((top, rect.y + 4), (bottom, rect.bottom - 4 - line_h)):
            wins = players[seat]["wins"]
            label = ngettext("{who}: {n} battle won", "{who}: {n} battles won", wins).format(who=self.names.of(seat), n=wins)
            if self.shown["tag"]:  # what counts is the team's wins, between the partners
                team = sum(p["wins"] for p in players if p["seat"] % 2 == seat % 2)
                label += " \u00b7 " + _("team {n} of {needed}").format(n=team, needed=LIMITS["team_wins"])
            label, font = _fitted(label, rect.w * 2 // 3, min(18, line_h), "bold")
            art.text(surface, label, font, art.CREAM, topleft=(rect.x + 8, y))
        goal = _("first team to {n}").format(n=LIMITS["team_wins"]) if self.shown["tag"] else \
            _("first to {n}").format(n=LIMITS["wins"])
        art.text(surface, goal, art.serif(15, "italic"), (170, 140, 100), midright=(rect.right - 12, rect.centery))

    def _battle_ahead(self) -> str:
        """When the person may start or face a battle: how it goes as the numbers stand (the
        engine's forecast), in the strip between the two monsters."""
        if self.animator.busy or not self.interactive or self.passing:
            return ""
        ahead = (self.choices_with("battle") or self.choices_with("to_battle") or [None])[0]
        told = self.told(ahead["action"]) if ahead else None
        if not told or not told["battle"]:
            return ""
        head = _("If you battle now: {battle}") if ahead["verb"] == "battle" else _("As it stands: {battle}")
        return head.format(battle=words.battle_outcome(told["battle"], self.names.of))

    def _draw_hand(self, surface) -> None:
        """The viewer's hand along the foot of the table - and, in a replay face up, every
        player's, side by side under their names."""
        me = self.viewer
        if me is None:
            return
        players = self.shown["players"]
        hands = [(me, players[me].get("hand") or [])]
        if self.session.revealed:
            hands += [(p["seat"], p["hand"]) for p in players if p["seat"] != me and p.get("hand") is not None]
        area, gap = self.layout.hand, 16
        width = (area.w - gap * (len(hands) - 1)) // len(hands)
        for k, (seat, hand) in enumerate(hands):
            part = pygame.Rect(area.x + k * (width + gap), area.y, width, area.h)
            if len(hands) > 1:
                art.text(surface, _("{who}'s hand").format(who=self.names.of(seat)), art.serif(13, "italic"), art.CREAM,
                         midbottom=(part.centerx, part.y + 8))
            self._draw_one_hand(surface, seat, hand, part)

    def _draw_one_hand(self, surface, seat: int, hand: list[dict], area: pygame.Rect) -> None:
        if not hand:
            empty = _("Your hand is empty") if seat == self.viewer and not self.session.revealed else _("No cards in hand")
            art.text(surface, empty, art.serif(16, "italic"), art.CREAM, center=area.center)
            return
        places = self.fans.setdefault(seat, fan.Fan()).lay([entry["uid"] for entry in hand], area, self.shown["turn"],
                                                        self.mouse)
        live = seat == self.viewer and not self.animator.busy and self.interactive and not self.passing
        d = self.decision if live else None
        for i, entry in enumerate(hand):
            card = entry["card"]
            hinted = d is not None and self.hint is not None and d.hand.get(card) == self.hint
            clickable = d is not None and card in d.hand and (hinted or not self.tutoring)  # a lesson: its card only
            key = ("hand", i, card) if seat == self.viewer else ("hand", i, card, seat)
            hovered = self.hover == key
            r = places[i]
            cards.draw_monster(surface, r, card, glow=HINTED if hinted else GLOW if clickable else None,
                               lift=fan.LIFT if (hovered and clickable) or hinted else (6 if hovered else 0),
                               dim=d is not None and bool(d.hand) and not clickable)
            self.hits.append((r, key))

    def _draw_banner(self, surface) -> None:
        if self.animator.busy or self.decision is None:
            seat = self.shown.get("current")
            last = self.log_lines[-1][0] if self.log_lines else ""
            title = _("{who}'s turn").format(who=self.names.of(seat)) if seat is not None else "..."
            self.banner.draw(surface, title, self.banner.first_fitting(
                f"{last}  " + self.hurry(_("(click or Space to hurry)")), last, _first_clause(last),
                self.hurry(_("Click or Space to hurry"))), seat)
            return
        d = self.decision
        detail = d.detail if not self.hint else _("Hint: {hint}").format(hint=self.hint_label)
        action = self.previewed()
        outcome = self.outcome_text(action) if action else ""
        if outcome:  # what the choice under the pointer will do, before the click
            told = self.told(action)
            mine = words.monster_outcome(told["monsters"].get(str(told["seat"])))
            detail = self.banner.first_fitting(_("{choice}: {outcome}").format(choice=self.label_of(action), outcome=outcome),
                                               outcome, mine)
        self.banner.draw(surface, d.title, self.banner.first_fitting(detail, _first_clause(detail)), d.seat)

    def _draw_panel(self, surface) -> None:
        lay = self.layout
        pygame.draw.line(surface, (20, 12, 8), lay.panel.topleft, lay.panel.bottomleft, 3)
        d = self.decision
        for i, p in enumerate(self.shown["players"]):
            rect = lay.seat_rect(i)
            surface.blit(art.parchment_panel(rect.size, radius=8), (rect.x - 6, rect.y - 4))
            seat = p["seat"]
            colour = seat_colour(seat)
            if d is not None and d.seat == seat and not self.animator.busy:
                pygame.draw.rect(surface, GLOW, rect.inflate(4, 4), width=3, border_radius=10)
            draw_shape(surface, seat_shape(seat), (rect.x + 16, rect.centery), 8, colour)
            circles = LIMITS["team_wins"] if self.shown["tag"] else LIMITS["wins"]
            name, font = _fitted(self.names.full(seat), rect.w - 30 - 16 - circles * 18 - 8, 17)
            art.text(surface, name, font, ink_of(colour), midleft=(rect.x + 30, rect.centery - (8 if lay.seat_h > 44 else 0)))
            if lay.seat_h > 44:
                hero = words.hero_name(p["hero"])
                art.text(surface, hero, art.serif(13, "italic"), art.INK_SOFT, midleft=(rect.x + 30, rect.centery + 12))
            for k in range(circles):
                centre = (rect.right - 16 - k * 18, rect.centery)
                pygame.draw.circle(surface, (200, 160, 60) if k < p["wins"] else (210, 196, 170), centre, 7)
                pygame.draw.circle(surface, (90, 70, 40), centre, 7, 1)
        self._draw_zoom(surface, lay.zoom)

    def _draw_zoom(self, surface, rect) -> None:
        surface.blit(art.parchment_panel(rect.size, radius=8), (rect.x - 6, rect.y - 4))
        key = self.zoomed
        card_rect = self.layout.preview_card()
        if key is not None and key[0] == "hero":
            hero = self.shown["players"][key[1]]["hero"]
            cards.draw_hero(surface, card_rect, hero, self.shown["players"][key[1]]["hero_wait"])
            return
        card = self.face_up(self.card_of(key)) if key else None
        if card is None:
            art.text(surface, _("Point at a card to see it here"), art.serif(15, "italic"), art.INK_SOFT, center=rect.center)
            return
        stage = None
        if key[0] == "summoned":
            s = self.shown["players"][key[1]]["summoned"]
            stage = s["stage"] - 1
        cards.draw_monster(surface, card_rect, card, stage=stage)
