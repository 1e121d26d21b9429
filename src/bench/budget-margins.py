#!/usr/bin/env python3
"""Which wall-clock time budgets of the tests are tight: each budgeted test's time in a run over its smallest budget.

Usage: python3 src/bench/budget-margins.py [target/surefire-reports] [N]
A budget is a TimeBudget.seconds(N) in the test method (or a class constant of one it uses), or a Duration.ofSeconds(N)
in a method that calls assertTimeout. The test's time covers more than its timed block (building the input, other
blocks), so a ratio overstates the block's share; over 0.1 is worth a look (docs/testing.md, "Time budgets").
"""
import glob
import re
import sys
import xml.etree.ElementTree as ET


def budgets(root="src/test/java"):
    out = {}
    for path in glob.glob(root + "/**/*.java", recursive=True):
        src = open(path, encoding="utf-8").read()
        cls = path[len(root) + 1:-5].replace("/", ".")
        consts = {m.group(1): int(m.group(2)) for m in re.finditer(r"(\w+)\s*=\s*TimeBudget\.seconds\((\d+)\)", src)}
        for m in re.finditer(r"void\s+(\w+)\([^)]*\)[^{;]*\{", src):
            i, depth = m.end(), 1
            while depth and i < len(src):
                depth += (src[i] == "{") - (src[i] == "}")
                i += 1
            body = src[m.end():i]
            ns = [int(x) for x in re.findall(r"TimeBudget\.seconds\((\d+)\)", body)]
            if "assertTimeout" in body:
                ns += [int(x) for x in re.findall(r"Duration\.ofSeconds\((\d+)\)", body)]
            ns += [n for c, n in consts.items() if re.search(r"\b" + c + r"\b", body)]
            if ns:
                out[(cls, m.group(1))] = min(ns)
    return out


def main():
    reports = sys.argv[1] if len(sys.argv) > 1 else "target/surefire-reports"
    top = int(sys.argv[2]) if len(sys.argv) > 2 else 25
    limits = budgets()
    rows = []
    for f in glob.glob(reports + "/TEST-*.xml"):
        for tc in ET.parse(f).getroot().iter("testcase"):
            key = (tc.get("classname"), tc.get("name").split("(")[0])
            if key in limits:
                t = float(tc.get("time"))
                rows.append((t / limits[key], t, limits[key], key))
    rows.sort(reverse=True)
    for ratio, t, n, (cls, name) in rows[:top]:
        print("%.3f %7.2f s of %3d s  %s.%s" % (ratio, t, n, cls.rsplit(".", 1)[-1], name))


if __name__ == "__main__":
    main()
