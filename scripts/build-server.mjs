#!/usr/bin/env node
/**
 * The compiled server for `npm start` (#11): apps/server/src/main.ts and the shared package bundled by
 * esbuild into apps/server/dist/main.js (ES module, source map), every npm package left as an import
 * from node_modules. No TypeScript compiler at run time (development keeps `tsx watch`).
 *
 * `import.meta.url` in each source file becomes that file's own URL, so the paths the server reads
 * next to its sources (db/migrations, seed data, createRequire) still resolve: the build runs from
 * the checkout it was built in, like `npm start` does. Type checking stays `npm run typecheck`.
 */
import { readFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const server = join(root, 'apps/server');

/** @type {import('esbuild').Plugin} */
const sources = {
  name: 'partdesk-sources',
  setup(b) {
    // npm packages (and node: built-ins) stay imports; the workspace's own shared package is bundled.
    b.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@partdesk/shared') ? undefined : { path: args.path, external: true },
    );
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      const text = await readFile(args.path, 'utf8');
      const url = JSON.stringify(pathToFileURL(args.path).href);
      return { contents: text.replaceAll('import.meta.url', url), loader: 'ts' };
    });
  },
};

const t0 = Date.now();
const result = await build({
  entryPoints: [join(server, 'src/main.ts')],
  outfile: join(server, 'dist/main.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'warning',
  metafile: true,
  plugins: [sources],
});
const inputs = Object.keys(result.metafile.inputs).length;
console.log(`apps/server/dist/main.js: ${inputs} source files in ${Date.now() - t0} ms`);
