import { translate } from '@partdesk/shared/i18n/index';
import { PART_STATUS } from '@partdesk/shared/product/part-resource';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { productPart } from './part.table.js';

/**
 * Decision 0021: disable and enable of a part follow the part definition's `when` (disable an active
 * part, enable a disabled one) on the server too — the other way round is 409 errors.actionNotInState,
 * translated, the part unchanged (before: a silent no-op).
 */
let t: TestApp;
let admin: string;
const part = async () =>
  (await t.db.select().from(productPart).where(eq(productPart.mpnNorm, 'STM32F103C8T6')))[0]!;
const put = (id: number, action: string) =>
  t.call('PUT', `/merchant/product/part/${id}/${action}`, { token: admin, lang: 'en-US' });

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.login('admin');
});
afterAll(() => t.close());

describe('part status actions follow the definition’s when', () => {
  it('enable on an active part, disable on a disabled one → 409, unchanged', async () => {
    const active = await part();
    expect(active.status).toBe(PART_STATUS.active);
    const r = await put(active.id, 'enable');
    expect(r.status).toBe(409);
    expect(r.body.Code).toBe(409);
    expect(r.body.Message).toBe(translate('en-US', 'errors.actionNotInState'));
    expect(await part()).toEqual(active);

    expect((await put(active.id, 'disable')).body.Code).toBe(0);
    const off = await part();
    expect(off.status).toBe(PART_STATUS.disabled);
    const again = await put(off.id, 'disable');
    expect(again.status).toBe(409);
    expect(await part()).toEqual(off);
    expect((await put(off.id, 'enable')).body.Code).toBe(0);
  });
});
