"""Text for pygame-gui's HTML subset (<b>, <i>, <br>), without importing pygame: the words modules
build tooltips with it and must stay importable where pygame is not."""
from __future__ import annotations

import html
from typing import Any


def plain(text: Any) -> str:
    """Plain text (or a number) made safe for a tooltip."""
    return html.escape(str(text), quote=False).replace("\n", "<br>")
