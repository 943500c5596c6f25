#!/usr/bin/env python3
"""Opens the audit's static site (`qili audit --html DIR`) in headless Chromium.

Builds the site and the audit's JSON in one run (`qili audit --json --html DIR`), then:
  * every file the pages name exists, every SVG is well-formed XML, no page names anything
    outside the site (no http:, no outside font or script);
  * every page, opened in Chromium, renders: the DOM Chromium dumps holds the claim's ID and
    the status the JSON gives it (the index: every ID with its status);
  * every image of every page loads: one Chromium run opens a probe page beside the site
    that loads every page in a frame and reads, once it has loaded, its heading, the index's
    rows and whether every <img> has naturalWidth > 0; Chromium dumps the probe's DOM;
  * a screenshot of the index is kept: target/site-check/index.png (1280x2000).

Chromium is Debian's `chromium` (.ci/install.d/chromium.sh). Without it the check prints a
notice and passes, unless QILI_REQUIRE_ORACLES=1 (CI), which makes it a failure.

Usage: scripts/check-site.py [--qili PATH] [--out DIR]   (from the repository root)
"""
import argparse
import html
import json
import time
import os
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET

PROBE = """
const pages = PAGES, results = {};
let left = pages.length;
for (const p of pages) {
  const f = document.createElement("iframe");
  f.width = 1280; f.height = 900;
  f.onload = () => {
    const d = f.contentDocument, imgs = [...d.images], h1 = d.querySelector("h1");
    results[p] = {
      h1: h1 ? h1.textContent.trim() : null,
      images: imgs.length,
      bad: imgs.filter(i => !(i.complete && i.naturalWidth > 0)).map(i => i.getAttribute("src")),
      rows: [...d.querySelectorAll("tbody tr")].map(r => [...r.cells].map(c => c.textContent.trim())),
    };
    if (--left === 0) {
      const pre = document.createElement("pre");
      pre.id = "result";
      pre.textContent = JSON.stringify(results);
      document.body.appendChild(pre);
    }
  };
  f.src = p;
  document.body.appendChild(f);
}
"""


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
            chromium_args(profile) + ["--allow-file-access-from-files",
                                      "--virtual-time-budget=120000", "--dump-dom",
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
    t0 = time.monotonic()
    run = subprocess.run([args.qili, "audit", "--json", "--html", site],
                         capture_output=True, text=True)
    if run.returncode != 0:
        fail("qili audit --html: " + run.stderr)
    claims = json.loads(run.stdout)
    status = {c["id"]: c["status"] for c in claims}

    t_audit = time.monotonic() - t0
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

    # Chromium, once: a probe page beside the site opens every page in a frame and, when
    # each has loaded (its images included), reads its heading, its index rows and whether
    # every <img> has naturalWidth > 0. --allow-file-access-from-files lets the probe read
    # the frames' documents from disk; the site itself has no script.
    rel = [os.path.relpath(p, out) for p in pages]
    probe = os.path.join(out, "probe.html")
    with open(probe, "w", encoding="utf-8") as f:
        f.write("<!DOCTYPE html><html><body><script>" + PROBE.replace("PAGES", json.dumps(rel))
                + "</script></body></html>")
    dom = dump_dom(probe)
    m = re.search(r'<pre id="result">(.*?)</pre>', dom, re.S)
    if not m:
        fail(f"Chromium did not finish loading the pages; DOM: {dom[:400]!r}")
    results = json.loads(html.unescape(m.group(1)))
    loaded = 0
    for r in rel:
        got = results.get(r)
        name = os.path.relpath(os.path.join(out, r), site)
        if got is None:
            fail(f"{name}: not loaded")
        if got["bad"]:
            fail(f"{name}: {len(got['bad'])} of {got['images']} images did not load: {got['bad']}")
        loaded += got["images"]
        if name == "index.html":
            rows = {row[0]: row[3] for row in got["rows"]}
            for i, st in status.items():
                if rows.get(i) != st:
                    fail(f"index.html: the row of {i} says {rows.get(i)!r}, the audit {st!r}")
        else:
            i = os.path.splitext(os.path.basename(name))[0]
            if i not in status:
                fail(f"{name}: a page for no claim of the audit")
            if got["h1"] != f"{i} {status[i]}":
                fail(f"{name}: Chromium shows the heading {got['h1']!r}, not '{i} {status[i]}'")

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
          f"its status), {loaded} images loaded ({len(images)} distinct files), screenshot {shot}; "
          f"{t_audit:.0f} s for the audit, {time.monotonic() - t0 - t_audit:.0f} s for the checks")


if __name__ == "__main__":
    main()
