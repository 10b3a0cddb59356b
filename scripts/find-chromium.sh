#!/usr/bin/env bash
# Prints the path of a Chromium for the browser tests: $CHROME_PATH, /usr/bin/chromium, or
# Debian's `chromium` installed on the spot when running as root on a fresh machine.
# Otherwise it fails with a clear message: the browser tests never skip silently.
set -euo pipefail
for candidate in "${CHROME_PATH:-}" /usr/bin/chromium /usr/bin/chromium-browser; do
  if [ -n "$candidate" ] && [ -x "$candidate" ]; then echo "$candidate"; exit 0; fi
done
if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null; then
  echo "Chromium not found; installing Debian's chromium (apt-get)…" >&2
  if apt-get update -qq >&2 && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium >&2; then
    echo /usr/bin/chromium
    exit 0
  fi
fi
echo "ERROR: no Chromium for the browser tests. Install Debian's 'chromium' package or set CHROME_PATH to a Chromium/Chrome binary." >&2
exit 1
