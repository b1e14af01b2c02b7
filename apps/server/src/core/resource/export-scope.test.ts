import { translate } from '@partdesk/shared/i18n/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportColumn, readExport } from '../../test/export-sheet.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { userId } from '../documents/demo-doc.fixture.js';

/** Issue #10 item 1: an export returns exactly the rows the list returns for the same filters. */
let t: TestApp;
let rep: string;
beforeAll(async () => {
  t = await createTestApp();
  rep = await t.login('sales.rep');
});
afterAll(() => t?.close());

type Page = { Records: { Id: number; Code: string; OwnerId: number | null }[]; TotalCount: number };
const CODE = translate('en-US', 'resources.customer.Code');

async function listCodes(body: Record<string, unknown>) {
  const res = await t.call<Page>('POST', '/merchant/crm/customer/Query', {
    token: rep,
    body: { ...body, pageSize: 500 },
  });
  expect(res.body.Code).toBe(0);
  return res.body.Data.Records.map((r) => r.Code);
}

describe('customer export follows the data scope of the list (#10 item 1)', () => {
  it('exports for sales.rep the same customers the list shows for the same filter', async () => {
    const body = { CreatedAtStart: '2000-01-01' };
    const listed = await listCodes(body);
    expect(listed.length).toBeGreaterThan(0);
    const sheet = await readExport(t, '/merchant/crm/customer/Export', rep, body);
    expect(sheet.status).toBe(200);
    expect(exportColumn(sheet, CODE)).toEqual(listed);
  });

  it("exports none of another salesperson's customers when filtered by that owner", async () => {
    const other = await userId(t.db, 'sales.agent');
    const admin = await t.login('admin');
    const theirs = await t.call<Page>('POST', '/merchant/crm/customer/Query', {
      token: admin,
      body: { OwnerId: other },
    });
    expect(theirs.body.Data.TotalCount).toBeGreaterThan(0);
    expect(await listCodes({ OwnerId: other })).toEqual([]);
    const sheet = await readExport(t, '/merchant/crm/customer/Export', rep, { OwnerId: other });
    expect(sheet.status).toBe(200);
    expect(sheet.rows).toEqual([]);
  });
});
