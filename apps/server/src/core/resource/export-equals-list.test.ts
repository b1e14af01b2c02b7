import { exportFields, filterFields, type ResourceDef } from '@partdesk/shared/resource/define';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readExport } from '../../test/export-sheet.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { demoTokens, listAll } from '../../test/lists.js';
import { recordSuiteCount } from '../../test/suite-counts.js';
import { exportCell } from './export-cells.js';
import { kitResources } from './resource-routes.js';

/**
 * Generated (issue #10): every registered resource with an export × every demo account that may call
 * it — the export for a filter returns exactly the rows the list returns (all pages) for that filter,
 * compared on the resource's export key column in list order. Covers resources added later by itself.
 */
let t: TestApp;
let tokens = new Map<string, string>();
beforeAll(async () => {
  t = await createTestApp();
  tokens = await demoTokens(t);
});
afterAll(() => t?.close());

type Row = Record<string, unknown>;
type Page = { Records: Row[]; TotalCount: number };
const LANG = 'en-US';

/**
 * A filter the resource has: a date range starting far in the past when it has one (every row);
 * otherwise the first filter field whose value the caller's first listed row carries (≥ 1 row).
 */
const dated = (def: ResourceDef) =>
  filterFields(def).find((f) => f.filter === 'range' && (f.kind === 'date' || f.kind === 'datetime'));

function filterFor(def: ResourceDef, sample: Row | undefined): Row | null {
  const fields = filterFields(def);
  const range = dated(def);
  if (range) return { [`${range.name}Start`]: '2000-01-01' };
  for (const f of fields) {
    const v = sample?.[f.name];
    if (v === undefined || v === null || v === '' || typeof v === 'object') continue;
    if (f.filter === 'in') return { [f.name]: [v] };
    if (f.filter === 'range') return { [`${f.name}Start`]: v };
    return { [f.name]: f.filter === 'like' ? String(v) : v };
  }
  const like = fields.find((f) => f.filter === 'like');
  return like ? { [like.name]: 'no-such-value-#10' } : null;
}

const norm = (v: unknown) => (v === null || v === undefined || v === '' ? null : String(v));

describe('export = list (generated over the registry)', () => {
  it('every resource export returns the rows of its list for the same filter, for every account', async () => {
    const resources = kitResources(t.app.ctx.registry).filter((r) => r.export);
    expect(resources.length).toBeGreaterThan(10);
    const mismatches: string[] = [];
    const callers = new Set<string>();
    let comparisons = 0;
    for (const r of resources) {
      const key = exportFields(r.def).findIndex((f) => f.name === r.exportKey);
      expect(key, `${r.name}: no export key column`).toBeGreaterThanOrEqual(0);
      const field = exportFields(r.def)[key]!;
      let compared = 0;
      for (const [account, token] of tokens) {
        let filter = filterFor(r.def, undefined);
        if (!dated(r.def)) {
          const first = await t.call<Page>('POST', r.list, { token, body: { pageSize: 1 } });
          if (first.status === 403) continue;
          filter = filterFor(r.def, first.body.Data.Records[0]);
        }
        expect(filter, `${r.name}: no filter to export with`).not.toBeNull();
        const listed = await listAll(t, r.list, token, filter!);
        const sheet = await readExport(t, r.export!, token, filter!, LANG);
        if (!listed || sheet.status === 403) {
          if (!listed !== (sheet.status === 403))
            mismatches.push(`${account} ${r.name}: list ${listed ? 200 : 403}, export ${sheet.status}`);
          continue;
        }
        callers.add(account);
        comparisons++;
        compared++;
        const want = listed.Records.map((row) => norm(exportCell(field, row[field.name], LANG)));
        const got = sheet.rows.map((row) => norm(row[key]));
        if (sheet.status !== 200) {
          mismatches.push(
            `${account} ${r.name} ${JSON.stringify(filter)}: export ${sheet.envelope?.Message}`,
          );
        } else if (JSON.stringify(got) !== JSON.stringify(want)) {
          mismatches.push(
            `${account} ${r.name} ${JSON.stringify(filter)}: list ${want.length} rows, export ${got.length}`,
          );
        }
      }
      if (!compared) mismatches.push(`${r.name}: no demo account may both list and export it`);
    }
    recordSuiteCount('export-equals-list', {
      resources: resources.length,
      accounts: callers.size,
      comparisons,
      mismatches: mismatches.length,
    });
    expect(mismatches).toEqual([]);
  }, 180_000);
});
