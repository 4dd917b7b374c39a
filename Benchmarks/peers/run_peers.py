#!/usr/bin/env python3
"""Runs Livery (the SideBySide executable) and the peer engines on the same generated
inputs in one run, prints a Markdown table of times and ratios against the targets, and
exits with status 1 when match counts disagree (a cross-check of correctness, never a
timing verdict).

Usage: run_peers.py --inputs DIR --side-by-side PATH [--smoke] [--iterations N]
"""
import argparse
import json
import subprocess
import sys

import peers

SECTIONS = []


def run_peer(name, function, *args):
    try:
        return function(*args)
    except ImportError as error:
        return {"seconds": None, "note": f"not installed ({error.name})"}


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--inputs", required=True)
    parser.add_argument("--side-by-side", required=True)
    parser.add_argument("--smoke", action="store_true")
    parser.add_argument("--iterations", type=int, default=5)
    options = parser.parse_args()
    folder, n = options.inputs, options.iterations
    command = [options.side_by_side, folder, "--iterations", str(n)] + (["--smoke"] if options.smoke else [])
    livery = json.loads(subprocess.run(command, check=True, capture_output=True, text=True).stdout)
    sizes = json.load(open(f"{folder}/sizes.json"))

    def text(name):
        with open(f"{folder}/{name}") as file:
            return file.read()

    sheet = text("sheet-large.css.css")
    selectors = [line for line in text("selectors.txt").splitlines() if line]
    rows = []
    mb = len(sheet.encode()) / 1e6
    parse = {"lightningcss": run_peer("lightningcss", peers.lightningcss_parse, sheet, n),
             "tinycss2": run_peer("tinycss2", peers.tinycss2_parse, sheet, n),
             "libsass": run_peer("libsass", peers.libsass_compile, sheet, n)}
    rows.append(("Parse %.1f MB CSS to syntax tree" % mb, livery["parse.large"], parse, "lightningcss", 1 / 3))
    rows.append(("Load %.1f MB (parse + typed values)" % mb, livery["load.large"], parse, "lightningcss", None))
    match = {}
    for size in ("small", "large"):
        html = text(f"tree-{size}.html")
        match[size] = {"selectolax": run_peer("selectolax", peers.selectolax_match, html, selectors, n)}
        if size == "small":
            match[size]["lxml+cssselect"] = run_peer("lxml", peers.lxml_match, html, selectors, n)
        rows.append((f"{len(selectors)} selectors × {sizes[size + 'Tree']} elements, all matches",
                     livery[f"match.{size}"], match[size], "selectolax", 0.25))
    style = {"css-inline": run_peer("css-inline", peers.css_inline_style, text("tree-small.html"), text("rules.css.css"), n)}
    rows.append((f"{len(selectors)} rules × {sizes['smallTree']} elements: parse + match + cascade",
                 livery["style.small"], style, "css-inline", 0.5))
    for shape in ("random", "hugeNested", "deepAuto"):
        path = f"{folder}/layout-{shape}.json"
        layout = {"Taffy (stretchable)": run_peer("stretchable", peers.taffy_layout, path, n),
                  "Yoga (pyyoga)": run_peer("pyyoga", peers.yoga_layout, path, n)}
        rows.append((f"Flexbox {sizes['layoutNodes']} nodes: {shape}", livery[f"layout.{shape}"], layout, "best", 0.8))
    print_table(rows)
    print_own(livery, sizes)
    return check_counts(livery, match, style)


def seconds(result):
    return result.get("seconds") if result else None


def print_table(rows):
    print("| benchmark | Livery | peers | Livery ÷ reference | target | met |")
    print("|---|---|---|---|---|---|")
    for name, own, others, reference, target in rows:
        timed = {k: v for k, v in others.items() if seconds(v)}
        if reference == "best":
            reference = min(timed, key=lambda k: timed[k]["seconds"]) if timed else None
        ref = seconds(timed.get(reference)) if reference else None
        ratio = own["seconds"] / ref if ref else None
        peer_text = "; ".join(f"{k} {fmt(v)}" + (f" ({v['count']})" if v.get("count") is not None else "")
                              for k, v in others.items())
        own_text = fmt(own) + (f" ({own['count']})" if own.get("count") is not None else "")
        met = "" if target is None or ratio is None else ("yes" if ratio <= target else "no")
        target_text = f"≤ {target:g}× {reference}" if target else "—"
        print(f"| {name} | {own_text} | {peer_text} | {ratio:.2f} vs {reference} |" if ratio else f"| {name} | {own_text} | {peer_text} | — |",
              f"{target_text} | {met} |")


def fmt(result):
    value = seconds(result)
    if value is None:
        return result.get("note", "—")
    return f"{value * 1000:.2f} ms" if value < 10 else f"{value:.1f} s"


def print_own(livery, sizes):
    print()
    print("| Livery alone | time | elements styled / count | note |")
    print("|---|---|---|---|")
    for key in ("tokenize.large", "parseLivery.large", "load.small", "load.large", "style.small", "restyle.full",
                "restyle.class", "restyle.state", "restyle.environment", "reload.small"):
        print(f"| {key} | {fmt(livery[key])} | {livery[key].get('count', '')} | |")
    full = livery["restyle.full"]["seconds"]
    print(f"| restyle after one class change ÷ full restyle | {livery['restyle.class']['seconds'] / full * 100:.2f} % | | target ≤ 1 % |")
    sheet_growth = (livery["parse.large"]["seconds"] / livery["parse.small"]["seconds"]) / (sizes["largeSheet"] / sizes["smallSheet"])
    load_growth = (livery["load.large"]["seconds"] / livery["load.small"]["seconds"]) / (sizes["largeSheet"] / sizes["smallSheet"])
    match_growth = (livery["match.large"]["seconds"] / livery["match.small"]["seconds"]) / (sizes["largeTree"] / sizes["smallTree"])
    print(f"| growth parse {sizes['smallSheet']}→{sizes['largeSheet']} bytes, ÷ linear | {sheet_growth:.2f}× | | target ≤ 1.2× |")
    print(f"| growth load (typed) {sizes['smallSheet']}→{sizes['largeSheet']} bytes, ÷ linear | {load_growth:.2f}× | | target ≤ 1.2× |")
    print(f"| growth matching {sizes['smallTree']}→{sizes['largeTree']} elements, ÷ linear | {match_growth:.2f}× | | target ≤ 1.2× |")


def check_counts(livery, match, style):
    failures = []
    for size, peers_for_size in match.items():
        for name, result in peers_for_size.items():
            if result.get("count") is not None and result["count"] != livery[f"match.{size}"]["count"]:
                failures.append(f"match.{size}: Livery {livery[f'match.{size}']['count']}, {name} {result['count']}")
    inline = style["css-inline"]
    if inline.get("count") is not None and inline["count"] != livery["style.small"]["count"]:
        failures.append(f"styled elements: Livery {livery['style.small']['count']}, css-inline {inline['count']}")
    print()
    print("Match counts agree." if not failures else "MATCH COUNTS DISAGREE:\n" + "\n".join(failures))
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
