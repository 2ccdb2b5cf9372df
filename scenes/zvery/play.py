"""The table of Zvery: the market and the rosters between battles, the battle mat in one.

The scene is the loop every table runs (table_scene.py): `refresh()` reads the engine once
and turns what it waits for (Match.decision) into a Decision (prompt.py); a click or a dropped
die sends the action of the engine's choice for that thing (found by what the choice names, never
by reading the action); the action's events go to the animator, which plays them on the `Shown`
table (table.py); when the queue runs dry the table is read afresh.

Dice are paid the way they are at a real table: pick a die up and drop it on a skill's cost
slots (or click the skill, then click the dice). A die dropped on a ready skill starts the
payment with that die; the slots say, while a die is held over them, whether it fits. The
fighter whose skills lie along the bottom is the one about to act; clicking any fighter
shows its skills instead (the other side's too, to read them).

Between two people nothing in Zvery is hidden, so inside a round the mouse simply changes
hands - the banner names whose move it is - and the pass-and-play cover shows only when a
round starts (and for the starters).
"""
from __future__ import annotations

import time
from typing import Any

import pygame

from engine import api

from ..hand import Click
from ..i18n import N_, _, join, language, ngettext
from ..table_scene import TableScene
from ..widgets import art
from ..widgets.banner import Banner
from ..widgets.inspect import Inspector, drawn
from ..widgets.log_lines import StoryWriter
from ..widgets.pass_screen import SeatPassScreen
from ..widgets.screen_effects import Effects
from ..widgets.seats import Names, draw_shape, ink_of, seat_colour, seat_shape
from ..widgets.tooltip import plain
from . import cards, pictures, prepare, preview, skills, stage, status, words
from .animator import Animator
from .ending import EndScreen, summary
from .layer import Layer
from .layout import CARD_RATIO, Layout
from .prompt import Decision, decide
from .table import Fx, Shown
from .tray import Tray

DRAG_START = 6  # pixels the mouse moves with the button down before a die is being dragged


#: What a click on a card does, by the verb of the choice it sends (under the card's tooltip).
CLICK_NOTES = {"starter": N_("choose it"), "wild": N_("battle it"), "field": N_("send it in"),
               "release": N_("release it"), "place": N_("give it the mutation"), "catch": N_("try to catch it"),
               "target": N_("aim at it")}


class PlayScene(TableScene):
    GAME = "zvery"
    LESSON_REPEATS_ROLLS = True  # (the battle's dice leave with it)
    TOOLTIP_WIDTH = 360
    UNDO_REFUSED = N_("Dice were rolled since: that stays.")
    AI_BEAT = 0.25
    #: Seconds (at normal speed) each kind of computer move (by its choice's verb) stays up before
    #: the next, so its turn plays as readable steps: the skill chosen, each die placed, the pass.
    COMPUTER_BEATS = {"use": 0.9, "pay": 0.6, "pass": 0.8, "target": 0.6, "catch": 0.5, "fight": 0.5, "leave": 0.6,
                      "unstun": 0.7, "set_value": 0.6, "done": 0.5, "stop": 0.5, "take_back": 0.5}
    RESULT_TIP = N_("Who won the final battle.")
    #: The CPU time of the frame (seconds, on its thread) before which it may start making another
    #: picture ahead (prepare.py; one takes a millisecond or three): the frames with time to
    #: spare make them, and none of those becomes one of the slow frames.
    AHEAD_BUDGET = 0.002
    FRAME_GAP = 0.05  # more CPU time than this since the last drawing: the table was not drawn, start afresh

    def __init__(self, app: Any, session: Any) -> None:
        super().__init__(app, session)
        pictures.preload()
        self.names = Names(session)
        self.layout = Layout(self.size)
        self.viewer = session.viewer()
        self.view: dict = session.match.view(self.viewer)
        self.question: dict = self.asked()  # the engine's decision as last read (a computer's move is told against it)
        self.shown = Shown.of(self.view, self.question)
        self.decision: Decision | None = None
        self.banner = Banner()
        self.tray = Tray(self._speed)
        self.effects = Effects()
        self.writer = self.new_writer()
        self.animator = Animator(self)
        self.hits = stage.Hits()
        self.hover: tuple | None = None
        self.focus: int | None = None  # the fighter whose skills are shown
        self.drag: dict | None = None  # {"die": i, "start": pos, "moving": bool}
        self._fits: dict[tuple[int, int, int], bool] = {}  # (die, fighter, skill) -> may start paying it
        self.zoomed: tuple | None = None  # the card shown large: (kind, card, the phase it was pointed at in)
        self.doing: str | None = None  # the computer's move being shown, for the banner
        self.page_pick: tuple[int, int] | None = None  # (fighter, page) of skills the player turned to
        self.ahead = prepare.Ahead()
        self.backdrop = Layer()  # the table top and the right column (layer.py)
        self._began = 0.0  # the thread's CPU clock as this frame began (`update`)
        self._drawn = 0.0  # the thread's CPU clock as the last frame's drawing ended
        self._moved = False  # the engine moved on since the cards in play were last wanted ahead

    # --- settings and lifecycle -------------------------------------------------------------------------
    def _speed(self) -> float:
        scale = self.scale()
        return 0.0 if scale <= 0 else 1.0 / scale

    def arrange(self) -> None:
        self.layout.place(self.size)
        self.banner.place(self.layout.banner)
        self.tray.place(self.layout.tray)
        prepare.at_layout(self.layout, self.view["starters"])
        self.backdrop.lay(art.wood(self.layout.size))
        self.ahead.table(self.layout)
        self._moved = True  # and the cards in play at the new sizes, as frames allow

    def on_language(self) -> None:
        self.ahead.forget()  # the pictures carry their words: made again in the new language
        self._moved = True
        super().on_language()

    def new_writer(self) -> StoryWriter:
        return StoryWriter("zvery", self.names, words.term)

    term = staticmethod(words.term)  # the engine's messages name creatures, mutations, skills, keywords

    def card_point(self, card: str) -> tuple[int, int] | None:
        rect = self.hits.cards.get(card)
        return (rect.centerx, rect.y + rect.h // 3) if rect else None

    # --- widgets -----------------------------------------------------------------------------------------

    # --- reading the engine ------------------------------------------------------------------------------
    def refresh(self) -> None:
        match = self.session.match
        self.viewer = self.session.viewer()
        self.view = match.view(self.viewer)
        self.question = self.asked()
        person = self.session.is_human_turn()
        human = person and match.to_move() == self.viewer  # (not the last person's, before the hand-over)
        self.interactive = human
        self.decision = decide(self.question, self.view, self.names, human, self.say, person=person)
        self._fits = {}
        self.page_pick = None  # a new choice: the skills page shows what is ready
        if self.decision.kind == "leave":
            self.tray.clear_catch()  # the missed throw's dice wait in the tray, to be clicked
        self._choose_focus()
        self.ahead.cards_in_play(self.layout, self.view)
        self._build_dynamic()
        if self.decision.kind == "over" and self.show_end_once():
            return
        self.maybe_pass()

    def computer_moved(self, turn) -> list[dict]:
        """The computer's moves come one at a time; each opens with a beat of its own that says
        what it did, so a whole turn reads as steps - the skill chosen, each die laid on its
        slots, the aim, the pass - at the chosen animation speed ("instant" stays instant)."""
        asked = self.question  # read before the move
        self._moved = True  # its cards are prepared while its events play
        chosen = next((c for c in asked["choices"] if c["action"] == turn.action), None)
        verb = chosen["verb"] if chosen else ""
        said = self.say(turn.said) if turn.said is not None else ""
        return [{"type": "_move", "quiet": not turn.events, "seconds": self.COMPUTER_BEATS.get(verb, 0.6),
                 "words": _("{who}: {said}").format(who=self.names.of(turn.seat), said=said),
                 "placed": chosen["names"]["die"] if verb == "pay" else None}]

    def on_event(self, ev: dict) -> None:
        if not ev.get("type", "").startswith("_"):
            self.doing = None  # from now on the log's line says what happens
        super().on_event(ev)

    def on_idle(self) -> None:
        self.doing = None
        self.shown.sync(self.session.match.view(self.session.viewer()), self.asked())
        self.tray.settle()
        self.refresh()

    def _choose_focus(self) -> None:
        """The fighter whose skills lie along the bottom: the one paying, else the first of the
        deciding side with a ready skill, else whichever was shown (if it still stands)."""
        b = self.view.get("battle")
        d = self.decision
        if b is None or self.view["phase"] != "battle":
            self.focus = None
            return
        if self.question["kind"] == "pay":  # whoever pays - the person, or the computer step by step
            self.focus = self.question["about"]["fighter"]
            return
        if d.skills:
            fighters = sorted({f for f, _ in d.skills})
            if self.focus not in fighters:
                self.focus = fighters[0]
            return
        if d.kind in ("go", "keyword", "unstun") and d.pool_side is not None:
            side = d.pool_side
            team = [i for i, f in enumerate(b["fighters"]) if f["side"] == side and not f["gone"]]
            if team and (self.focus is None or self.focus not in team):
                self.focus = team[0]
        if self.focus is None or self.focus >= len(b["fighters"]):
            standing = [i for i, f in enumerate(b["fighters"]) if not f["gone"]]
            self.focus = standing[0] if standing else None

    def hand_over_quietly(self, seat: int) -> bool:
        """Nothing is hidden in Zvery: only a new round (and the starters) gets the cover."""
        picked = self.question["about"]
        return self.view["phase"] not in ("starter", "choose") or bool(picked.get("wild") or picked.get("own"))

    def pass_screen(self, seat: int) -> SeatPassScreen:
        """The cover names the seat, shows its first creature, and says what comes next."""
        roster = self.view["players"][seat]["roster"]
        phase = self.view["phase"]
        note = {"starter": _("Choose your starter creature. Click when you are ready."),
                "choose": _("Your round: choose the wild creatures to battle. Click when you are ready.")}.get(
            phase, _("Your move. Click when you are ready."))

        def picture(size: int):
            if not roster:  # no creature yet: the seat's mark
                mark = pygame.Surface((size, size), pygame.SRCALPHA)
                draw_shape(mark, seat_shape(seat), (size // 2, size // 2), size * 0.4, seat_colour(seat))
                return mark
            card = roster[0]["card"]
            return pictures.portrait(card, api.catalog("zvery").creatures[card].type, size)

        return SeatPassScreen(self.app, self.names.of(seat), seat=seat, session=self.session,
                              on_continue=self._passed, note=note, picture=picture)

    def make_end_screen(self) -> EndScreen:
        return EndScreen(self.app, summary(self.view, self.names), self.layout.table, self._new_game, self.app.go_home)

    def undone(self) -> None:
        self.drag = None
        self.shown.sync(self.session.match.view(self.session.viewer()), self.asked())
        self.tray.settle()

    def ask_first(self, action: str) -> tuple[str, str, str, str] | None:
        """A starter asks first, as every move that cannot be taken back does: it stays the
        player's for the whole game, and once the other player has picked (at once, against the
        computer) the pick is beyond undo."""
        chosen = self.choice_of(action)
        if chosen is not None and chosen["verb"] == "pass":
            return self._ask_before_passing()
        if chosen is None or chosen["verb"] != "starter":
            return None
        creature = self.term("creature", chosen["names"]["creature"])
        return (_("Take {creature} as your starter?").format(creature=creature),
                _("Your starter plays for you all game, and once both players have picked it cannot be "
                  "taken back."), _("Take it"), _("Look again"))

    def _ask_before_passing(self) -> tuple[str, str, str, str] | None:
        """A pass before any skill this go puts the side out for the rest of the turn: while a
        skill can still be paid, it asks first (ending a go after a skill hands over, and asks
        nothing)."""
        battle = self.session.match.view(self.session.viewer()).get("battle") or {}
        skills = [self.term("skill", c["names"]["skill"]) for c in self.choices_with("use")]
        if battle.get("acted") or not skills or self.tutoring:
            return None
        return (_("Pass?"),
                _("Your dice can still pay for {skills}. A pass before any skill puts you out for the rest of this "
                  "turn.").format(skills=join(list(dict.fromkeys(skills)))),
                _("Pass"), _("Keep playing"))

    def leads_to(self, button_action: str, hint: str) -> bool:
        return False

    def hinted(self, action: str) -> None:
        """Beyond the buttons: the hinted card, skill or die glows orange on the table."""

    def _hint_keys(self) -> set:
        d = self.decision
        if not self.hint or d is None:
            return set()
        keys = {k for k, a in d.picks.items() if a == self.hint}
        keys |= {("skill", f, k) for (f, k), a in d.skills.items() if a == self.hint}
        keys |= {("die", i) for i, a in d.dice.items() if a == self.hint}
        return keys

    # --- input -----------------------------------------------------------------------------------------
    def reason(self, action: str) -> str:
        """A skill's forecast: what it will do to whom, as the rules count it."""
        b, d = self.view.get("battle"), self.decision
        skill = next((key for key, a in d.skills.items() if a == action), None) if d is not None else None
        if b is None or skill is None:
            return ""
        f, k = skill
        return preview.skill_forecast(b, f, b["fighters"][f]["skills"][k], None)

    # --- where each action is clicked (scenes/hand.py) ---------------------------------------------
    def reach_on_table(self, action: str):
        """A card to pick is clicked; a skill is clicked on its fighter's skill list (the fighter
        first, when another's skills are shown, and the skill's page tab when they take more
        than one page); a die is clicked in the tray."""
        d = self.decision
        if action in d.picks.values():
            yield Click(self._drawn_at(next(k for k, a in d.picks.items() if a == action)).center)
        elif action in d.skills.values():
            f, k = next(key for key, a in d.skills.items() if a == action)
            if self.focus != f:
                yield Click(self._drawn_at(("fighter", f)).center)
            if not any(key == ("skill", f, k) for _, key in self.hits.items):
                keys = self.view["battle"]["fighters"][f]["skills"]
                page = next(i for i, p in enumerate(stage.skill_book(self.layout.skills, keys)) if k in p)
                yield Click(self._drawn_at(("skill_page", page)).center)
            yield Click(self._drawn_at(("skill", f, k)).center)
        elif action in d.dice.values():
            i = next(k for k, a in d.dice.items() if a == action)
            side = self._tray_side()
            yield Click(self.tray.die_rects(side, len(self._pool(side)), True)[i].center)
        else:
            raise LookupError(f"nothing on the table sends {action!r}")

    def _drawn_at(self, key: tuple) -> pygame.Rect:
        """Where the thing `key` was drawn last (the topmost, when drawn twice)."""
        found = [r for r, k in self.hits.items if k == key]
        if not found:
            raise LookupError(f"{key} is not drawn")
        return found[-1]

    def pointer(self, event) -> None:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
            if self.drag and not self.drag["moving"]:
                sx, sy = self.drag["start"]
                if abs(event.pos[0] - sx) + abs(event.pos[1] - sy) > DRAG_START:
                    self.drag["moving"] = True
            self.hover = self._key_at(event.pos)
            self._zoom_on(self.hover)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self.mouse = event.pos
            if self.animator.busy:
                self.animator.skip()
                return
            self._press(event.pos)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self._release(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button == 3 and not self.drag:
            self.look_closely(self._key_at(event.pos, skip=("keyword",)))  # a keyword's card is the skill

    def click_state(self) -> tuple:
        return (*super().click_state(), self.focus, self.page_pick)

    def _key_at(self, pos, skip: tuple[str, ...] = ()) -> tuple | None:
        key = self.hits.at(pos, skip)
        if key is None and self._in_battle_view():
            side = self._tray_side()
            if side is not None:
                i = self.tray.hit(pos, side, len(self._pool(side)), True)
                if i is not None:
                    return ("die", i)
        return key

    def _press(self, pos) -> None:
        d = self.decision
        if d is None or not self.interactive or self.passing:
            return
        key = self._key_at(pos, skip=("keyword",))
        if key is None:
            return
        if key[0] == "die":
            if self._die_usable(key[1]):
                self.drag = {"die": key[1], "start": pos, "moving": False}
            return
        self.click(key)

    def _release(self, pos) -> None:
        drag, self.drag = self.drag, None
        if drag is None or self.animator.busy:
            return
        i = drag["die"]
        if not drag["moving"]:
            action = self.decision.dice.get(i) if self.decision else None
            if action:
                self.sound("click")
                self.play(action)
            return
        key = self.hits.at(pos, skip=("keyword",))
        if key and key[0] == "skill":
            self._drop_on_skill(i, key[1], key[2])

    def click(self, key: tuple) -> None:
        d = self.decision
        if key in d.picks:
            self.sound("click")
            self.play(d.picks[key])
        elif key[0] == "skill" and (key[1], key[2]) in d.skills:
            self.sound("click")
            self.play(d.skills[(key[1], key[2])])
        elif key[0] == "fighter":
            self.focus = key[1]  # read its skills
        elif key[0] == "skill_page":
            self.page_pick = (self.focus, key[1])  # turn to those skills

    def _die_usable(self, i: int) -> bool:
        d = self.decision
        return i in d.dice or (d.kind == "go" and any(self._fits_start(i, f, k) for f, k in d.skills))

    def _fits_start(self, i: int, fighter: int, k: int) -> bool:
        """Could die `i` begin paying skill k of `fighter` (the engine's own payment rule)?
        Asked every frame while dice glow or one is held: remembered until the next refresh."""
        found = self._fits.get((i, fighter, k))
        if found is None:
            b = self.view["battle"]
            key = b["fighters"][fighter]["skills"][k]
            pool = b["pools"][self.decision.pool_side]
            found = self._fits[(i, fighter, k)] = preview.rules.starts_paying(words.skill_of(key).cost, pool, i)
        return found

    def _drop_on_skill(self, i: int, fighter: int, k: int) -> None:
        d = self.decision
        if d.paying and d.paying["fighter"] == fighter and d.paying["index"] == k:
            if i in d.dice:
                self.sound("click")
                self.play(d.dice[i])
            return
        use = d.skills.get((fighter, k))
        if not use or not self._fits_start(i, fighter, k):
            return
        self.sound("click")
        self.play(use)
        first = next((c["action"] for c in self.choices_with("pay") if c["names"]["die"] == i), None)
        if not self.animator.busy and first is not None:
            self.play(first)  # the die dropped is the payment's first

    def _slot_fits(self, tile) -> bool:
        """While a die is held: may it go on this tile's slots?"""
        d = self.decision
        if self.drag is None or d is None:
            return False
        i = self.drag["die"]
        if d.paying:
            return d.paying["fighter"] == tile.fighter and d.paying["index"] == tile.index and i in d.dice
        return (tile.fighter, tile.index) in d.skills and self._fits_start(i, tile.fighter, tile.index)

    # --- a closer look (right-click) -------------------------------------------------------------------
    def inspect(self, key: tuple) -> Inspector | None:
        """Any card on the table at full size with all its words: a creature (with every skill
        of its abilities), a mutation, a skill card; the big preview opens what it shows."""
        if key[0] == "zoom":
            key = self._zoom_key()
            if key is None:
                return None
        if key[0] in ("mutation", "prize", "zoomed_mutation"):
            mutation = key[1] if key[0] == "zoomed_mutation" else self._mutation_at(key)
            if mutation is None:
                return None
            return Inspector(self.app, words.mutation_name(mutation),
                             lambda size: drawn(size, cards.draw_mutation, mutation), words.mutation_tip(mutation),
                             ratio=CARD_RATIO)
        if key[0] == "skill":
            b = self.shown.battle
            skill_key = b["fighters"][key[1]]["skills"][key[2]]
            return Inspector(self.app, words.skill_name(skill_key),
                             lambda size: drawn(size, skills.draw_skill_card, skill_key),
                             self._skill_sheet(skill_key), ratio=1.25)
        card = self._card_of(key) if key[0] != "zoomed" else key[1]
        if card is None:
            return None
        fighter = card.get("fighter")
        face = cards.CardFace.of_fighter(fighter, card) if fighter else cards.CardFace.of_beast(card)
        sheet = words.creature_sheet(card, starter=key[0] == "starter")
        return Inspector(self.app, words.creature_name(card["card"]), lambda size: drawn(size, cards.draw_card, face),
                         sheet, ratio=CARD_RATIO)

    def _skill_sheet(self, key: str) -> str:
        """A skill's tooltip, and what each keyword of its effects and its cost means."""
        found = words.keywords_in(words.skill_text(words.skill_of(key)))
        return "<br>".join([words.skill_tip(key)] + words.explained(found + [words.skill_of(key).cost.kind]))

    def _mutation_at(self, key: tuple) -> str | None:
        cards_ = self.shown.view["open_mutations"] if key[0] == "mutation" else self._prizes()
        return cards_[key[1]] if key[1] < len(cards_) else None

    def _zoom_key(self) -> tuple | None:
        zoomed = self._zoomed_now()
        if zoomed is None or zoomed[1] is None:
            return None
        return ("zoomed_mutation", zoomed[1]) if zoomed[0] == "mutation" else ("zoomed", zoomed[1])

    def picture_of(self, kind: str, id: Any) -> pygame.Surface | None:
        """A creature or a mutation named in the log, as its card (the log pane's hover)."""
        size = (210, round(210 / CARD_RATIO))
        if kind == "creature":
            return drawn(size, cards.draw_card, cards.CardFace(id))
        if kind == "mutation":
            return drawn(size, cards.draw_mutation, id)
        return None

    def card_of(self, key: tuple) -> str | None:
        if key[0] in ("mutation", "prize"):
            return self._mutation_at(key)
        card = self._card_of(key)
        return card["card"] if card else None

    # --- tooltips --------------------------------------------------------------------------------------
    def _tooltip_text(self) -> str | None:
        if self.drag is not None:
            return None
        key = self.hover
        if key is None:
            return None
        kind = key[0]
        if kind == "keyword":
            return f"<b>{plain(words.keyword_title(key[1]))}</b><br>{plain(words.keyword_tip(key[1]))}"
        if kind == "skill_page":
            return plain(_("Click: show these skills (a glowing tab has a skill you can pay now)"))
        if kind == "skill":
            return self._skill_tip(key[1], key[2])
        if kind == "die":
            return self._die_tip(key[1])
        if kind in ("mutation", "prize"):
            cards_ = self.shown.view["open_mutations"] if kind == "mutation" else self._prizes()
            if key[1] >= len(cards_):
                return None
            return words.mutation_tip(cards_[key[1]]) + self._mutation_note(key)
        card = self._card_of(key)
        return words.creature_tip(card) + self._click_note(key) if card else None

    def _card_of(self, key: tuple) -> dict | None:
        view = self.shown.view
        try:
            if key[0] == "roster":
                return view["players"][key[1]]["roster"][key[2]]
            if key[0] == "wild":
                return view["wild"][key[1]]
            if key[0] == "starter":
                return {"card": view["starters"][key[1]], "abilities": [], "mutations": []}
            if key[0] == "fighter":
                f = view["battle"]["fighters"][key[1]]
                beast = self.shown.beast(f) or {"card": f["card"], "abilities": [], "mutations": []}
                return {**beast, "fighter": f}
        except (IndexError, KeyError, TypeError):
            return None
        return None

    def _click_note(self, key: tuple) -> str:
        """Under a card's tooltip: what a click on it does now, and what that brings about."""
        d = self.decision
        if d is None or key not in d.picks or self.animator.busy:
            return "<br><i>" + plain(_("Click: show its skills")) + "</i>" if key[0] == "fighter" else ""
        verb = self.choice_of(d.picks[key])["verb"]
        note = CLICK_NOTES.get(verb)
        result = self._pick_result(key, verb)
        return ("<br><i>" + plain(_("Click: {note}").format(note=_(note))) + "</i>" if note else "") + \
            (f"<br>{plain(result)}" if result else "")

    def _mutation_note(self, key: tuple) -> str:
        """Under a mutation's tooltip: what a click on it does now."""
        d = self.decision
        if d is None or key not in d.picks or self.animator.busy:
            return ""
        if key[0] == "mutation":
            return "<br><i>" + plain(_("Click: {what}.").format(what=preview.stake_text(self.view, key[1]))) + "</i>"
        return "<br><i>" + plain(_("Click: take it; then place it on one of your creatures (or discard it).")) + "</i>"

    def _pick_result(self, key: tuple, verb: str) -> str:
        """The consequence of clicking a card, from the engine's rules."""
        view = self.view
        b = view.get("battle")
        if verb == "wild":
            return preview.wild_text(view["wild"][key[1]])
        if verb == "catch":
            return preview.catch_text(b["fighters"][key[1]])
        if verb == "target":
            aim = self.decision.about
            o = preview.rules.effect_outcome(b, aim["user"], aim["effect"], aim["paid"], key[1])
            return _("{outcome}.").format(outcome=preview.outcome_text(o, b["fighters"]))
        if verb == "place":
            return preview.placed_text(view["players"][key[1]]["roster"][key[2]], self.decision.about["mutation"])
        return ""

    def _skill_tip(self, fighter: int, k: int) -> str | None:
        b = self.shown.battle
        if b is None or fighter >= len(b["fighters"]) or k >= len(b["fighters"][fighter]["skills"]):
            return None
        key = b["fighters"][fighter]["skills"][k]
        text = words.skill_tip(key)
        d = self.decision
        if d is not None and (fighter, k) in d.skills:
            text += ("<br>" + plain(_("Will do: {what}").format(what=preview.skill_forecast(b, fighter, key, None))) +
                     "<br><i>" + plain(_("Click it, then the dice - or drag a die onto its slots.")) + "</i>")
        return text

    def _die_tip(self, i: int) -> str | None:
        """A die: its face, whose it is, and what it can do now - the costs it can pay, where it
        may be dropped, what a click does and what that click will bring about."""
        side = self._tray_side()
        pool = self._pool(side)
        b = self.shown.battle
        if side is None or b is None or i >= len(pool):
            return None
        d = self.decision
        leaving = d is not None and d.kind == "leave"
        owner = b["seats"][side]
        n, who = len(pool), self.names.of(owner)
        whose = ngettext("the wild side's only unused die (played by {who})",
                         "one of the wild side's {n} unused dice (played by {who})", n) if b["kind"] == "wild" and \
            side == 1 else ngettext("{who}'s only unused die", "one of {who}'s {n} unused dice", n)
        head = _("rolled for the catch, not left on it yet") if leaving else whose.format(n=n, who=who)
        head = "<b>" + plain(_("A {value}").format(value=pool[i])) + "</b> - " + plain(head)
        ask = self._die_asks(i, pool) if d is not None and self.interactive and not self.animator.busy else ""
        if not ask:
            ask = "<i>" + plain(_("Not for use now.") if d is not None and d.pool_side == side else
                                _("{who} uses it on their go.").format(who=self.names.of(owner))) + "</i>"
        return f"{head}<br>{ask}"

    def _die_asks(self, i: int, pool: list[int]) -> str:
        """What die `i` may do in the decision at hand, and what a click (or a drag) does."""
        d = self.decision
        b = self.view["battle"]
        about = d.about
        if d.kind == "go":
            pays = preview.skills_it_pays(b, d.pool_side, i, d.skills)
            if not pays:
                return "<i>" + plain(_("It can start paying none of the lit skills.")) + "</i>"
            return (plain(_("Can pay: {skills}").format(skills="; ".join(pays))) + "<br><i>" +
                    plain(_("Drag it onto that skill's slots (or click the skill, then the dice).")) + "</i>")
        if i not in d.dice:
            return "<i>" + plain(_("It cannot go towards this now.")) + "</i>"
        if d.kind == "pay":
            key = about["skill"]
            chosen = [pool[j] for j in about["chosen"]]
            paid = preview.paid_with(key, chosen, pool[i])
            then = _("That pays it: {what}.").format(what=preview.skill_forecast(b, about["fighter"], key, paid)) \
                if paid is not None else _("More dice are still needed after it.")
            return "<i>" + plain(_("Click: place it on {skill}'s cost.").format(skill=words.skill_name(key))) + \
                "</i><br>" + plain(then)
        if d.kind == "keyword":
            return "<i>" + plain(_("Click: {what}.").format(
                what=preview.keyword_result(about["keyword"], pool, i, about["picked"]))) + "</i>"
        if d.kind == "unstun":
            so_far = about["paid"] + pool[i]
            done = _("that frees it") if i in about["frees"] else \
                _("{left} still to go").format(left=about["stun"] - so_far)
            return "<i>" + plain(_("Click: put it towards the stun {stun}: {so_far} so far, {done}.").format(
                stun=about["stun"], so_far=so_far, done=done)) + "</i>"
        if d.kind == "leave":
            f = b["fighters"][about["fighter"]]
            card = api.catalog("zvery").creatures[f["card"]]
            chance = preview.rules.catch_chance(card.catchrate, f["health"], list(f["catch_dice"]) + [pool[i]])
            return ("<i>" + plain(_("Click: leave it on {creature}; it counts towards the next catch there.").format(
                creature=words.creature_name(f["card"]))) + "</i><br>" +
                plain(_("With it left there, the next try (at its health now): {chance}.").format(
                    chance=preview.percent(chance))))
        return "<i>" + plain(_("Click to use it.")) + "</i>"

    # --- what the table shows --------------------------------------------------------------------------
    def _in_battle_view(self) -> bool:
        return self.shown.in_battle and self.shown.battle is not None

    def _tray_side(self) -> int | None:
        d = self.decision
        if d is not None and not self.animator.busy and d.kind == "leave":
            return 0
        if d is not None and not self.animator.busy and d.pool_side is not None:
            return d.pool_side
        b = self.shown.battle
        return b["go"] if b else None

    def _pool(self, side: int | None) -> list[int]:
        b = self.shown.battle
        if b is None or side is None:
            return []
        d = self.decision
        if d is not None and d.kind == "leave" and side == 0 and not self.animator.busy:
            return list(d.about["rolled"])  # the missed throw's dice, to leave on the creature
        return b["pools"][side]

    def _near_seat(self) -> int | None:
        """Whose creatures lie nearest the screen's edge between battles: the person at the table
        (against the computer, always theirs), else the current player."""
        people = self.session.human_seats()
        if len(people) == 1:
            return people[0]
        return self.viewer if self.viewer is not None else None

    def _prizes(self) -> list[str]:
        """The mutations won, as shown: those still to take, or those the seat placing holds."""
        phase, asked = self.shown.view["phase"], self.shown.asked
        if phase == "draft":
            return list(asked["about"].get("pool", []))
        if phase == "place" and asked["kind"] == "place":
            return list(asked["about"]["got"][asked["seat"]])
        return []

    def _wild_fate(self) -> dict[int, str]:
        """After a battle, until the market is refilled: what became of each wild creature fought."""
        view = self.shown.view
        b = view.get("battle")
        if b is None or self.shown.in_battle or b["kind"] != "wild":
            return {}
        return {f["slot"]: f["gone"] or "away" for f in b["fighters"] if f["side"] == 1}

    def _look(self) -> stage.Look:
        d = self.decision if not self.animator.busy and self.interactive and not self.passing else None
        look = stage.Look(hover=self.hover, focus=self.focus, dragging=self.drag["die"] if self.drag and
                          self.drag["moving"] else None, fits=self._slot_fits, hint_keys=self._hint_keys(),
                          lesson=self.tutoring)
        look.wild_fate = self._wild_fate()
        look.near = self._near_seat()
        if self.shown.view["phase"] in ("draft", "place") and not self.shown.in_battle:
            look.prizes = self._prizes()
            look.prize_label = _("Won in the battle: take one") if self.shown.view["phase"] == "draft" else \
                _("To place on a creature")
        self._show_payment(look)
        if look.paying:
            look.focus = look.paying["fighter"]
        look.skill_page = self._skill_page(look)
        if d is None:
            return look
        look.picks, look.marked = dict(d.picks), set(d.marked)
        b = self.view.get("battle")
        if b is not None and self.view["phase"] == "battle":
            for (f, k) in d.skills:
                look.skill_state[(f, k)] = "ready"
            notes = self._choice_notes(d, b)
            if notes is not None:
                look.notes = notes
        return look

    def _skill_page(self, look: stage.Look) -> int:
        """Which page of the focused creature's skills to lay out, when they do not all fit: the
        one being paid, else the one the player turned to, else the first with a skill ready."""
        b = self.shown.battle if self._in_battle_view() else None
        if b is None or look.focus is None or look.focus >= len(b["fighters"]):
            return 0
        book = stage.skill_book(self.layout.skills, b["fighters"][look.focus]["skills"])
        if len(book) == 1:
            return 0
        if look.paying and look.paying["fighter"] == look.focus:
            return next((i for i, page in enumerate(book) if look.paying["index"] in page), 0)
        if self.page_pick and self.page_pick[0] == look.focus:
            return self.page_pick[1]
        d = self.decision
        ready = {k for (f, k) in (d.skills if d else {}) if f == look.focus}
        return next((i for i, page in enumerate(book) if ready & set(page)), 0)

    def _show_payment(self, look: stage.Look) -> None:
        """A skill being paid - by the person or the computer - shows its dice on its slots and
        what it will do on the creatures it reaches."""
        b = self.shown.battle if self._in_battle_view() else None
        kind, about = status.in_battle(self.shown.view, self.shown.asked)
        if b is None:
            return
        look.pool_values = list(b["pools"][about["side"]]) if about.get("side") is not None else []
        if kind != "pay":
            return
        f = b["fighters"][about["fighter"]]
        look.paying = {"fighter": about["fighter"], "skill": about["skill"], "chosen": list(about["chosen"]),
                       "index": f["skills"].index(about["skill"])}
        pool = b["pools"][about["side"]]
        chosen = [pool[j] for j in about["chosen"] if j < len(pool)]
        hovered = self.hover[1] if self.hover and self.hover[0] == "die" and self.interactive else None
        value = pool[hovered] if hovered is not None and hovered < len(pool) and hovered not in about["chosen"] \
            and self.decision is not None and hovered in self.decision.dice else None
        paid = preview.paid_with(about["skill"], chosen, value)
        look.notes = preview.fighter_marks(b, about["fighter"], about["skill"], paid)

    def _choice_notes(self, d: Decision, b: dict) -> dict[int, str] | None:
        """What the choice at hand does to each creature, written on it before the click (None:
        as the payment shows it)."""
        if d.kind == "catch_choice":
            return {key[1]: preview.catch_mark(b["fighters"][key[1]]) for key in d.picks}
        if d.kind == "target":
            return preview.target_marks(b, d.about, [key[1] for key in d.picks])
        hover = self._key_at(self.mouse, skip=("keyword",))  # a keyword's card is its skill
        if d.kind == "go" and hover and hover[0] == "skill" and (hover[1], hover[2]) in d.skills:
            return preview.fighter_marks(b, hover[1], b["fighters"][hover[1]]["skills"][hover[2]], None)
        return None if d.kind == "pay" else {}

    # --- per frame -------------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        now = time.thread_time()
        # On this thread's CPU clock the frame began as the last one's drawing ended: the
        # toolkit's drawing and the flip, this frame's events and the toolkit's update (a log
        # laid out anew: several ms) come before the table's update, and count against the budget.
        self._began = self._drawn if 0 <= now - self._drawn < self.FRAME_GAP else now
        super().update(dt)

    def _prepare_ahead(self) -> None:
        """In what is left of the frame's budget: the cards the engine has put in play, made
        ready before the animations bring them onto the table (prepare.py)."""
        until = self._began + self.AHEAD_BUDGET
        if self._moved and time.thread_time() < until:
            self._moved = False
            self.ahead.cards_in_play(self.layout, self.session.match.view(self.viewer))
        self.ahead.work(until)

    def animate(self, dt: float) -> None:
        self.tray.update(dt)
        for fx in self.shown.fx.values():
            fx.flash = max(0.0, fx.flash - dt * 3) if not self.animator.busy else fx.flash
        self.animator.update(dt)

    def _arrange_battle(self) -> None:
        """A battle's sides face each other in whichever arrangement draws its cards larger
        (layout.py); the tray moves with them (only when the arrangement changes: a battle's
        teams keep their size)."""
        b = self.shown.battle
        if not self._in_battle_view():
            return
        self.layout.arrange_battle(tuple(sum(1 for f in b["fighters"] if f["side"] == side) for side in (0, 1)))
        if self.tray.rect != self.layout.tray:
            self.tray.place(self.layout.tray)

    def draw(self, surface) -> None:
        lay = self.layout
        surface.blit(self.backdrop.image(self._column_key(), self._paint_column), (0, 0))
        self._arrange_battle()
        look = self._look()
        if self._in_battle_view():
            self.hits = stage.draw_battle(surface, lay, self.shown, self.names, look, self._fx)
            self._draw_tray(surface, look)
        else:
            self.hits = stage.draw_between(surface, lay, self.shown, self.names, look)
        self.effects.draw(surface)
        self._draw_banner(surface)
        self.hits.add(lay.zoom, ("zoom",))
        self._draw_drag(surface)
        hover = self._key_at(self.mouse)  # what is under the pointer now, though the table moved under it
        if hover != self.hover and not self.passing:
            self._zoom_on(hover)
        self.hover = hover
        self._prepare_ahead()
        self._drawn = time.thread_time()

    def _fx(self, card: str) -> Fx:
        return self.shown.fx.get(card) or Fx()

    def _draw_tray(self, surface, look: stage.Look) -> None:
        b = self.shown.battle
        d = self.decision if not self.animator.busy and self.interactive else None
        focus = self._tray_side()
        pools = [self._pool(0), self._pool(1)]
        labels = []
        for side in (0, 1):
            seat = b["seats"][side]
            who = self.names.of(seat) if not (b["kind"] == "wild" and side == 1) else \
                _("Wild ({who})").format(who=self.names.of(seat))
            n = len(pools[side])
            labels.append(ngettext("{who}: {n} unused die", "{who}: {n} unused dice", n).format(who=who, n=n)
                          if not (side == 0 and b["catching"]) else
                          _("{who}: tried a catch, no dice this turn").format(who=who))
        lit = None
        lifted = set(look.paying["chosen"]) if look.paying else set()
        if d is not None and focus is not None:
            lit = {i: self._die_usable(i) for i in range(len(pools[focus]))}
        hover = self.hover[1] if self.hover and self.hover[0] == "die" else None
        dragging = self.drag["die"] if self.drag and self.drag["moving"] else None
        hinted = {i for i, a in d.dice.items() if a == self.hint} if d is not None and self.hint else set()
        self.tray.draw(surface, pools, labels, focus, lit, lifted, dragging, hover, self.colorblind(), hinted)

    def _draw_drag(self, surface) -> None:
        if not self.drag or not self.drag["moving"]:
            return
        pool = self._pool(self._tray_side())
        i = self.drag["die"]
        if i >= len(pool):
            return
        from ..widgets.dice import draw_face

        size = 48
        rect = pygame.Rect(0, 0, size, size)
        rect.center = self.mouse
        draw_face(surface, rect, ["empty"] * pool[i], style="plain", highlight=True, colorblind=self.colorblind())

    def _draw_banner(self, surface) -> None:
        if self.animator.busy or self.decision is None:
            seat = self.shown.view.get("current")
            last = self.doing or (self.log_lines[-1][0] if self.log_lines else "")
            self.banner.draw(surface, self._phase_title(), f"{last}  " + self.hurry(_("(click or Space to hurry)")), seat)
            return
        d = self.decision
        detail = d.detail
        if self.hint:
            detail = _("Hint: {hint}").format(hint=self.hint_label)
        self.banner.draw(surface, d.title, detail, d.seat)

    def _phase_title(self) -> str:
        view = self.shown.view
        if view["phase"] == "over":
            return _("The game is over")
        b = view.get("battle")
        if self.shown.in_battle and b:
            return (_("The final battle - turn {turn}") if b["kind"] == "final" else _("Battle - turn {turn}")).format(
                turn=b["turn"])
        return _("{who}'s round").format(who=self.names.of(view["current"]))

    # --- the right column, on the table top (one layer: layer.py) ---------------------------------------
    def _column_key(self) -> tuple:
        """Everything the right column shows: it is painted again only when this changes."""
        view = self.shown.view
        seats = tuple(self._seat_line(seat) for seat in (view["current"], 1 - view["current"]))
        creatures = sum(1 for c in view["discard"] if c in api.catalog("zvery").creatures)
        decks = (tuple(sorted(view["decks"].items())), creatures, len(view["mutation_discard"]), view["battles"],
                 view["final_after"])
        return self.layout.size, language(), seats, decks, self._zoom_shown()

    def _seat_line(self, seat: int) -> tuple:
        """What a seat's line in the right column says: who, doing what, how many creatures,
        and whether the table waits for them."""
        d = self.decision
        lit = d is not None and d.seat == seat and not self.animator.busy
        view = self.shown.view
        return (seat, self.names.full(seat), status.seat_role(view, self.shown.asked, seat),
                len(view["players"][seat]["roster"]), lit)

    def _paint_column(self, surface) -> None:
        """The right column on the table top: the seats, the decks, the card shown large (the
        log's panel lies over its foot)."""
        lay = self.layout
        surface.blit(art.wood(lay.size), lay.panel.topleft, area=lay.panel)
        pygame.draw.line(surface, (20, 12, 8), lay.panel.topleft, lay.panel.bottomleft, 3)
        view = self.shown.view
        for row, seat in enumerate((view["current"], 1 - view["current"])):
            self._draw_seat(surface, lay.seat_rect(row), *self._seat_line(seat))
        self._draw_decks(surface, lay.decks, view)
        self._draw_zoom(surface, lay.zoom)

    @staticmethod
    def _draw_seat(surface, rect, seat: int, name: str, role: str, creatures: int, lit: bool) -> None:
        surface.blit(art.parchment_panel(rect.size, radius=8), (rect.x - 6, rect.y - 4))
        colour = seat_colour(seat)
        pygame.draw.rect(surface, colour, (rect.x + 6, rect.y + 6, 6, rect.h - 12), border_radius=3)
        if lit:
            pygame.draw.rect(surface, (255, 214, 102), rect.inflate(4, 4), width=3, border_radius=10)
        draw_shape(surface, seat_shape(seat), (rect.x + 28, rect.y + 20), 9, colour)
        art.text(surface, name, art.fitting_serif(name, rect.w - 60, 18), ink_of(colour), topleft=(rect.x + 44, rect.y + 9))
        art.text(surface, ngettext("{role} \u00b7 {n} creature", "{role} \u00b7 {n} creatures", creatures).format(
            role=role, n=creatures), art.serif(14, "italic"), art.INK_SOFT, topleft=(rect.x + 20, rect.y + 36))

    def _zoom_on(self, key: tuple | None) -> None:
        """The card under the mouse becomes the one shown large (it stays until another)."""
        if key is None:
            return
        if key[0] in ("mutation", "prize"):
            cards_ = self.shown.view["open_mutations"] if key[0] == "mutation" else self._prizes()
            if key[1] < len(cards_):
                self.zoomed = ("mutation", cards_[key[1]], self.shown.view["phase"])
            return
        card = self._card_of(key)
        if card is not None:
            d = self.decision
            if d is not None and d.kind == "place" and key in d.picks and not self.animator.busy:
                placed = [d.about["mutation"]]
                card = {**card, "mutations": list(card["mutations"]) + placed, "preview": True}  # as it would be
            self.zoomed = ("creature", card, self.shown.view["phase"])

    def _zoomed_now(self) -> tuple | None:
        """What the big preview shows this frame: the card last pointed at (in this phase), else
        in a battle the fighter whose skills are laid out."""
        zoomed = self.zoomed if self.zoomed and self.zoomed[2] == self.shown.view["phase"] else None
        if zoomed is None and self._in_battle_view() and self.focus is not None:
            zoomed = ("creature", self._card_of(("fighter", self.focus)), "battle")
        return zoomed

    def _zoom_shown(self) -> tuple | None:
        """What the big preview draws this frame: ("mutation", id), ("creature", its face, the
        caption over it or None), or None (the invitation to point at a card)."""
        zoomed = self._zoomed_now()
        if zoomed is None or zoomed[1] is None:
            return None
        kind, what, _phase = zoomed
        if kind == "mutation":
            return ("mutation", what, None)
        caption = None
        if what.get("preview"):  # a creature as it would be with the mutation being placed
            caption = _("With {mutation}:").format(mutation=words.mutation_name(what["mutations"][-1]))
        fighter = what.get("fighter")
        return ("creature", cards.CardFace.of_fighter(fighter, what) if fighter else cards.CardFace.of_beast(what),
                caption)

    def _draw_zoom(self, surface, rect) -> None:
        surface.blit(art.parchment_panel(rect.size, radius=8), (rect.x - 6, rect.y - 4))
        card = self.layout.zoom_card()
        shown = self._zoom_shown()
        if shown is None:
            art.text(surface, _("Point at a card to see it here"), art.serif(15, "italic"), art.INK_SOFT,
                     center=rect.center)
            return
        kind, what, caption = shown
        if kind == "mutation":
            cards.draw_mutation(surface, card, what)
            return
        if caption is not None:
            font = art.fitting_serif(caption, rect.w - 16, 15, style="italic", smallest=11)
            top = art.text(surface, caption, font, art.INK, midtop=(rect.centerx, rect.y + 2)).bottom
            card = pygame.Rect(0, 0, int((rect.bottom - 6 - top) * CARD_RATIO), rect.bottom - 6 - top)
            card.midtop = (rect.centerx, top + 2)
        cards.draw_card(surface, card, what)

    def _draw_decks(self, surface, rect, view) -> None:
        surface.blit(art.parchment_panel(rect.size, radius=8), (rect.x - 6, rect.y - 4))
        decks = view["decks"]
        w, h = 32, 46
        x, y = rect.x + 8, rect.y + 6
        for n in (1, 2, 3):
            cards.draw_back(surface, pygame.Rect(x, y, w, h), "card_back", decks[f"level_{n}"],
                            _("level {n}").format(n=n))
            x += w + 8
        cards.draw_back(surface, pygame.Rect(x + 4, y, w, h), "mutation_back", decks["mutations"], _("mutations"))
        x += w + 22
        creatures = sum(1 for c in view["discard"] if c in api.catalog("zvery").creatures)
        mutations = len(view["mutation_discard"])
        lines = [(_("Battles fought: {n}").format(n=view["battles"]), art.INK),
                 (_("the final comes by battle {n}").format(n=view["final_after"]), art.INK_SOFT),
                 (ngettext("Discarded: {n} creature,", "Discarded: {n} creatures,", creatures).format(n=creatures),
                  art.INK_SOFT),
                 (ngettext("{n} mutation", "{n} mutations", mutations).format(n=mutations), art.INK_SOFT)]
        room = rect.right - x - 4
        font = art.fitting_serif(max((line for line, _ink in lines), key=lambda line: art.serif(14).size(line)[0]),
                                 room, 14, style="regular", smallest=12)
        rows = [(part, ink) for line, ink in lines for part in art.wrap(line, font, room)]  # 12 px at least: wrapped
        step = min(font.get_linesize(), (rect.h - 8) // len(rows))
        for i, (line, ink) in enumerate(rows):
            art.text(surface, line, font, ink, topleft=(x, rect.y + 4 + i * step))
