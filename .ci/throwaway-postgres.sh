# Starts a private PostgreSQL server in a temporary folder and exports DATABASE_URL for the tests.
# Sourced by .ci/run; usable by hand too: `source .ci/throwaway-postgres.sh && start_throwaway_postgres`.
# THROWAWAY_PG_FSYNC=on writes to disk as production does (the benchmark's orders); the tests keep
# the default, off, which is faster and loses nothing they need.

start_throwaway_postgres() {
  local bin
  bin=$(ls -d /usr/lib/postgresql/*/bin | sort -V | tail -n 1)
  PG_WORK=$(mktemp -d /tmp/comptoir-pg.XXXXXX)
  PG_PORT=${PG_PORT:-55432}
  local fsync=${THROWAWAY_PG_FSYNC:-off}
  local run=()
  # PostgreSQL refuses to run as root: use its own system user then.
  if [ "$(id -u)" = "0" ]; then
    chown postgres "$PG_WORK"
    run=(runuser -u postgres --)
  fi
  # From / : the postgres user may not enter the project's folder.
  (cd / && "${run[@]}" "$bin/initdb" -D "$PG_WORK/data" -U postgres --auth=trust --no-sync >/dev/null)
  (cd / && "${run[@]}" "$bin/pg_ctl" -D "$PG_WORK/data" -l "$PG_WORK/log" -w \
    -o "-p $PG_PORT -k $PG_WORK -c listen_addresses=127.0.0.1 -c fsync=$fsync -c max_connections=200" start >/dev/null)
  PG_STOP=("${run[@]}" "$bin/pg_ctl" -D "$PG_WORK/data" -m fast stop)
  export DATABASE_URL="postgres://postgres@127.0.0.1:$PG_PORT/postgres"
  echo "PostgreSQL de test prêt : $DATABASE_URL"
}

stop_throwaway_postgres() {
  if [ -n "${PG_WORK:-}" ]; then
    (cd / && "${PG_STOP[@]}" >/dev/null 2>&1) || true
    rm -rf "$PG_WORK"
  fi
}
