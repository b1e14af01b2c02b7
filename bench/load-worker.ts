/**
 * One load scenario, run by bench/run.ts in its own process (never in the server's). Reads a JSON
 * scenario from argv[2], prints a JSON result on stdout: req/s and exact p50/p95/p99 from every
 * response time (autocannon's own histogram has no p95).
 */
import autocannon from 'autocannon';

export interface LoadSpec {
  url: string;
  method: 'GET' | 'POST';
  path: string;
  connections: number;
  durationS: number;
  headers?: Record<string, string>;
  /** POST bodies used in turn (e.g. one sign-in per demo account). */
  bodies?: string[];
}

export interface LoadResult {
  requests: number;
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  non2xx: number;
  errors: number;
  timeouts: number;
}

const spec = JSON.parse(process.argv[2] ?? '{}') as LoadSpec;
const times: number[] = [];
let i = 0;
const bodies = spec.bodies ?? [];

const instance = autocannon(
  {
    url: spec.url,
    connections: spec.connections,
    duration: spec.durationS,
    // A slow list on a loaded machine queues past autocannon's 10 s default: count it, don't drop it.
    timeout: 60,
    requests: [
      {
        method: spec.method,
        path: spec.path,
        headers: { ...(bodies.length ? { 'content-type': 'application/json' } : {}), ...spec.headers },
        ...(bodies.length ? { setupRequest: (req) => ({ ...req, body: bodies[i++ % bodies.length] }) } : {}),
      },
    ],
  },
  (err, res) => {
    if (err) {
      console.error(err);
      process.exit(1);
    }
    times.sort((a, b) => a - b);
    const pct = (p: number) =>
      times.length ? times[Math.min(times.length - 1, Math.ceil((p / 100) * times.length) - 1)]! : 0;
    const out: LoadResult = {
      requests: res.requests.total,
      rps: res.requests.total / spec.durationS,
      p50: pct(50),
      p95: pct(95),
      p99: pct(99),
      max: times.at(-1) ?? 0,
      non2xx: res.non2xx,
      errors: res.errors,
      timeouts: res.timeouts,
    };
    process.stdout.write(`${JSON.stringify(out)}\n`);
  },
);
instance.on('response', (_client, _status, _bytes, responseTime) => {
  times.push(responseTime);
});
