#!/usr/bin/env bash
# Provides Node 24 from the npm registry (package node-linux-<arch>), for
# machines whose own node is older, without anything installed by hand.
#
#   scripts/with-node24.sh CMD [ARGS...]   run CMD with Node 24 first on PATH
#   scripts/with-node24.sh --bin-dir       print the bin folder to put on PATH
#   scripts/with-node24.sh --env           print `export` lines for eval
#
# Why not node_modules/node/bin: `npm ci` deletes node_modules, so a node (and
# the npm running on it) taken from there vanishes mid-install. The binary is
# kept in a cache folder outside the repository instead:
#   $NODE24_CACHE, else $RUNNER_TEMP/node24, else ${XDG_CACHE_HOME:-~/.cache}/node24
# The version is the one package-lock.json pins for the `node` devDependency,
# so CI, newcomers (`npm install`) and `npm run` all use the same Node.
# npm_config_nodedir points at that Node's headers: the machine's npm config
# may name the older system Node's, and native addons built against those
# would not load in Node 24.
set -euo pipefail

REQUIRED_MAJOR=24
ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)

say() { echo "with-node24: $*" >&2; }

pinned_version() {
  # Read with sed, not node: this runs before any suitable node exists.
  local v
  v=$(sed -n '/"node_modules\/node": {/,/}/s/^ *"version": *"\([0-9.]*\)".*/\1/p' \
        "$ROOT/package-lock.json" 2>/dev/null | head -n1)
  [[ $v == "$REQUIRED_MAJOR".* ]] && echo "$v" || echo "$REQUIRED_MAJOR"
}

node_arch() {
  case $(uname -m) in
    x86_64) echo x64 ;;
    aarch64|arm64) echo arm64 ;;
    *) say "unsupported CPU $(uname -m)"; return 1 ;;
  esac
}

# Prints the package folder holding bin/node and include/node.
provision() {
  local version arch cache dir
  version=$(pinned_version)
  arch=$(node_arch)
  cache=${NODE24_CACHE:-${RUNNER_TEMP:+$RUNNER_TEMP/node24}}
  cache=${cache:-${XDG_CACHE_HOME:-$HOME/.cache}/node24}
  dir=$cache/node-linux-$arch-$version

  if [ -x "$dir/bin/node" ] && [[ $("$dir/bin/node" --version 2>/dev/null) == v"$REQUIRED_MAJOR".* ]]; then
    echo "$dir"
    return 0
  fi

  command -v npm >/dev/null || { say "npm is needed to fetch Node $REQUIRED_MAJOR"; return 1; }
  mkdir -p "$cache"
  local tmp tarball
  tmp=$(mktemp -d "$cache/.fetch.XXXXXX")
  # shellcheck disable=SC2064 # expand now: tmp is local
  trap "rm -rf '$tmp'" RETURN
  say "fetching node-linux-$arch@$version from the npm registry into $cache"
  (cd "$tmp" && npm pack --silent --pack-destination "$tmp" "node-linux-$arch@$version" >/dev/null) || {
    say "npm pack node-linux-$arch@$version failed"; return 1; }
  tarball=$tmp/node-linux-$arch-$version.tgz
  [ "$version" = "$REQUIRED_MAJOR" ] && tarball=$(find "$tmp" -maxdepth 1 -name "node-linux-$arch-*.tgz" | head -n1)
  [ -f "$tarball" ] || { say "npm pack produced no tarball"; return 1; }
  tar -xzf "$tarball" -C "$tmp"
  local got
  got=$("$tmp/package/bin/node" --version 2>/dev/null) || { say "the fetched node does not run"; return 1; }
  [[ $got == v"$REQUIRED_MAJOR".* ]] || { say "fetched node is $got, not $REQUIRED_MAJOR.x"; return 1; }
  # Rename into place last, so a concurrent or interrupted run never sees half a tree.
  rm -rf "$dir"
  mv "$tmp/package" "$dir"
  echo "$dir"
}

case "${1:-}" in
  ''|-h|--help)
    sed -n '2,8p' "${BASH_SOURCE[0]}" | sed 's/^# \{0,1\}//'
    [ -n "${1:-}" ]; exit ;;
  --bin-dir)
    dir=$(provision); echo "$dir/bin" ;;
  --env)
    dir=$(provision)
    # shellcheck disable=SC2016 # $PATH is for the eval, not for here
    printf 'export PATH=%q:"$PATH"\nexport npm_config_nodedir=%q\n' "$dir/bin" "$dir" ;;
  *)
    dir=$(provision)
    export PATH="$dir/bin:$PATH" npm_config_nodedir="$dir"
    exec "$@" ;;
esac
