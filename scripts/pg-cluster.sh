#!/usr/bin/env bash
# A throwaway PostgreSQL 15 cluster on 127.0.0.1 (docs/operations.md "CI"), for CI and local runs.
#   scripts/pg-cluster.sh start [port]   → creates a cluster in a temp dir, prints `export …` lines
#                                          (DATABASE_URL, PG_CLUSTER_DIR); eval them
#   scripts/pg-cluster.sh stop <dir>     → stops it and removes the dir
# As root it runs the server as the `postgres` user (created by Debian's postgresql package).
set -euo pipefail

PGBIN=${PGBIN:-$(ls -d /usr/lib/postgresql/*/bin 2>/dev/null | sort -V | tail -1)}
[ -x "$PGBIN/initdb" ] || { echo "PostgreSQL binaries not found (apt-get install postgresql)" >&2; exit 1; }

as_pg() {
  if [ "$(id -u)" = 0 ]; then su postgres -s /bin/bash -c "$1"; else bash -c "$1"; fi
}

case "${1:-}" in
  start)
    PORT=${2:-55432}
    T=$(mktemp -d /tmp/partdesk-pg.XXXXXX)
    chmod 755 "$T"
    D=$T/pgdata
    if [ "$(id -u)" = 0 ]; then install -d -o postgres -g postgres -m 700 "$D"; else install -d -m 700 "$D"; fi
    echo secret >"$T/pw"
    [ "$(id -u)" = 0 ] && chown postgres "$T/pw"
    as_pg "$PGBIN/initdb -D $D -U postgres --auth-local=trust --auth-host=scram-sha-256 --pwfile=$T/pw -E UTF8 --locale=C.UTF-8" >"$T/initdb.log" 2>&1 ||
      { cat "$T/initdb.log" >&2; exit 1; }
    # Test databases come and go; durability is not needed, speed is.
    as_pg "$PGBIN/pg_ctl -D $D -l $D/server.log -o '-c listen_addresses=127.0.0.1 -p $PORT -k $D -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200' -w start" >/dev/null ||
      { cat "$D/server.log" >&2; exit 1; }
    PGPASSWORD=secret "$PGBIN/psql" -h 127.0.0.1 -p "$PORT" -U postgres -qAt -c 'create database erp' postgres
    echo "export PG_CLUSTER_DIR=$T"
    echo "export DATABASE_URL=postgres://postgres:secret@127.0.0.1:$PORT/erp"
    ;;
  stop)
    T=${2:?usage: pg-cluster.sh stop <dir>}
    [ -d "$T/pgdata" ] && as_pg "$PGBIN/pg_ctl -D $T/pgdata -m fast -w stop" >/dev/null 2>&1 || true
    rm -rf "$T"
    ;;
  *)
    echo "usage: $0 start [port] | stop <dir>" >&2
    exit 2
    ;;
esac
