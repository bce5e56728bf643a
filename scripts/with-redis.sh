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
REDIS_PORT="${REDIS_TEST_PORT:-$(( 30000 + $$ % 10000 ))}"

cleanup() {
  redis-cli -p "$REDIS_PORT" shutdown nosave >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

redis-server --bind 127.0.0.1 --port "$REDIS_PORT" --dir "$DIR" --save '' --appendonly no \
  --daemonize yes --pidfile "$DIR/redis.pid" --logfile "$DIR/redis.log"
# Ready when it answers.
for _ in 1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20; do
  redis-cli -p "$REDIS_PORT" ping >/dev/null 2>&1 && break
  sleep 0.1
done

export REDIS_URL="redis://127.0.0.1:$REDIS_PORT"
echo "Redis $(redis-server --version | awk '{print $3}' | sed 's/v=//') on 127.0.0.1:$REDIS_PORT"
"$@"
