import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../harness.js';
import { recordSuiteCount } from '../suite-counts.js';
import { type BadInput, badInputs, isList, type Operation } from './bad-inputs.js';
import type { Schema } from './schema-check.js';
import { changedTables, checksums, installWriteLog, userTables, writeCounts } from './table-checksum.js';

/**
 * Bad-input suite (#10), generated from the app's own OpenAPI document so every route added later is
 * covered without being listed: every POST/PUT operation, every list and every GET with parameters
 * gets generated bad inputs (docs/operations.md "Checks and tests"), sent as the administrator (every
 * permit). Each answer must be: not 5xx; the JSON envelope with a non-zero numeric Code (or, for a
 * `safe` list probe, a 2xx); no stack trace or SQL in Message; and no table changed (checksummed per
 * operation). Any finding fails the test with a compact list.
 */

/** Not fuzzed: signing out revokes the very token the suite runs on. */
const SKIP = new Set(['GET /merchant/account/logout']);

const LEAK =
  /\n\s*at |\bat \S+:\d+:\d+|\bselect\b[\s\S]*\bfrom\b|\binsert into\b|\bupdate \w+ set\b|\bviolates\b|\bsyntax error\b|invalid input syntax|out of range for type|encoding "UTF8"|duplicate key|\brelation "|\bcolumn "|TypeError|ReferenceError|Cannot read prop|ZodError|FST_/i;

interface OpenApiOp {
  parameters?: { name: string; in: string; required?: boolean; schema: Schema }[];
  requestBody?: { content?: Record<string, { schema?: Schema }> };
}

function operations(doc: { paths: Record<string, Record<string, OpenApiOp>> }): Operation[] {
  const out: Operation[] = [];
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [m, o] of Object.entries(methods)) {
      const method = m.toUpperCase() as Operation['method'];
      if (!['GET', 'POST', 'PUT', 'DELETE'].includes(method) || SKIP.has(`${method} ${path}`)) continue;
      if (path.startsWith('/docs')) continue;
      const op: Operation = {
        method,
        path,
        params: (o.parameters ?? [])
          .filter((p) => p.in === 'path' || p.in === 'query')
          .map((p) => ({ name: p.name, in: p.in as 'path', required: !!p.required, schema: p.schema })),
        body: o.requestBody?.content?.['application/json']?.schema,
      };
      if (method === 'GET' && !op.params.length) continue;
      out.push(op);
    }
  }
  return out;
}

let t: TestApp;
let token: string;
beforeAll(async () => {
  t = await createTestApp();
  token = await t.login('admin');
});
afterAll(() => t.close());

interface Finding {
  op: string;
  input: string;
  status: number;
  message: string;
  kind: 'status5xx' | 'envelopeMissing' | 'accepted' | 'leaks' | 'rowsChanged';
}

async function send(input: BadInput, method: string, lang: string) {
  const headers: Record<string, string> = { token, 'accept-language': lang };
  if (input.contentType) headers['content-type'] = input.contentType;
  return t.app.inject({
    method: method as 'POST',
    url: input.url,
    query: input.query,
    headers,
    payload: input.payload,
  });
}

describe('bad-input suite, generated from OpenAPI', () => {
  it('no 5xx, always the envelope, no leaks, nothing changed, every invalid input refused', async () => {
    const ops = operations(t.app.swagger() as never);
    const tables = await userTables(t.db);
    const findings: Finding[] = [];
    const counts = {
      operations: 0,
      inputs: 0,
      status5xx: 0,
      envelopeMissing: 0,
      accepted: 0,
      leaks: 0,
      rowsChanged: 0,
    };
    const thin: string[] = [];
    await installWriteLog(t.db, tables);
    // The oracle is live: a committed (no-op) update of a row is counted.
    const probe = await writeCounts(t.db);
    await t.db.execute(sql`update sys_user set name = name where id = (select min(id) from sys_user)`);
    expect(changedTables(probe, await writeCounts(t.db))).toEqual(['sys_user']);
    const start = await checksums(t.db, tables);
    let before = await writeCounts(t.db);
    const timing: [string, number, number][] = [];
    let csMs = 0;

    // FUZZ_ONLY=<regex>: only the operations whose "METHOD /path" matches (a quick local re-check of a
    // fixed route; CI runs them all).
    const only = process.env.FUZZ_ONLY ? new RegExp(process.env.FUZZ_ONLY) : null;
    for (const op of ops) {
      const name = `${op.method} ${op.path}`;
      if (only && !only.test(name)) continue;
      const inputs = badInputs(op);
      if (!inputs.length) continue;
      counts.operations++;
      const needsFifty = op.method !== 'GET' || isList(op);
      const hasInputSchema = !!op.body || op.params.some((p) => p.in === 'query');
      if (needsFifty && hasInputSchema && inputs.length < 50) thin.push(`${name} (${inputs.length})`);
      let i = 0;
      const t0 = performance.now();
      for (const input of inputs) {
        counts.inputs++;
        const res = await send(input, op.method, i++ % 2 ? 'en-US' : 'zh-CN');
        const add = (kind: Finding['kind'], message: string) => {
          counts[kind]++;
          findings.push({
            op: name,
            input: input.label,
            status: res.statusCode,
            message: message.slice(0, 120),
            kind,
          });
        };
        let body: { Code?: unknown; Message?: unknown } | null = null;
        try {
          body = res.json();
        } catch {
          body = null;
        }
        const message = typeof body?.Message === 'string' ? body.Message : '';
        if (res.statusCode >= 500) add('status5xx', message);
        const ok = res.statusCode >= 200 && res.statusCode < 300;
        // A file answer (an export's .xlsx, a marketplace .csv) carries no envelope.
        const xlsx = ok && /spreadsheetml|text\/csv/.test(String(res.headers['content-type']));
        if (!xlsx && (!body || typeof body.Code !== 'number' || typeof body.Message !== 'string')) {
          add('envelopeMissing', res.body.slice(0, 80));
        } else if (!xlsx && !ok && body?.Code === 0)
          add('envelopeMissing', `Code 0 with status ${res.statusCode}`);
        if (ok && input.expect === 'refused') add('accepted', message || String(res.headers['content-type']));
        if (message && LEAK.test(message)) add('leaks', message);
      }
      const t1 = performance.now();
      const after = await writeCounts(t.db);
      csMs += performance.now() - t1;
      timing.push([name, inputs.length, t1 - t0]);
      const changed = changedTables(before, after);
      if (changed.length) {
        counts.rowsChanged++;
        findings.push({
          op: name,
          input: '(batch)',
          status: 0,
          message: `changed: ${changed.join(', ')}`,
          kind: 'rowsChanged',
        });
      }
      before = after;
    }

    // Cross-check of the trigger oracle: every table's content is what it was before the first input.
    const end = changedTables(start, await checksums(t.db, tables));
    if (end.length) {
      counts.rowsChanged++;
      findings.push({
        op: '(all)',
        input: '(suite)',
        status: 0,
        message: `changed: ${end.join(', ')}`,
        kind: 'rowsChanged',
      });
    }
    recordSuiteCount('bad-input', counts);
    if (process.env.FUZZ_PROFILE) {
      timing.sort((a, b) => b[2] - a[2]);
      console.log(
        `checksums ${Math.round(csMs)} ms`,
        timing
          .slice(0, 25)
          .map((x) => `${x[0]} ${x[1]} ${Math.round(x[2])}ms`)
          .join('\n'),
      );
    }
    const report = findings.map((f) => `${f.kind}: ${f.op} ${f.input} → ${f.status} ${f.message}`);
    console.log(`bad-input: ${JSON.stringify(counts)}`);
    if (report.length) console.log(report.join('\n'));
    expect(thin, 'operations with fewer than 50 generated inputs').toEqual([]);
    if (!only) expect(counts.operations).toBeGreaterThan(100);
    expect(report).toEqual([]);
  }, 600_000);
});
