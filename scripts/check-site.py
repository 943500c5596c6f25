#!/usr/bin/env python3
"""Opens the audit's static site (`qili audit --html DIR`) in headless Chromium (issue 18).

Builds the site and the audit's JSON in one run (`qili audit --json --html DIR`), then:
  * every file the pages name exists, every SVG is well-formed XML, no page names anything
    outside the site (no http:, no outside font or script);
  * every page, opened in Chromium, renders: the DOM Chromium dumps holds the claim's ID and
    the status the JSON gives it (the index: every ID with its status);
  * every image of every page loads: a copy of the site gets a small script that, on load,
    writes how many <img> have naturalWidth > 0 into the DOM, which Chromium dumps;
  * a screenshot of the index is kept: target/site-check/index.png (1280x2000).

Chromium is Debian's `chromium` (.ci/install.d/chromium.sh). Without it the check prints a
notice and passes, unless QILI_REQUIRE_ORACLES=1 (CI), which makes it a failure.

Usage: scripts/check-site.py [--qili PATH] [--out DIR]   (from the repository root)
"""
import argparse
import concurrent.futures
import html
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

MARK = "data-site-check"
PROBE = (
    '<script>addEventListener("load",()=>{const i=[...document.images];'
    'const bad=i.filter(x=>!(x.complete&&x.naturalWidth>0)).map(x=>x.getAttribute("src"));'
    'document.body.setAttribute("' + MARK + '",(i.length-bad.length)+"/"+i.length+" "+bad.join(" "));'
    "});</script>"
)


def chromium_args(profile):
    return [
        "chromium", "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
        "--no-first-run", "--disable-background-networking", "--disable-component-update",
        "--disable-sync", "--user-data-dir=" + profile,
    ]


def dump_dom(path):
    profile = tempfile.mkdtemp(prefix="qili-chromium-")
    try:
        out = subprocess.run(
            chromium_args(profile) + ["--virtual-time-budget=5000", "--dump-dom",
                                      "file://" + os.path.abspath(path)],
            capture_output=True, text=True, timeout=120)
        return out.stdout
    finally:
        shutil.rmtree(profile, ignore_errors=True)


def fail(msg):
    print("site check: FAILED: " + msg, file=sys.stderr)
    sys.exit(1)


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--qili", default="target/release/qili")
    ap.add_argument("--out", default="target/site-check")
    args = ap.parse_args()
    if shutil.which("chromium") is None:
        msg = "chromium not installed (.ci/install.d/chromium.sh installs it)"
        if os.environ.get("QILI_REQUIRE_ORACLES") == "1":
            fail(msg)
        print("site check: skipped: " + msg)
        return
    out = os.path.abspath(args.out)
    site = os.path.join(out, "site")
    shutil.rmtree(out, ignore_errors=True)
    os.makedirs(out)
    run = subprocess.run([args.qili, "audit", "--json", "--html", site],
                         capture_output=True, text=True)
    if run.returncode != 0:
        fail("qili audit --html: " + run.stderr)
    claims = json.loads(run.stdout)
    status = {c["id"]: c["status"] for c in claims}

    # Files: every href/src resolves, every SVG parses, nothing outside the site.
    pages, images = [], set()
    for root, _, files in os.walk(site):
        for f in files:
            p = os.path.join(root, f)
            if f.endswith(".html"):
                pages.append(p)
            elif f.endswith(".svg"):
                try:
                    ET.parse(p)
                except ET.ParseError as e:
                    fail(f"{p}: not well-formed SVG: {e}")
    pages.sort()
    for p in pages:
        text = open(p, encoding="utf-8").read()
        for kind, ref in re.findall(r'\b(href|src)="([^"]*)"', text):
            ref = html.unescape(ref)
            if ":" in ref or ref.startswith("//"):
                fail(f"{p}: {kind} {ref} leaves the site")
            target = ref.split("#")[0]
            if target and not os.path.isfile(os.path.join(os.path.dirname(p), target)):
                fail(f"{p}: {ref} does not exist")
            if kind == "src":
                images.add(os.path.normpath(os.path.join(os.path.dirname(p), target)))
        if "url(" in text or "@import" in text:
            fail(f"{p}: the style sheet names an outside file")
    expected = {os.path.join(site, "claims", i + ".html") for i in status}
    missing = expected - set(pages)
    if missing:
        fail(f"claims without a page: {sorted(missing)}")

    # Chromium: a copy of the site with the probe, every page opened.
    probe = os.path.join(out, "probe")
    shutil.copytree(site, probe)
    for p in pages:
        q = os.path.join(probe, os.path.relpath(p, site))
        text = open(q, encoding="utf-8").read().replace("</body>", PROBE + "</body>", 1)
        open(q, "w", encoding="utf-8").write(text)
    jobs = {os.path.join(probe, os.path.relpath(p, site)): p for p in pages}
    with concurrent.futures.ThreadPoolExecutor(max_workers=3) as pool:
        doms = dict(zip(jobs, pool.map(dump_dom, jobs)))
    loaded = 0
    for q, dom in sorted(doms.items()):
        name = os.path.relpath(q, probe)
        m = re.search(MARK + r'="(\d+)/(\d+) ?([^"]*)"', dom)
        if not m:
            fail(f"{name}: Chromium did not finish the page (no load event); DOM: {dom[:300]!r}")
        ok, total, bad = int(m.group(1)), int(m.group(2)), m.group(3)
        if ok != total:
            fail(f"{name}: {total - ok} of {total} images did not load: {bad}")
        loaded += total
        if name == "index.html":
            for i, s in status.items():
                row = re.search(r">" + re.escape(html.escape(i)) + r"</a></td>.*?</tr>", dom)
                if not row or f">{s}</span>" not in row.group(0):
                    fail(f"index.html: no row for {i} with status {s}")
        else:
            i = os.path.splitext(os.path.basename(name))[0]
            if i not in status:
                fail(f"{name}: a page for no claim of the audit")
            if not re.search(r"<h1>" + re.escape(i) + r' <span class="status s-' + status[i]
                             + '">' + status[i] + "</span></h1>", dom):
                fail(f"{name}: Chromium's DOM has no heading '{i} {status[i]}'")

    # The screenshot of the index, for the build's artefacts.
    shot = os.path.join(out, "index.png")
    profile = tempfile.mkdtemp(prefix="qili-chromium-")
    subprocess.run(chromium_args(profile) + ["--hide-scrollbars", "--window-size=1280,2000",
                                             "--screenshot=" + shot,
                                             "file://" + os.path.join(site, "index.html")],
                   capture_output=True, timeout=120)
    shutil.rmtree(profile, ignore_errors=True)
    if not os.path.isfile(shot) or os.path.getsize(shot) == 0:
        fail("no screenshot of the index")
    print(f"site check: {len(pages)} pages rendered in Chromium ({len(status)} claims, each with "
          f"its status), {loaded} images loaded ({len(images)} distinct files), screenshot {shot}")


if __name__ == "__main__":
    main()
