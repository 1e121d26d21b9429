#!/usr/bin/env python3
"""Write a Maildir as a git fast-import stream in public-inbox's v2 layout.

public-inbox-v2-format(5): each message is one commit whose tree holds a single blob named "m" (the message as
received), on refs/heads/master of git/$EPOCH.git. Pipe the output into
`git --git-dir=INBOX/git/0.git fast-import`, then run `public-inbox-index INBOX`.
Messages go in file-name order (a Maildir's names start with the delivery time). The author is the From: header,
the commit time the Date: header (else the file's name). Reads the Maildir only.
Usage: maildir-to-v2-epoch.py MAILDIR [LIMIT]
"""
import email.utils
import os
import re
import sys

HEADER_END = re.compile(rb"\r?\n\r?\n")


def header(head, name):
    m = re.search(rb"(?im)^" + name + rb":[ \t]*(.*(?:\r?\n[ \t].*)*)", head)
    return m.group(1).decode("utf-8", "replace").replace("\n", " ").strip() if m else ""


def ident(head, fallback_time):
    name, addr = email.utils.parseaddr(header(head, b"From"))
    name = re.sub(r"[<>\n]", "", name) or "unknown"
    addr = re.sub(r"[<>\s]", "", addr) or "unknown@example.invalid"
    try:
        when = int(email.utils.parsedate_to_datetime(header(head, b"Date")).timestamp())
    except (TypeError, ValueError, IndexError, OverflowError):
        when = fallback_time
    return f"{name} <{addr}> {when} +0000"


def main():
    maildir = sys.argv[1]
    limit = int(sys.argv[2]) if len(sys.argv) > 2 else None
    names = []
    for sub in ("cur", "new"):
        d = os.path.join(maildir, sub)
        if os.path.isdir(d):
            names += [os.path.join(d, n) for n in os.listdir(d) if not n.startswith(".")]
    names.sort(key=os.path.basename)
    out = sys.stdout.buffer
    for n, path in enumerate(names[:limit], 1):
        with open(path, "rb") as f:
            raw = f.read()
        m = HEADER_END.search(raw)
        head = raw[: m.start()] if m else raw
        digits = re.match(r"\d+", os.path.basename(path))
        who = ident(head, int(digits.group(0)) if digits else 0)
        subject = header(head, b"Subject").encode("utf-8", "replace") or b"(no subject)"
        out.write(b"blob\nmark :%d\ndata %d\n" % (2 * n, len(raw)) + raw + b"\n")
        out.write(b"commit refs/heads/master\nmark :%d\n" % (2 * n + 1))
        out.write(b"author " + who.encode() + b"\ncommitter " + who.encode() + b"\n")
        out.write(b"data %d\n" % len(subject) + subject + b"\n")
        out.write(b"M 100644 :%d m\n\n" % (2 * n))
    out.write(b"done\n")


if __name__ == "__main__":
    main()
