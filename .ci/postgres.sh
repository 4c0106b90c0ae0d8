#!/usr/bin/env bash
# Starts a throwaway PostgreSQL cluster on 127.0.0.1:54329 for the sandbox tests and prints, as
# the only line on stdout, the export that points them at it:
#   eval "$(bash .ci/postgres.sh)"
# Logs go to stderr. Without a PostgreSQL installation it prints nothing and exits 0, and the
# PostgreSQL cases of test/sandbox say they did not run.
set -euo pipefail
exec 3>&1 1>&2 # everything but the final export goes to stderr

PORT=54329
DB=licensehub_test
URL="postgres://postgres@127.0.0.1:${PORT}/${DB}"

bindir=""
if ls -d /usr/lib/postgresql/*/bin >/dev/null 2>&1; then
  bindir="$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -1)"
elif command -v pg_ctlcluster >/dev/null 2>&1 && command -v initdb >/dev/null 2>&1; then
  bindir="$(dirname "$(command -v initdb)")"
fi
if [ -z "$bindir" ] || [ ! -x "$bindir/initdb" ]; then
  echo "postgres.sh: no PostgreSQL installation found; the PostgreSQL test run is skipped"
  exit 0
fi

# initdb refuses to run as root: run the server as the postgres user then.
as_pg() {
  if [ "$(id -u)" = 0 ]; then runuser -u postgres -- "$@"; else "$@"; fi
}

if "$bindir/pg_isready" -q -h 127.0.0.1 -p "$PORT"; then
  echo "postgres.sh: a server already answers on 127.0.0.1:${PORT}; reusing it"
else
  dir="$(mktemp -d "${TMPDIR:-/tmp}/licensehub-pg.XXXXXX")"
  if [ "$(id -u)" = 0 ]; then chown postgres: "$dir"; fi
  echo "postgres.sh: initdb in $dir/data ($bindir)"
  as_pg "$bindir/initdb" -D "$dir/data" -U postgres --auth-local=trust --auth-host=trust -E UTF8 --no-locale >"$dir/initdb.log" 2>&1 \
    || { cat "$dir/initdb.log"; exit 1; }
  # Loopback only, socket in the temp dir, fsync off: a throwaway test cluster. The server must
  # not inherit fd 3, or `$(bash .ci/postgres.sh)` would wait for it to exit.
  as_pg "$bindir/pg_ctl" -D "$dir/data" -l "$dir/server.log" -w -t 30 \
    -o "-c listen_addresses=127.0.0.1 -p ${PORT} -k ${dir} -c fsync=off -c synchronous_commit=off -c full_page_writes=off" start 3>&-
  echo "postgres.sh: started; stop it with: runuser -u postgres -- $bindir/pg_ctl -D $dir/data stop"
fi

if [ "$(as_pg "$bindir/psql" -h 127.0.0.1 -p "$PORT" -U postgres -Atc "SELECT 1 FROM pg_database WHERE datname = '${DB}'")" != "1" ]; then
  as_pg "$bindir/createdb" -h 127.0.0.1 -p "$PORT" -U postgres "$DB"
fi
echo "postgres.sh: database ${DB} ready"
echo "export LICENSEHUB_TEST_DATABASE_URL=${URL}" >&3
