#!/bin/sh
# Makes sure the Debian programs the tests drive are installed:
#   /usr/bin/chromium      (chromium)      the e2e tests' browser
#   /usr/sbin/nginx        (nginx)         the load balancer of the rolling-restart e2e test
#   /usr/bin/redis-server  (redis-server)  the shared rate-limit store of an integration test
# Test tools cannot download their own binaries here (only the npm registry and
# Debian apt are reachable), so they come from Debian's packages. Silent when all
# are there. Installing needs root (CI runs as root); otherwise it says how.
set -eu

missing=''
for pair in /usr/bin/chromium:chromium /usr/sbin/nginx:nginx /usr/bin/redis-server:redis-server; do
  binary=${pair%%:*}
  package=${pair#*:}
  [ -x "$binary" ] || missing="$missing $package"
done

if [ -z "$missing" ]; then
  exit 0
fi

if [ "$(id -u)" != 0 ]; then
  cat >&2 <<MSG
ensure-test-tools: missing Debian package(s):$missing; installing them needs root.
Install them once, then run the tests again:
  sudo apt-get update && sudo apt-get install -y --no-install-recommends$missing
(The tests start nginx and redis-server themselves, on loopback ports, as this user;
the packages' own services are not needed: 'sudo systemctl disable --now nginx redis-server'.)
MSG
  exit 1
fi

export DEBIAN_FRONTEND=noninteractive
log=$(mktemp "${TMPDIR:-/tmp}/ensure-test-tools.XXXXXX.log")
# Wait for a concurrent apt/dpkg run instead of failing on its lock.
apt_opts="-q -o DPkg::Lock::Timeout=600"

echo "ensure-test-tools: installing Debian$missing (log: $log)" >&2
# shellcheck disable=SC2086 # apt_opts and missing are lists
if ! { apt-get $apt_opts update &&
       apt-get $apt_opts install -y --no-install-recommends $missing; } >"$log" 2>&1 </dev/null; then
  echo "ensure-test-tools: apt-get failed; last lines of $log:" >&2
  tail -n 20 "$log" >&2
  exit 1
fi

if ! { /usr/bin/chromium --version && /usr/sbin/nginx -v && /usr/bin/redis-server --version; } >>"$log" 2>&1; then
  echo "ensure-test-tools: installed, but a program does not run (see $log)" >&2
  exit 1
fi
rm -f "$log"
echo "ensure-test-tools: $(/usr/bin/chromium --version 2>/dev/null), $(/usr/sbin/nginx -v 2>&1), $(/usr/bin/redis-server --version | cut -d' ' -f1-3)" >&2
