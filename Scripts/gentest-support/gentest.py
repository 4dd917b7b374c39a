#!/usr/bin/env python3
"""Renders the flexbox fixtures in headless Chromium and writes expected layouts as JSON.

Usage: gentest.py FIXTURE_DIR OUTPUT_DIR [NAME...]

For each FIXTURE_DIR/*.html (except test-template.html), or only the named ones, the
fixture is placed in the template, rendered with a generated square-glyph font standing in
for Ahem, and OUTPUT_DIR/<name>.json receives every case: id, disabled flag, experiments
and the node tree with parsed inline styles, text and LTR/RTL frames (CSS px).
"""

import json
import os
import re
import subprocess
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))


def chromium_binary():
    """Returns the Chromium executable name found on PATH."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        for folder in os.environ.get("PATH", "").split(os.pathsep):
            if os.access(os.path.join(folder, name), os.X_OK):
                return name
    sys.exit("gentest: no chromium on PATH")


def chromium_version(binary):
    """Returns the browser's version line, recorded in every output file."""
    out = subprocess.run([binary, "--version"], capture_output=True, text=True)
    return out.stdout.strip()


def build_page(template, fixture, font_path, recorder):
    """Returns the HTML of one fixture placed in the template with the recorder script."""
    page = template.replace("%FONT_PATH%", "file://" + font_path)
    page = page.replace("%FIXTURE%", fixture)
    return page.replace("</body>", "<script>\n" + recorder + "\n</script>\n</body>")


def render(binary, page_path):
    """Renders a page headlessly and returns the recorded JSON object."""
    command = [
        binary, "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
        "--force-device-scale-factor=1", "--window-size=1920,1080",
        "--allow-file-access-from-files", "--virtual-time-budget=10000",
        "--dump-dom", "file://" + page_path,
    ]
    out = subprocess.run(command, capture_output=True, text=True, timeout=300)
    match = re.search(r'<script type="application/json" id="livery-result">(.*?)</script>',
                      out.stdout, re.S)
    if not match:
        sys.stderr.write(out.stderr[-2000:])
        sys.exit("gentest: no result recorded for " + page_path)
    return json.loads(match.group(1))


def main():
    fixture_dir, output_dir = sys.argv[1], sys.argv[2]
    only = set(sys.argv[3:])
    binary = chromium_binary()
    version = chromium_version(binary)
    with open(os.path.join(fixture_dir, "test-template.html")) as f:
        template = f.read()
    with open(os.path.join(HERE, "record.js")) as f:
        recorder = f.read()
    os.makedirs(output_dir, exist_ok=True)
    with tempfile.TemporaryDirectory() as work:
        font_path = os.path.join(work, "square.ttf")
        subprocess.run([sys.executable, os.path.join(HERE, "make_square_font.py"), font_path],
                       check=True)
        for name in sorted(os.listdir(fixture_dir)):
            stem, ext = os.path.splitext(name)
            if ext != ".html" or stem == "test-template" or (only and stem not in only):
                continue
            with open(os.path.join(fixture_dir, name)) as f:
                fixture = f.read()
            page_path = os.path.join(work, name)
            with open(page_path, "w") as f:
                f.write(build_page(template, fixture, font_path, recorder))
            result = render(binary, page_path)
            result = {"fixture": name, "browser": version, "cases": result["cases"]}
            with open(os.path.join(output_dir, stem + ".json"), "w") as f:
                json.dump(result, f, indent=1, sort_keys=True)
                f.write("\n")
            print("%-32s %4d cases" % (name, len(result["cases"])))


if __name__ == "__main__":
    main()
