"""The scene stack: lifecycle order, who gets input, who draws."""
from __future__ import annotations

from scenes.stack import Scene, SceneStack


class Probe(Scene):
    def __init__(self, name, journal, transparent=False):
        super().__init__()
        self.name, self.journal, self.transparent = name, journal, transparent

    def on_enter(self):
        self.journal.append(f"{self.name}.enter")

    def on_exit(self):
        self.journal.append(f"{self.name}.exit")

    def on_cover(self, above):
        self.journal.append(f"{self.name}.cover:{above.name}")

    def on_uncover(self):
        self.journal.append(f"{self.name}.uncover")

    def on_resize(self, size):
        self.journal.append(f"{self.name}.resize:{size[0]}")

    def handle_event(self, event):
        self.journal.append(f"{self.name}.event:{event}")

    def update(self, dt):
        self.journal.append(f"{self.name}.update")

    def draw(self, surface):
        surface.append(self.name)


def test_push_pop_replace_call_the_lifecycle_in_order():
    journal = []
    stack = SceneStack()
    a, b, c = Probe("a", journal), Probe("b", journal), Probe("c", journal)
    stack.push(a)
    stack.push(b)
    stack.replace(c)
    stack.pop()
    assert journal == ["a.enter", "a.cover:b", "b.enter", "b.exit", "c.enter", "c.exit", "a.uncover"]
    assert stack.top is a and len(stack) == 1 and b.stack is None and c.stack is None


def test_only_the_top_scene_gets_input():
    journal = []
    stack = SceneStack()
    stack.push(Probe("a", journal))
    stack.push(Probe("b", journal, transparent=True))
    journal.clear()
    stack.handle_event("click")
    assert journal == ["b.event:click"]


def test_opaque_scene_hides_and_pauses_everything_below():
    journal = []
    stack = SceneStack()
    for name in "abc":
        stack.push(Probe(name, journal))
    journal.clear()
    drawn = []
    stack.draw(drawn)
    stack.update(0.1)
    assert drawn == ["c"]
    assert journal == ["c.update"]


def test_transparent_scenes_draw_from_the_lowest_visible_scene_up():
    journal = []
    stack = SceneStack()
    stack.push(Probe("table", journal))
    stack.push(Probe("board", journal))
    stack.push(Probe("dice", journal, transparent=True))
    stack.push(Probe("hint", journal, transparent=True))
    drawn = []
    stack.draw(drawn)
    assert drawn == ["board", "dice", "hint"]
    assert [s.name for s in stack.visible()] == ["board", "dice", "hint"]


def test_a_scene_may_pop_itself_while_handling_an_event():
    journal = []
    stack = SceneStack()
    stack.push(Probe("menu", journal))

    class Closer(Probe):
        def handle_event(self, event):
            self.close()

    stack.push(Closer("dialog", journal, transparent=True))
    stack.handle_event("click")
    assert stack.top.name == "menu"
    drawn = []
    stack.draw(drawn)
    assert drawn == ["menu"]


def test_a_scene_removed_during_update_is_not_updated_afterwards():
    journal = []
    stack = SceneStack()

    class Dismisser(Probe):
        def update(self, dt):
            journal.append("table.update")
            stack.top.close()  # e.g. the table closes a hint overlay when the AI moves

    stack.push(Dismisser("table", journal))
    stack.push(Probe("hint", journal, transparent=True))
    journal.clear()
    stack.update(0.1)
    assert journal == ["table.update", "hint.exit", "table.uncover"]


def test_resize_reaches_every_scene_even_covered_ones():
    journal = []
    stack = SceneStack()
    stack.push(Probe("a", journal))
    stack.push(Probe("b", journal))
    journal.clear()
    stack.resize((1024, 640))
    assert journal == ["a.resize:1024", "b.resize:1024"]


def test_remove_takes_out_a_scene_below_the_top_quietly_and_clear_empties():
    journal = []
    stack = SceneStack()
    a, b = stack.push(Probe("a", journal)), stack.push(Probe("b", journal))
    journal.clear()
    stack.remove(a)
    assert journal == ["a.exit"] and stack.top is b
    stack.clear()
    assert journal == ["a.exit", "b.exit"] and stack.top is None and stack.pop() is None
