#!/usr/bin/env bash
# `npm run check:scaffold` (CI stage "scaffold"): the scaffold's output must pass what every feature
# passes. In a throwaway copy of the tree (the files a commit would hold; node_modules linked), it runs
#   npm run new:feature purchase/scaffold-check --type purchaseInvoice
# then the migration (db:generate), biome on the written files, npm run arch, the three typechecks and
# the generated feature's own API test; the copy is deleted whatever happens, so nothing is left in the
# tree. ~2-5 min on 2 cores (mostly the typechecks, two at a time, and the test database template).
#   SCAFFOLD_SPEC / SCAFFOLD_TYPE override the feature and its DOC_TYPES row (pick a type no feature
#   registers yet: one type is registered once; purchaseInvoice CP is the last purchase document to be
#   built, issue #19 — move it then).
set -euo pipefail
cd "$(dirname "$0")/.."
ROOT=$(pwd)
SPEC=${SCAFFOLD_SPEC:-purchase/scaffold-check}
TYPE=${SCAFFOLD_TYPE:-purchaseInvoice}
WORK=$(mktemp -d /tmp/partdesk-scaffold.XXXXXX)
trap 'rm -rf "$WORK"' EXIT

git ls-files --cached --others --exclude-standard -z |
  while IFS= read -r -d '' f; do [ -e "$f" ] && [ ! -d "$f" ] && printf '%s\0' "$f"; done |
  xargs -0 cp --parents -t "$WORK"
# node_modules: every package linked from the tree's, but the workspaces (@partdesk/*) point into the
# copy, so the scaffolded shared files resolve.
mkdir -p "$WORK/node_modules/@partdesk"
for e in "$ROOT"/node_modules/* "$ROOT"/node_modules/.[!.]*; do
  [ "$(basename "$e")" = @partdesk ] || ln -s "$e" "$WORK/node_modules/"
done
ln -s ../../packages/shared "$WORK/node_modules/@partdesk/shared"
ln -s ../../apps/server "$WORK/node_modules/@partdesk/server"
ln -s ../../apps/web "$WORK/node_modules/@partdesk/web"
[ -d "$ROOT/apps/web/node_modules" ] && ln -s "$ROOT/apps/web/node_modules" "$WORK/apps/web/node_modules"
cd "$WORK"
git init -q && echo node_modules >.git/info/exclude && git add -A >/dev/null && git -c user.email=x@x -c user.name=x commit -qm base # arch lists files via git

step() { printf '\n[check:scaffold] %s\n' "$*"; }
step "new:feature $SPEC --type $TYPE"
npx tsx scripts/new-feature.ts "$SPEC" --type "$TYPE"
step "db:generate"
npx drizzle-kit generate --config apps/server/drizzle.config.ts --name scaffold-check >/dev/null
git add -A >/dev/null
mapfile -t CHANGED < <(git diff --cached --name-only --diff-filter=AM -- '*.ts' '*.tsx')
step "biome (${#CHANGED[@]} files)"
npx biome check "${CHANGED[@]}"
step "arch"
npm run -s arch
step "typecheck (shared, server, web)"
# Two at a time (tsc uses one core): the server's beside shared then web (decision 0039).
(npx tsc -p apps/server --noEmit >"$WORK/.tsc-server.log" 2>&1) &
TSC_SERVER=$!
TSC_RC=0
npx tsc -p packages/shared --noEmit || TSC_RC=1
npx tsc -p apps/web --noEmit || TSC_RC=1
wait "$TSC_SERVER" || TSC_RC=1
cat "$WORK/.tsc-server.log"
[ "$TSC_RC" = 0 ]
step "the feature's test"
npx vitest run --project server "apps/server/src/modules/$SPEC"
step "ok: the scaffold of $SPEC passes biome, arch, typecheck and its test"
