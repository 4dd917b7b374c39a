"""Random element trees and selectors of what Livery's selectors and the web's have in
common, for the oracle scripts that compare Livery with Chromium (selector-oracle,
nesting-oracle)."""


TYPES = ["box", "item", "cell"]
CLASSES = ["p", "q", "r"]
STRUCTURAL = [":first-child", ":last-child", ":only-child", ":empty", ":first-of-type", ":last-of-type",
              ":only-of-type"]
NTH = [":nth-child", ":nth-last-child", ":nth-of-type", ":nth-last-of-type"]
FORMULAS = ["odd", "even", "2n+1", "-n+3", "n", "3", "+2n-1", " 2n + 1 ", "-2n+5", "0n+2", "3n", "n+2", "-n",
            "2N+1", "1", "0", "-1", "4n-2", "+n", "n-1", "EVEN", "- n+2", "2n +1", "2n+ 1", "n - 1", "+ 2n"]
COMBINATORS = [" ", " > ", " + ", " ~ ", ">", "+", "~"]


def tree(generator):
    """Elements in document order: (type, id, classes, parent index or -1)."""
    count = generator.randint(1, 40)
    nodes = [(generator.choice(TYPES), None, ["p"], -1)]
    for index in range(1, count):
        # Parents are earlier elements, so document order is kept by appending below the
        # last element of the parent's subtree: choose among the open path only.
        path = [index - 1]
        while nodes[path[-1]][3] != -1:
            path.append(nodes[path[-1]][3])
        parent = generator.choice(path)
        ident = "i%d" % index if generator.random() < 0.15 else None
        nodes.append((generator.choice(TYPES), ident, [c for c in CLASSES if generator.random() < 0.4], parent))
    return nodes


def compound(generator, depth):
    parts = []
    kind = generator.random()
    if kind < 0.35:
        parts.append(generator.choice(TYPES))
    elif kind < 0.45:
        parts.append("*")
    for _ in range(generator.choice([0, 1, 1, 2])):
        parts.append("." + generator.choice(CLASSES))
    if generator.random() < 0.1:
        parts.append("#i%d" % generator.randint(1, 40))
    if generator.random() < 0.3:
        parts.append(generator.choice(STRUCTURAL))
    if generator.random() < 0.25:
        parts.append("%s(%s)" % (generator.choice(NTH), generator.choice(FORMULAS)))
    if depth > 0 and generator.random() < 0.25:
        arguments = [selector(generator, depth - 1) for _ in range(generator.choice([1, 1, 2]))]
        parts.append(":not(%s)" % ", ".join(arguments))
    if not parts:
        parts.append(generator.choice(TYPES + ["." + c for c in CLASSES]))
    return "".join(parts)


def selector(generator, depth=2):
    text = compound(generator, depth)
    for _ in range(generator.choice([0, 0, 1, 1, 2, 3])):
        text += generator.choice(COMBINATORS) + compound(generator, depth)
    return text


def html(nodes):
    children = {index: [] for index in range(len(nodes))}
    for index, node in enumerate(nodes):
        if node[3] >= 0:
            children[node[3]].append(index)

    def write(index):
        kind, ident, classes, _ = nodes[index]
        attributes = (' id="%s"' % ident if ident else "") + (' class="%s"' % " ".join(classes) if classes else "")
        return "<%s%s>%s</%s>" % (kind, attributes, "".join(write(child) for child in children[index]), kind)
    return write(0)
