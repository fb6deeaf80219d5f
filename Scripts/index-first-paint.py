#!/usr/bin/env python3
"""Time to first paint of an export's index in headless Chromium (issue 20: under 1 s).

Usage: Scripts/index-first-paint.py OUT/index.html [runs]

Starts Chromium with a fresh profile, loads the page `runs` times (the first load is the cold one:
a new profile, nothing cached) and prints, for each load, the page's own first-contentful-paint
time from the Performance API (milliseconds from the start of the navigation), and the load
event's. Needs Debian's chromium and python3-websocket; it is not part of the test command.
"""
import json, os, shutil, subprocess, sys, tempfile, time, urllib.request

try:
    import websocket  # python3-websocket (Debian) or websocket-client (PyPI)
except ImportError:
    sys.exit("index-first-paint: needs python3-websocket (apt-get install python3-websocket)")


def main():
    if len(sys.argv) < 2:
        sys.exit(__doc__.strip().splitlines()[2])
    page = os.path.abspath(sys.argv[1])
    if not os.path.isfile(page):
        sys.exit(f"index-first-paint: {page}: no such file")
    runs = int(sys.argv[2]) if len(sys.argv) > 2 else 5
    chromium = shutil.which("chromium") or shutil.which("chromium-browser")
    if not chromium:
        sys.exit("index-first-paint: chromium is not installed")
    profile = tempfile.mkdtemp(prefix="crease-first-paint-")
    port = 9300 + os.getpid() % 500
    browser = subprocess.Popen([chromium, "--headless", "--no-sandbox", "--disable-gpu", "--no-first-run",
                                f"--user-data-dir={profile}", f"--remote-debugging-port={port}", "about:blank"],
                               stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    try:
        targets = None
        for _ in range(100):
            try:
                targets = json.load(urllib.request.urlopen(f"http://127.0.0.1:{port}/json"))
                break
            except OSError:
                time.sleep(0.1)
        if not targets:
            sys.exit("index-first-paint: Chromium did not open its debugging port")
        target = next(t for t in targets if t.get("type") == "page")
        ws = websocket.create_connection(target["webSocketDebuggerUrl"], timeout=60)
        counter = [0]

        def call(method, **params):
            counter[0] += 1
            ws.send(json.dumps({"id": counter[0], "method": method, "params": params}))
            while True:
                message = json.loads(ws.recv())
                if message.get("id") == counter[0]:
                    return message.get("result", {})

        call("Page.enable")
        probe = ("(function(){var p=performance.getEntriesByName('first-contentful-paint')[0];"
                 "var n=performance.getEntriesByType('navigation')[0];"
                 "var m={};performance.getEntriesByType('mark').forEach(function(e){m[e.name]=Math.round(e.startTime);});return JSON.stringify({fcp:p?p.startTime:-1,load:n?n.loadEventEnd:-1,marks:m});})()")
        url = "file://" + page
        for run in range(runs):
            call("Page.navigate", url=url + f"?run={run}")
            result = {"fcp": -1, "load": 0}
            deadline = time.time() + 60
            while time.time() < deadline:
                value = call("Runtime.evaluate", expression=probe, returnByValue=True).get("result", {}).get("value")
                if value:
                    result = json.loads(value)
                    if result["fcp"] >= 0 and result["load"] > 0:
                        break
                time.sleep(0.05)
            label = "cold" if run == 0 else "warm"
            print(f"load {run + 1} ({label}): first paint {result['fcp']:.0f} ms, load event {result['load']:.0f} ms", result.get("marks") or "")
        ws.close()
    finally:
        browser.terminate()
        browser.wait()
        shutil.rmtree(profile, ignore_errors=True)


if __name__ == "__main__":
    main()
