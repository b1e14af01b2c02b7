#!/usr/bin/env bash
# Regenerates the single `init` migration from every *.table.ts. Valid only until migrations first land
# on main; after that, use `npm run db:generate -- --name <what>` for an incremental migration.
set -euo pipefail
cd "$(dirname "$0")/.."
mkdir -p .tmp
exec 9>.tmp/migrations.lock
flock 9
rm -rf apps/server/src/db/migrations
npx drizzle-kit generate --config apps/server/drizzle.config.ts --name init
