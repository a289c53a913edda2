#!/bin/sh
# Makes sure Debian's Chromium is at /usr/bin/chromium for the e2e tests.
# Test tools cannot download their own browser here (no CDN is reachable), so
# the browser comes from Debian's packages. Silent when it is already there.
set -eu

CHROMIUM=/usr/bin/chromium

if [ -x "$CHROMIUM" ]; then
  exit 0
fi

if [ "$(id -u)" != 0 ]; then
  cat >&2 <<EOF
ensure-chromium: $CHROMIUM is missing and installing it needs root.
Install Debian's Chromium once, then run the tests again:
  sudo apt-get update && sudo apt-get install -y --no-install-recommends chromium
EOF
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
log=$(mktemp "${TMPDIR:-/tmp}/ensure-chromium.XXXXXX.log")
# Wait for a concurrent apt/dpkg run instead of failing on its lock.
apt_opts="-q -o DPkg::Lock::Timeout=600"

echo "ensure-chromium: installing Debian chromium (log: $log)" >&2
# shellcheck disable=SC2086 # apt_opts is a list of options
if ! { apt-get $apt_opts update &&
       apt-get $apt_opts install -y --no-install-recommends chromium; } >"$log" 2>&1 </dev/null; then
  echo "ensure-chromium: apt-get failed; last lines of $log:" >&2
  tail -n 20 "$log" >&2
  exit 1
fi

if ! "$CHROMIUM" --version >>"$log" 2>&1; then
  echo "ensure-chromium: chromium was installed but '$CHROMIUM --version' fails (see $log)" >&2
  exit 1
fi
rm -f "$log"
echo "ensure-chromium: $("$CHROMIUM" --version 2>/dev/null)" >&2
