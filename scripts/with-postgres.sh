#!/bin/sh
# Runs a command against a throw-away PostgreSQL server: Debian's `postgresql` package (installed if
# missing when running as root), a fresh cluster in a temporary directory on a loopback port, stopped
# and removed afterwards. The command sees DATABASE_URL.
#   usage: sh scripts/with-postgres.sh <command> [args...]
set -eu

find_bin() { ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -n 1; }

BIN="$(find_bin)"
if [ -z "$BIN" ] || [ ! -x "$BIN/initdb" ]; then
  if [ "$(id -u)" = "0" ] && command -v apt-get >/dev/null 2>&1; then
    echo "PostgreSQL is missing; installing Debian's postgresql package..."
    apt-get update -qq
    DEBIAN_FRONTEND=noninteractive apt-get install -y -qq postgresql >/dev/null
    BIN="$(find_bin)"
  else
    echo "PostgreSQL is missing. Install it with:" >&2
    echo "  sudo apt-get install -y postgresql" >&2
    exit 1
  fi
fi

DIR="$(mktemp -d /tmp/matchday-pg.XXXXXX)"
PG_PORT="${PG_TEST_PORT:-$(( 20000 + $$ % 10000 ))}"

# PostgreSQL refuses to run as root: run the server as the postgres user then.
if [ "$(id -u)" = "0" ]; then
  chown postgres "$DIR"
  AS="runuser -u postgres --"
else
  AS=""
fi

cleanup() {
  $AS "$BIN/pg_ctl" -D "$DIR/data" -m fast stop >/dev/null 2>&1 || true
  rm -rf "$DIR"
}
trap cleanup EXIT INT TERM

$AS "$BIN/initdb" -D "$DIR/data" -U matchday --auth=trust -E UTF8 --locale=C.UTF-8 >/dev/null
$AS "$BIN/pg_ctl" -D "$DIR/data" -l "$DIR/server.log" -w \
  -o "-h 127.0.0.1 -p $PG_PORT -k $DIR -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start >/dev/null

export DATABASE_URL="postgres://matchday@127.0.0.1:$PG_PORT/postgres"
echo "PostgreSQL $("$BIN/postgres" --version | awk '{print $3}') on 127.0.0.1:$PG_PORT"
"$@"
