#!/bin/sh
# Runs a command beside a throw-away Redis server: Debian's `redis-server` package (installed if
# missing when running as root), on a loopback port, with nothing kept on disk, stopped afterwards.
# The command sees REDIS_URL.
#   usage: sh scripts/with-redis.sh <command> [args...]
set -eu

if ! command -v redis-server >/dev/null 2>&1; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "Redis is missing; installing Debian's redis-server package..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq redis-server >/dev/null
  else
    echo "Redis is missing. Install it with:" >&2
    echo "  sudo apt-get install -y redis-server" >&2
    exit 1
  fi
fi

DIR="$(mktemp -d /tmp/matchday-redis.XXXXXX)"
# A port the system says is free now (a port derived from the PID could be taken, and Redis then
# fails to bind in the background with nobody told), unless one is asked for.
free_port() {
  node -e "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})"
}
REDIS_PORT="${REDIS_TEST_PORT:-}"

cleanup() {
  [ -n "$REDIS_PORT" ] && redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

# Started until it answers: another process may take a free port between the asking and the binding.
answered=no
for attempt in 1 2 3; do
  [ -n "${REDIS_TEST_PORT:-}" ] || REDIS_PORT="$(free_port)"
  redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$DIR" --save '' --appendonly no \
    --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log"
  for _ in $(seq 1 50); do
    if redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1; then answered=yes; break; fi
    sleep 0.1
  done
  [ "$answered" = yes ] && break
  echo "Redis did not answer on 127.0.0.1:$REDIS_PORT (attempt $attempt):" >&2
  tail -5 "$DIR/redis.log" >&2 || true
done
if [ "$answered" != yes ]; then
  echo "Redis could not be started." >&2
  exit 1
fi

export REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
echo "Redis $(redis-server --version | awk '{print $3}' | sed 's/v=//') on 127.0.0.1:$REDIS_PORT"
"$@"
