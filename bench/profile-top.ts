/**
 * `npx tsx bench/profile-top.ts <file.cpuprofile> [--top 25]`: the top items of a V8 CPU profile written
 * by `npm run bench -- --profile <dir>` — self time per function and per package (node_modules/<name>,
 * the product's own sources, node internals, garbage collection), in % of the sampled time.
 */
import { readFileSync } from 'node:fs';

interface Node {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  hitCount?: number;
}
interface Profile {
  nodes: Node[];
  samples: number[];
  timeDeltas: number[];
}

const argv = process.argv.slice(2);
const file = argv.find((a) => !a.startsWith('--'));
if (!file) throw new Error('usage: profile-top.ts <file.cpuprofile> [--top N]');
const ti = argv.indexOf('--top');
const top = ti >= 0 ? Number(argv[ti + 1]) : 25;
const p = JSON.parse(readFileSync(file, 'utf8')) as Profile;
const byId = new Map(p.nodes.map((n) => [n.id, n]));
const self = new Map<number, number>();
for (const [i, id] of p.samples.entries()) self.set(id, (self.get(id) ?? 0) + (p.timeDeltas[i] ?? 0));
const total = [...self.values()].reduce((a, b) => a + b, 0);

function groupOf(n: Node): string {
  const { url, functionName } = n.callFrame;
  if (functionName === '(garbage collector)') return '(garbage collector)';
  if (functionName === '(idle)' || functionName === '(program)') return functionName;
  const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url);
  if (m) return m[1]!;
  if (url.startsWith('node:') || url === '') return 'node internals';
  return 'partdesk sources';
}

const fn = new Map<string, number>();
const pkg = new Map<string, number>();
for (const [id, t] of self) {
  const n = byId.get(id)!;
  const short = n.callFrame.url
    .replace(/^.*node_modules\//, '')
    .replace(/^file:\/\/.*?\/(apps|packages|bench)\//, '$1/');
  const key = `${n.callFrame.functionName || '(anonymous)'}  ${short}:${n.callFrame.lineNumber + 1}`;
  fn.set(key, (fn.get(key) ?? 0) + t);
  pkg.set(groupOf(n), (pkg.get(groupOf(n)) ?? 0) + t);
}
const pct = (t: number) => `${((100 * t) / total).toFixed(1).padStart(5)} %`;
const busy = total - (pkg.get('(idle)') ?? 0);
console.log(`${file}: ${(total / 1e6).toFixed(1)} s sampled, ${((100 * busy) / total).toFixed(0)} % busy`);
console.log('\nby package (self time):');
for (const [k, t] of [...pkg].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(t)}  ${k}`);
console.log('\nby function (self time):');
for (const [k, t] of [...fn].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`  ${pct(t)}  ${k}`);
