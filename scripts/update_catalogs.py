"""Merges webapp/translations/messages.pot into each language's messages.po, rewriting a catalog only when its messages change.

Babel's own `update` stamps the template's creation time into every catalog's header on every
run, so two branches that both ran scripts/translations conflicted on that line alone. Here a
catalog whose messages are the same after the merge is left as it is (header included); one that
changed takes the template's date.
"""

from __future__ import annotations

import io
import sys
from pathlib import Path

from babel.messages.pofile import read_po, write_po


def render(catalog) -> bytes:
    out = io.BytesIO()
    write_po(out, catalog, ignore_obsolete=True, width=76)  # as `pybabel update --ignore-obsolete` writes
    return out.getvalue()


def update(template_path: Path, translations: Path) -> list[Path]:
    """The catalogs rewritten (their messages changed)."""
    with open(template_path, "rb") as handle:
        template = read_po(handle)
    changed = []
    for po in sorted(translations.glob("*/LC_MESSAGES/messages.po")):
        locale = po.parent.parent.name
        original = po.read_bytes()
        catalog = read_po(io.BytesIO(original), locale=locale)
        catalog.update(template, no_fuzzy_matching=True, update_creation_date=False)
        if render(catalog) == original:  # same messages under the same header: left as it is
            continue
        catalog.creation_date = template.creation_date
        po.write_bytes(render(catalog))
        changed.append(po)
    return changed


if __name__ == "__main__":
    pot = Path(sys.argv[1] if len(sys.argv) > 1 else "translations/messages.pot")
    for path in update(pot, pot.parent):
        print(f"updated {path}")
