# drivers60 population and draw (rule.txt). python3 draw.py TEXT.jsonl N PHASE [--count]
import json, re, sys, importlib.util
sys.path.insert(0, '/tmp/p52')
S = '/work/drivers60/src/test/resources/dev/lkmltriage/eval/samples/'
ID = r'[a-z][a-z0-9_-]{1,23}'
# a list of three or more lowercase names: comma-joined and closed by and/or/etc, or three bullet lines opening with a
# name ("- ath9k in ...")
LIST = re.compile(r'\b' + ID + r'\s*,\s*' + ID + r'\s*(?:,\s*' + ID + r'\s*)*,?\s*(?:and|or|etc)\b'
                  + r'|(?:^[> ]*[-*] ' + ID + r'\b[^\n]*\n){3}', re.M)
DRV = re.compile(r'(?i)\bdrivers?\b')
def near(x):
    # a driver word within 200 characters of the list
    for m in LIST.finditer(x):
        if DRV.search(x, max(0, m.start() - 200), m.end() + 200): return True
    return False
# drivers59's member, its S pointed at this worktree (its file names /work/drivers59)
d59 = {'__name__': 'd59'}
exec(open(S + 'drivers59/draw.py').read().replace('/work/drivers59/', '/work/drivers60/'), d59)
EXCL = [re.compile(open(S + f).read().strip()) for f in
        ['drivers5%d/pop.re' % k for k in range(1, 9)] + ['misc46/pop.re', 'heldout48-49.re']]
def member(s, t):
    x = s + '\n' + t
    if not near(x): return False
    if d59['member'](s, t): return False
    return not any(r.search(x) for r in EXCL)
if __name__ == '__main__':
    import labelled
    keep = set()
    for f in ('/tmp/p52/keep64.txt', '/tmp/p52/keep65.txt'):
        keep |= {int(w) for l in open(f) for w in l.split() if w.isdigit()}
    out = set(labelled.idx) | keep
    m = []
    for l in open(sys.argv[1]):
        o = json.loads(l)
        if member(o['s'], o['t']): m.append(o['i'])
    left = [i for i in m if i not in out]
    print('match', len(m), 'left after exclusions', len(left), file=sys.stderr)
    if '--count' in sys.argv: sys.exit()
    n, ph = int(sys.argv[2]), int(sys.argv[3])
    drawn = left[ph::n]
    for k, i in enumerate(drawn): print(i, 'DEV' if k % 2 == 0 else 'TEST')
