# drivers62 population and draw (rule.txt). python3 draw.py TEXT.jsonl N PHASE [--count] [--keep61]
import json, re, sys
sys.path.insert(0, '/tmp/p54')
S = '/work/drivers62/src/test/resources/dev/lkmltriage/eval/samples/'
# (a) a shortlog: "Name (N):" (N >= 2), the next line an indented title with a colon tag; and a diffstat line
SHORTLOG = re.compile(r'^[> ]*\S[^\n]*\s\((?:[2-9]|[1-9]\d{1,2})\):[ \t]*\n[> ]*[ \t]{2,}[A-Za-z0-9_./-]{2,40}: ', re.M)
DIFFSTAT = re.compile(r'^[> ]*\s\S+\s+\|\s+\d+\s?[+-]*\s*$', re.M)
# (b) an added Makefile line
MAKEFILE = re.compile(r'^[> ]*\+obj-\$\(CONFIG_[A-Z0-9_]+\)\s*[+:]?=\s*[A-Za-z0-9_-]+\.o\b', re.M)
d61 = {'__name__': 'd61'}
exec(open(S + 'drivers61/draw.py').read().replace('/work/drivers61/', '/work/drivers62/')
     .replace('/tmp/p53', '/tmp/p54'), d61)
def shape(s, t):
    return bool(SHORTLOG.search(t) and DIFFSTAT.search(t) or MAKEFILE.search(t))
def member(s, t, keep61=False):
    if not shape(s, t): return False
    return keep61 or not d61['member'](s, t)
if __name__ == '__main__':
    import labelled
    keep = set()
    for f in ('/tmp/p54/keep68.txt', '/tmp/p54/keep69.txt'):
        keep |= {int(w) for l in open(f) for w in l.split() if w.isdigit()}
    R = '/work/drivers62/src/test/resources/dev/lkmltriage/eval/'
    for f in ('real-pci-heldout68.jsonl', 'real-pci-heldout69.jsonl'):
        try:
            keep |= {json.loads(l)['archiveIndex'] for l in open(R + f) if l.strip()}
        except FileNotFoundError:
            pass
    out = set(labelled.idx) | keep
    k61 = '--keep61' in sys.argv
    m = []
    for l in open(sys.argv[1]):
        o = json.loads(l)
        if member(o['s'], o['t'], k61): m.append(o['i'])
    left = [i for i in m if i not in out]
    print('match', len(m), 'left after exclusions', len(left), file=sys.stderr)
    if '--count' in sys.argv: sys.exit()
    n, ph = int(sys.argv[2]), int(sys.argv[3])
    drawn = left[ph::n]
    for k, i in enumerate(drawn): print(i, 'DEV' if k % 2 == 0 else 'TEST')
