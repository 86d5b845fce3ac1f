#!/usr/bin/env python3
"""Fills untranslated entries of webapp/src/locales/gu/messages.po from JSON files that map an English source
message (the msgid, exactly as `lingui extract` writes it) to its Gujarati translation.

Usage: tools/i18n/fill-gu.py translations.json [more.json ...]
Prints what it filled and which given messages the catalog does not have (a typo, or not extracted yet)."""

import json
import re
import sys
from pathlib import Path

PO = Path(__file__).resolve().parents[2] / "webapp/src/locales/gu/messages.po"


def unquote(lines):
    return "".join(json.loads(line.strip()) for line in lines)


def quote(text):
    return json.dumps(text, ensure_ascii=False)


def main(paths):
    wanted = {}
    for path in paths:
        wanted.update(json.loads(Path(path).read_text(encoding="utf-8")))
    lines = PO.read_text(encoding="utf-8").split("\n")
    out, i, filled, seen = [], 0, [], set()
    while i < len(lines):
        line = lines[i]
        if line.startswith("msgid "):
            block = [line[6:]]
            j = i + 1
            while j < len(lines) and lines[j].startswith('"'):
                block.append(lines[j])
                j += 1
            msgid = unquote(block)
            out.extend(lines[i:j])
            seen.add(msgid)
            # msgstr "" followed by no continuation: untranslated.
            if (
                j < len(lines)
                and lines[j] == 'msgstr ""'
                and not (j + 1 < len(lines) and lines[j + 1].startswith('"'))
                and msgid
                and msgid in wanted
            ):
                out.append("msgstr " + quote(wanted[msgid]))
                filled.append(msgid)
                i = j + 1
                continue
            i = j
            continue
        out.append(line)
        i += 1
    PO.write_text("\n".join(out), encoding="utf-8")
    print(f"filled {len(filled)}")
    missing = [m for m in wanted if m not in seen]
    if missing:
        print("not in the catalog:")
        for m in missing:
            print("  " + m)


if __name__ == "__main__":
    main(sys.argv[1:])
