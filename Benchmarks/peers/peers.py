"""The peer engines, each timed on the generated inputs (median of N runs, seconds).

Every function returns {"seconds": …, "count": …} (and "checksum" for layouts); a peer
that is not installed is skipped with a note. Only the measured call is timed; building
the peer's input objects (parsed HTML, layout nodes) is not, unless the peer cannot
separate it (css-inline parses the HTML and serializes the result as part of its call).
"""
import json
import statistics
import time


def median_time(iterations, body, prepare=lambda: None):
    """Runs body(prepare()) once to warm up, then `iterations` times; the median seconds."""
    result = body(prepare())
    samples = []
    for _ in range(iterations):
        state = prepare()
        start = time.perf_counter()
        result = body(state)
        samples.append(time.perf_counter() - start)
    return statistics.median(samples), result


def lightningcss_parse(text, iterations):
    import lightningcss
    flags = lightningcss.calc_parser_flags(nesting=True)
    seconds, out = median_time(iterations, lambda _: lightningcss.process_stylesheet(
        text, parser_flags=flags, error_recovery=True, minify=True))
    return {"seconds": seconds, "note": "parse + minify + print (the binding's only entry point)"}


def tinycss2_parse(text, iterations):
    import tinycss2
    seconds, rules = median_time(iterations, lambda _: tinycss2.parse_stylesheet(
        text, skip_whitespace=True, skip_comments=True))
    return {"seconds": seconds, "count": len(rules)}


def libsass_compile(text, iterations):
    import sass
    seconds, _ = median_time(iterations, lambda _: sass.compile(string=text, output_style="compressed"))
    return {"seconds": seconds, "note": "SCSS parse + flatten nesting + print"}


def selectolax_match(html, selectors, iterations):
    from selectolax.lexbor import LexborHTMLParser
    tree = LexborHTMLParser(html)
    seconds, count = median_time(iterations, lambda _: sum(len(tree.css(s)) for s in selectors))
    return {"seconds": seconds, "count": count}


def lxml_match(html, selectors, iterations):
    import lxml.html
    from cssselect import HTMLTranslator
    from lxml.etree import XPath
    document = lxml.html.document_fromstring(html)
    translator = HTMLTranslator()
    compiled = [XPath(translator.css_to_xpath(s)) for s in selectors]
    seconds, count = median_time(iterations, lambda _: sum(len(x(document)) for x in compiled))
    return {"seconds": seconds, "count": count, "note": "XPath compiled outside the timing"}


def css_inline_style(html, css, iterations):
    import css_inline
    document = html.replace("<head>", "<head><style>" + css + "</style>", 1)
    inliner = css_inline.CSSInliner(keep_style_tags=False, load_remote_stylesheets=False)
    seconds, out = median_time(iterations, lambda _: inliner.inline(document))
    from selectolax.lexbor import LexborHTMLParser
    styled = len(LexborHTMLParser(out).css("body [style]"))
    return {"seconds": seconds, "count": styled,
            "note": "parse HTML + parse CSS + match + cascade + serialize HTML; count = elements given a style"}


def load_layout(path):
    with open(path) as file:
        return json.load(file)["nodes"]


def taffy_layout(path, iterations):
    from stretchable import Node, Style
    from stretchable.style import AUTO, PT, FlexDirection

    def build():
        nodes = []
        for parent, row, width, height, grow, padding, margin in load_layout(path):
            style = Style(flex_direction=FlexDirection.ROW if row else FlexDirection.COLUMN,
                          flex_shrink=0.0, flex_grow=float(grow),
                          size=(width * PT if width >= 0 else AUTO, height * PT if height >= 0 else AUTO),
                          padding=padding * PT, margin=margin * PT)
            node = Node(style=style)
            if parent >= 0:
                nodes[parent].append(node)
            nodes.append(node)
        return nodes

    seconds, _ = median_time(iterations, lambda nodes: nodes[0].compute_layout((1000.0, 1000.0)), build)
    nodes = build()
    nodes[0].compute_layout((1000.0, 1000.0))
    try:
        checksum = 0.0
        for node in nodes:
            box = node.get_box(relative=True)
            checksum += box.x + box.y + box.width + box.height
    except TypeError:  # stretchable 1.1.8 fails to read back some boxes of large trees
        checksum = None
    return {"seconds": seconds, "checksum": checksum}


def yoga_layout(path, iterations):
    import pyyoga
    from pyyoga import Edge, FlexDirection

    def build():
        nodes = []
        for parent, row, width, height, grow, padding, margin in load_layout(path):
            node = pyyoga.Node()
            node.flex_direction = FlexDirection.Row if row else FlexDirection.Column
            node.flex_shrink = 0.0
            node.flex_grow = float(grow)
            if width >= 0:
                node.width = float(width)
            if height >= 0:
                node.height = float(height)
            node.set_padding(Edge.All, float(padding))
            node.set_margin(Edge.All, float(margin))
            if parent >= 0:
                nodes[parent].insert_child(node, nodes[parent].child_count)
            nodes.append(node)
        return nodes

    seconds, _ = median_time(iterations, lambda nodes: nodes[0].calculate_layout(1000.0, 1000.0), build)
    nodes = build()
    nodes[0].calculate_layout(1000.0, 1000.0)
    checksum = sum(n.layout_left + n.layout_top + n.layout_width + n.layout_height for n in nodes)
    return {"seconds": seconds, "checksum": checksum, "note": "Yoga rounds to whole points"}
