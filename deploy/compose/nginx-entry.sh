#!/bin/sh
# nginx's entry point in compose.yaml: reload nginx whenever upstream-watch.ts has
# written a new upstream block (a replica went out or came back), then run nginx
# in the foreground as PID 1 so `docker compose stop` reaches it.
set -eu
shared=/shared/upstream.conf
active=/etc/nginx/upstream.conf
# Until the watcher's first write, both replicas are listed as they are.
[ -f "$shared" ] && cp "$shared" "$active" || printf 'upstream portal {\n  server portal-1:3000;\n  server portal-2:3000;\n  keepalive 16;\n}\n' > "$active"
(
  while sleep 0.5; do
    if [ -f "$shared" ] && [ "$(cat "$shared")" != "$(cat "$active")" ]; then
      cp "$shared" "$active" && nginx -s reload
    fi
  done
) &
exec nginx -g 'daemon off;'
