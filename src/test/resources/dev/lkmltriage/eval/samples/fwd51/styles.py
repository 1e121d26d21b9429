#!/usr/bin/env python3
"""Session 51 (fwd51): forward separators over the archive's decoded text, by client style and quote depth.

Usage: styles.py TEXT.jsonl [labelled.py's directory]
TEXT.jsonl: one {"i","s","t"} line per archive message (Tools51 text). Prints, per style, the messages holding it
at depth 0 (own) and under '>' marks (quoted), those labelled or drawn before in brackets, and the indexes of the
own ones. No mail text is written anywhere.
"""
import json
import re
import sys

STYLES = [
    ("mutt '----- Forwarded message from X -----'", r"-{2,}\s*forwarded message from .*-{2,}"),
    ("Gmail '---------- Forwarded message ---------'", r"-{2,}\s*Forwarded message\s*-{2,}"),
    ("Thunderbird/Evolution/Yahoo '-------- Forwarded Message --------'", r"-{2,}\s*Forwarded Message\s*-{2,}"),
    ("Apple Mail 'Begin forwarded message:'", r"begin forwarded message:"),
    ("German/French forms", r"(-{2,}\s*(weitergeleitete nachricht|message transf[ée]r[ée]).*-{2,}"
                            r"|anfang der weitergeleiteten nachricht:)"),
    ("mutt's closing '----- End forwarded message -----'", r"-{2,}\s*end forwarded message\s*-{2,}"),
    ("Outlook '-----Original Message-----' (stays quoted)", r"-{2,}\s*original message\s*-{2,}"),
]
CASED = {1, 2}  # Gmail and Thunderbird differ only in the case of "Message"


def main():
    labelled = set()
    if len(sys.argv) > 2:
        sys.path.insert(0, sys.argv[2])
        import labelled as lab
        labelled = set(lab.idx)
    own = {k: set() for k in range(len(STYLES))}
    quoted = {k: set() for k in range(len(STYLES))}
    rx = [re.compile(r"^(?P<q>[ \t>]*)" + p + r"\s*$", 0 if k in CASED else re.I) for k, (_, p) in enumerate(STYLES)]
    for line in open(sys.argv[1], encoding="utf-8"):
        o = json.loads(line)
        for text_line in o["t"].split("\n"):
            if len(text_line) > 400 or "orward" not in text_line and "riginal" not in text_line \
                    and "eitergeleitet" not in text_line and "ransf" not in text_line:
                continue
            for k, r in enumerate(rx):
                m = r.match(text_line)
                if m:
                    (quoted if ">" in m.group("q") else own)[k].add(o["i"])
    for k, (name, _) in enumerate(STYLES):
        o, q = own[k], quoted[k]
        print(f"{name}: own {len(o)} ({len(o & labelled)}), under '>' {len(q)} ({len(q & labelled)});"
              f" own: {sorted(o) if len(o) <= 20 else '...'}")


if __name__ == "__main__":
    main()
