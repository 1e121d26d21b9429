# drivers59 population and draw (rule.txt). python3 draw.py TEXT.jsonl N PHASE [--count]
import json, re, sys
sys.path.insert(0, '/tmp/p51')
S = '/work/drivers59/src/test/resources/dev/lkmltriage/eval/samples/'
REPLY = re.compile(r'\A(?:(?:Re|RE|re|AW|Aw|SV|Sv|Fwd|FWD|FW|Fw)\s*:\s*)+[^\n]*\[[^\]\n]*PATCH[^\]\n]*\]')
SIGNAL = re.compile(r'(?i:\bdrivers?\b|\bdrivers/|\b[a-z0-9_-]+\.ko\b|\bmodprobe\b)')
# the subject's text after its last bracket tag opens with a tag that is not PCI, PCIe or dt-bindings, no '/'
TAG = re.compile(r'\A[^\n]*\]\s*(?!(?i:pci|pcie|dt-bindings)\s*:)([A-Za-z][A-Za-z0-9_.-]*):\s')
def lastTag(subject):
    i = subject.rfind(']')
    return TAG.match(subject[i:] if i >= 0 else '') if i >= 0 else None
EXCL = [re.compile(open(S + f).read().strip()) for f in
        ['drivers5%d/pop.re' % k for k in range(1, 9)] + ['misc46/pop.re', 'heldout48-49.re']]
def member(s, t):
    x = s + '\n' + t
    if not REPLY.match(x): return False
    if not (SIGNAL.search(x) or lastTag(s)): return False
    return not any(r.search(x) for r in EXCL)
if __name__ == '__main__':
    import labelled
    keep = set()
    for f in ('/tmp/p51/keep62.txt', '/tmp/p51/keep63.txt'):
        keep |= {int(l.split()[-1]) for l in open(f) if l.strip() and l.split()[-1].isdigit()}
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
