#!/usr/bin/env bash
# `npm run test:races [-- <vitest args>]`: the server tests tagged `concurrency` (two requests at once,
# exactly one wins) on a throwaway PostgreSQL 15 — where a missing lock or constraint can make them
# fail. PGlite has one connection and serialises every request, so there they always pass. CI runs them
# in its PostgreSQL pass with the rest of the server suite (.ci/run); this is the quick local loop.
set -euo pipefail
cd "$(dirname "$0")/.."
port=55532
while (exec 3<>"/dev/tcp/127.0.0.1/$port") 2>/dev/null; do port=$((port + 1)); done
env=$(bash scripts/pg-cluster.sh start "$port")
eval "$env"
trap 'bash scripts/pg-cluster.sh stop "$PG_CLUSTER_DIR" >/dev/null 2>&1 || true' EXIT
DATABASE_URL=$DATABASE_URL npx vitest run --project server --tags-filter concurrency "$@"
