"""The guide's stand-in: should docs/help/zombie_slayer.md be missing, the guide window (every
game's, widgets/help_window.py, opened by TableScene.show_help) shows this summary made from the
game's own content (skills and items), in the player's language."""
from __future__ import annotations

from engine import api

from ..i18n import _
from .words import LIMITS, named


def builtin_help() -> str:
    c = api.catalog("zombie_slayer")
    lines = [
        "# " + _("Zombie Slayer"),
        _("Find the Temple hidden in the town deck and destroy the Necromancer. You lose if your Life reaches 0."),
        "",
        "## " + _("Your turn"),
        _("You have **{actions} actions** ({townsman} while a fanatic townsman is with you). One action: move 1 square, "
          "attack, use a skill, quaff a potion, or search the card you stand on (if no zombie is on it).").format(
            actions=LIMITS["actions"], townsman=LIMITS["townsman_actions"]),
        "- " + _("**Gold squares**: where you can move. Hover any square to see the path and how many steps it is."),
        "- " + _("**Red rings**: enemies you can attack. Left-click attacks; right-click lists your skill attacks."),
        "- " + _("Torch and dragon dung are free, just before or after a move."),
        "- " + _("Followers each have 1 action: click one (or his badge on your token), then his square or target."),
        "",
        "## " + _("Dice"),
        _("You roll one die per Life (your Hand) and **keep one**: click it. The dieagram on your sheet says what each "
          "face counts for. The **Luck die** can reroll a die or turn it by 1, once per point."),
        _("Damage = (attack pips - defense pips) / toughness, rounded down. A zombie (or the Necromancer) that keeps its "
          "1-face while defending triggers its skill Already Dead: all damage from that attack is negated."),
        "",
        "## " + _("Exploring"),
        _("Entering a new card draws cards for its open sides; you choose how each lies (the green border may not face "
          "the card you came from). Then zombies spawn on the neighbouring cards."),
        "",
        "## " + _("Skills"),
    ]
    lines += ["- **{}** ({}): {}".format(named("skill", k), named("skill", k, "when"), named("skill", k, "text"))
              for k in c.skills]
    lines += ["", "## " + _("Items")]
    lines += ["- **{}**: {}".format(named("item", k), named("item", k, "text")) for k in c.items]
    lines += ["", "## " + _("The table"),
              _("Drag with the right or middle mouse button (or arrow keys / WASD) to pan; wheel or +/- to zoom; C centres "
                "on your slayer. Space hurries animations. Ctrl+Z undoes, H gives a hint.")]
    return "\n".join(lines)
