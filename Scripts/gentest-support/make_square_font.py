#!/usr/bin/env python3
"""Writes a tiny TrueType font whose every glyph is a filled 1em x 1em square.

The flexbox fixtures measure text with a font where each glyph (space included) advances
exactly 1em and the line box is exactly 1em tall (ascent 0.8em, descent 0.2em). Debian
ships no such font, so this script builds one with fontTools. Usage:

    make_square_font.py OUTPUT.ttf
"""

import sys

from fontTools.fontBuilder import FontBuilder
from fontTools.pens.ttGlyphPen import TTGlyphPen

UNITS_PER_EM = 1000
ASCENT = 800
DESCENT = 200


def square_glyph():
    """Returns a glyph covering the whole em box (x 0...1000, y -200...800 font units)."""
    pen = TTGlyphPen(None)
    pen.moveTo((0, -DESCENT))
    pen.lineTo((0, ASCENT))
    pen.lineTo((UNITS_PER_EM, ASCENT))
    pen.lineTo((UNITS_PER_EM, -DESCENT))
    pen.closePath()
    return pen.glyph()


def empty_glyph():
    """Returns a glyph with no outline (used for .notdef and white space)."""
    return TTGlyphPen(None).glyph()


def build(path):
    """Builds the font covering printable ASCII and Latin-1 and saves it at `path`."""
    codepoints = list(range(0x20, 0x7F)) + list(range(0xA0, 0x100))
    names = [".notdef"] + ["u%04X" % cp for cp in codepoints]
    cmap = {cp: "u%04X" % cp for cp in codepoints}
    glyphs = {".notdef": empty_glyph()}
    for cp in codepoints:
        blank = cp in (0x20, 0xA0)
        glyphs["u%04X" % cp] = empty_glyph() if blank else square_glyph()
    metrics = {name: (UNITS_PER_EM, 0) for name in names}

    builder = FontBuilder(UNITS_PER_EM, isTTF=True)
    builder.setupGlyphOrder(names)
    builder.setupCharacterMap(cmap)
    builder.setupGlyf(glyphs)
    builder.setupHorizontalMetrics(metrics)
    builder.setupHorizontalHeader(ascent=ASCENT, descent=-DESCENT)
    builder.setupNameTable({"familyName": "LiverySquare", "styleName": "Regular"})
    builder.setupOS2(
        sTypoAscender=ASCENT, sTypoDescender=-DESCENT, sTypoLineGap=0,
        usWinAscent=ASCENT, usWinDescent=DESCENT, fsSelection=0x80, version=4,
    )
    builder.setupPost()
    builder.save(path)


if __name__ == "__main__":
    build(sys.argv[1])
