"""What the oracle scripts share: running a page in headless Chromium and writing a
fixture one case a line (so that a regenerated fixture diffs by case)."""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile


def chromium(script):
    """The path of Chromium, or an exit naming `script` and how to install it."""
    for name in ("chromium", "chromium-browser", "google-chrome"):
        path = shutil.which(name)
        if path:
            return path
    sys.exit("%s: needs chromium (apt-get install chromium, or run bash Scripts/test once)" % script)


def run_page(script, page):
    """Loads the HTML `page` in headless Chromium and returns the JSON its script wrote into
    `<pre id=out>`, and Chromium's version."""
    browser = chromium(script)
    with tempfile.TemporaryDirectory() as folder:
        path = os.path.join(folder, "oracle.html")
        with open(path, "w", encoding="utf-8") as file:
            file.write(page)
        dom = subprocess.run([browser, "--headless", "--no-sandbox", "--disable-gpu", "--user-data-dir=" + folder,
                              "--dump-dom", "file://" + path], capture_output=True, text=True, timeout=600).stdout
    version = subprocess.run([browser, "--version"], capture_output=True, text=True).stdout.strip()
    found = re.search(r'<pre id="out">(.*?)</pre>', dom, re.S)
    if not found:
        sys.exit("%s: chromium printed no answers" % script)
    text = found.group(1).replace("&quot;", '"').replace("&lt;", "<").replace("&gt;", ">").replace("&amp;", "&")
    return json.loads(text), version


def write_fixture(repository, relative, header, key, items):
    """Writes `header` with `key` holding `items`, one item a line, to `relative`."""
    output = os.path.join(repository, relative)
    os.makedirs(os.path.dirname(output), exist_ok=True)
    with open(output, "w", encoding="utf-8") as file:
        file.write(json.dumps(header, ensure_ascii=False)[:-1] + ', "%s": [\n' % key)
        file.write(",\n".join(json.dumps(item, ensure_ascii=False) for item in items))
        file.write("\n]}\n")
    return relative
