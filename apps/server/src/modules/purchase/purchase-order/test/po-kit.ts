import { and, eq, sql } from 'drizzle-orm';
import { rows } from '../../../../core/db/index.js';
import { reviewRequest } from '../../../../core/reviews/index.js';
import type { TestApp } from '../../../../test/harness.js';
import { purOrder } from '../purchase-order.table.js';

/** Helpers of the purchase-order API tests (reads go to the database; writes through the API). */
export function poKit(t: TestApp) {
  const tokens = new Map<string, string>();
  const token = async (account: string) => {
    let v = tokens.get(account);
    if (!v) {
      v = await t.login(account);
      tokens.set(account, v);
    }
    return v;
  };
  /** An active supplier of the demo data in `currency`. */
  async function supplierIn(currency: string, status = 1): Promise<{ id: number; name: string }> {
    const [row] = rows<{ id: number; name: string }>(
      await t.db.execute(
        sql`select id, name from pur_supplier where status = ${status} and currency = ${currency} order by id limit 1`,
      ),
    );
    if (!row) throw new Error(`the demo data has no supplier in ${currency} with status ${status}`);
    return row;
  }
  const body = (supplierId: number, over: Record<string, unknown> = {}) => ({
    SupplierId: supplierId,
    TenantId: 2,
    Currency: 'USD',
    TaxRate: 13,
    PaymentTerms: 1,
    DeliveryAddress: 'Futian, Shenzhen',
    Lines: [
      { Mpn: 'STM32F103C8T6', Brand: 'ST', Package: 'LQFP-48', Quantity: 1000, UnitCost: '1.234567' },
      { Mpn: 'LM358DR', Brand: 'TI', Package: 'SOIC-8', Quantity: 3, UnitCost: '0.100001' },
    ],
    ...over,
  });
  const create = async (b: Record<string, unknown>, as = 'buyer', lang = 'en-US') =>
    t.call<{ Id: number; No: string; Version: number }>('POST', '/merchant/purchase/purchaseorder', {
      token: await token(as),
      body: b,
      lang,
    });
  type Detail = {
    No: string;
    Status: number;
    Version: number;
    Rate: string;
    Amount: string;
    TaxAmount: string;
    Total: string;
    OwnerId: number;
    ReviewComment: string;
    Lines: {
      Id: number;
      LineNo: number;
      Mpn: string;
      Quantity: number;
      UnitCost: string | null;
      Amount: string;
      SourceType: string | null;
      SourceLineId: number | null;
      SalesOrderId: number | null;
      SalesOrderLineId: number | null;
    }[];
  };
  const detail = async (id: number, as = 'buyer') =>
    t.call<Detail>('GET', `/merchant/purchase/purchaseorder/${id}`, { token: await token(as) });
  const put = async (id: number, action: string, b: unknown, as = 'buyer') =>
    t.call<{ Status: number; Version: number }>(
      'PUT',
      `/merchant/purchase/purchaseorder/${id}${action ? `/${action}` : ''}`,
      { token: await token(as), body: b, lang: 'en-US' },
    );
  const list = async (b: Record<string, unknown> = {}, as = 'buyer') =>
    t.call<{ Records: { Id: number; No: string; status: number }[]; TotalCount: number }>(
      'POST',
      '/merchant/purchase/purchaseorder/Query',
      { token: await token(as), body: b },
    );
  const countPos = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(purOrder))[0]!.n;
  const pendingReview = async (id: number) =>
    (
      await t.db
        .select({ id: reviewRequest.id })
        .from(reviewRequest)
        .where(
          and(
            eq(reviewRequest.docType, 'purchaseOrder'),
            eq(reviewRequest.docId, id),
            eq(reviewRequest.status, 'pending'),
          ),
        )
    ).map((r) => r.id);
  const decide = async (action: 'approve' | 'reject', id: number, as: string, Comment = 'checked') =>
    t.call('PUT', `/merchant/review/purchaseOrder/${action}`, {
      token: await token(as),
      body: { Ids: await pendingReview(id), Comment },
      lang: 'en-US',
    });
  const todos = async (as: string) =>
    (
      await t.call<{ Counts: Record<string, number> }>('GET', '/merchant/common/upcoming', {
        token: await token(as),
      })
    ).body.Data.Counts;
  return { token, supplierIn, body, create, detail, put, list, countPos, pendingReview, decide, todos };
}
