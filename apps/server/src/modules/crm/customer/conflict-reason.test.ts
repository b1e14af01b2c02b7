import { translate } from '@partdesk/shared/i18n/index';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/harness.js';
import { customerBody, domain } from '../test/crm-test-kit.js';
import type { ConflictMatch } from './conflicts.js';

/** #20 item 17: the conflict review says which contact field matched which customer (not always the domain). */
let t: TestApp;
const tok: Record<string, string> = {};
type Detail = { Id: number; Code: string; ConflictCustomerId: number | null; Conflict: ConflictMatch | null };

beforeAll(async () => {
  t = await createTestApp();
  for (const a of ['sales.rep', 'sales.dev']) tok[a] = await t.login(a);
});
afterAll(() => t.close());

const create = (who: string, body: unknown) =>
  t.call<Detail>('POST', '/merchant/crm/customer', { token: tok[who], body });
const en = (c: ConflictMatch) => translate('en-US', c.MessageKey, c.Params);

describe('conflict reason', () => {
  it('a shared phone (public mail domains) names the phone and the customer', async () => {
    const phone = `+86 138 ${String(process.pid).padStart(4, '0').slice(-4)} 7781`;
    const first = (
      await create(
        'sales.rep',
        customerBody(domain(), { Contacts: [{ Name: 'A', Email: 'a1x@qq.com', Phone: phone }] }),
      )
    ).body.Data;
    const second = await create(
      'sales.dev',
      customerBody(domain(), {
        Contacts: [{ Name: 'B', Email: 'b2y@qq.com', Phone: phone.replace(/ /g, '-') }],
      }),
    );
    expect(second.body.Data.ConflictCustomerId).toBe(first.Id);
    expect(second.body.Data.Conflict).toMatchObject({ Field: 'phone', CustomerCode: first.Code });
    expect(en(second.body.Data.Conflict!)).toBe(
      `Contact phone ${phone.replace(/ /g, '-')} is the same as a contact of existing customer ${first.Code}`,
    );
    expect(en(second.body.Data.Conflict!)).not.toContain('domain');
  });

  it('the same e-mail address names the e-mail; only the domain names the domain', async () => {
    const dom = domain();
    const first = (await create('sales.rep', customerBody(dom))).body.Data;
    const same = (
      await create('sales.dev', customerBody(domain(), { Contacts: [{ Name: 'C', Email: `LI@${dom}` }] }))
    ).body.Data;
    expect(same.Conflict).toMatchObject({ Field: 'email', Value: `LI@${dom}`, CustomerId: first.Id });
    expect(translate('zh-CN', same.Conflict!.MessageKey, same.Conflict!.Params)).toBe(
      `联系人邮箱 LI@${dom} 与已有客户 ${first.Code} 的联系人相同`,
    );
    const byDomain = (
      await create('sales.dev', customerBody(domain(), { Contacts: [{ Name: 'D', Email: `other@${dom}` }] }))
    ).body.Data;
    expect(byDomain.Conflict).toMatchObject({ Field: 'domain', Value: dom, CustomerCode: first.Code });
    const none = (await create('sales.dev', customerBody())).body.Data;
    expect(none.Conflict).toBeNull();
  });
});
