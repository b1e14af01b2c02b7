import type { APIRequestContext, Page } from '@playwright/test';
import { type ApiClient, apiLogin } from './support/api';
import { SCREEN_LOAD, signInAt, todoCount } from './support/flow';
import { expectToast, login } from './support/shell';
import { expect, test } from './support/test';

/**
 * Issue #16 "Must show": the warehouse creates a shipment from two notified orders (one customer, one
 * consignee) → boxes → label printed → void refused with the spec message → courier entered → ship; the
 * shipment is over the customer's remaining credit, so it waits in deliver-audit (the warehouse that
 * submitted it cannot decide it) until the finance head approves it in the queue, with its summary
 * (customer, over by how much); the warehouse ships; the sales order shows shipped and the receivable
 * appears on the customer's trade timeline.
 *
 * Not the subject — through the API, the way the screens do it: sales.rep's two orders of a demo lot
 * (priced far above any demo credit limit), approved by the reviewers' queues, notified in full.
 */
type Queue = { Records: { Id: number; DocNo: string }[] };
const REVIEWS = [
  ['sales.leader', 'salesOrder'],
  ['sales.manager', 'salesOrder'],
  ['accountant', 'salesOrder'],
  ['purchase.head', 'salesOrderPurchase'],
] as const;
const S = '/merchant/logistics/shipment';
const QUEUE = '/sales/document-audit/deliver-audit';

/** Approves every pending step of the order in the reviewers' queues until it is approved. */
async function approveThrough(clients: Map<string, ApiClient>, no: string, approved: () => Promise<boolean>) {
  for (let round = 0; round < REVIEWS.length && !(await approved()); round++)
    for (const [account, type] of REVIEWS) {
      const c = clients.get(account)!;
      const q = await c.call<Queue>('POST', `/merchant/review/${type}/Query`, { DocNo: no, pageSize: 5 });
      const req = q.Records.find((r) => r.DocNo === no);
      if (req) await c.call('PUT', `/merchant/review/${type}/approve`, { Ids: [req.Id], Comment: 'e2e' });
    }
  expect(await approved(), `${no} approved by its reviewers`).toBe(true);
}

/** The envelope's Code of a call expected to be refused (ApiClient.call insists on 0). */
async function refusedCode(
  request: APIRequestContext,
  api: ApiClient,
  method: string,
  url: string,
  data: unknown,
) {
  const r = await request.fetch(url, { method, headers: { Token: api.token }, data });
  return ((await r.json()) as { Code: number }).Code;
}

const status = (page: Page) => page.getByTestId('shipment-status');

test('warehouse ships two notified orders: boxes, label lock, courier, credit review, shipped', async ({
  browser,
  request,
}) => {
  test.setTimeout(360_000);
  const clients = new Map<string, ApiClient>();
  for (const a of ['admin', 'sales.rep', 'warehouse', 'finance.head', ...REVIEWS.map(([acc]) => acc)])
    if (!clients.has(a)) clients.set(a, await apiLogin(request, a));
  const admin = clients.get('admin')!;
  const rep = clients.get('sales.rep')!;
  const wh = clients.get('warehouse')!;

  // Two orders of 5 each from a passed demo lot of company 2 with at least 10 available.
  const lots = await admin.call<{
    Records: { Mpn: string; Brand: string; TenantId: number; Available: number }[];
  }>('POST', '/merchant/product/cashstock/Query', { pageIndex: 1, pageSize: 200 });
  const lot = lots.Records.filter((l) => l.TenantId === 2 && l.Available >= 10).sort(
    (a, b) => b.Available - a.Available,
  )[0]!;
  expect(lot, 'a passed demo lot of company 2 with 10 available').toBeDefined();
  const customer = (
    await rep.call<{ Records: { Id: number }[] }>('POST', '/merchant/crm/customer/Query', {
      Status: [2],
      pageIndex: 1,
      pageSize: 1,
    })
  ).Records[0]!;
  const countries = await rep.call<{ Records: { Id: number }[] }>('GET', '/common/GetCountryList');
  type Detail = { Version: number; status: number; ShipStatus: number; Lines: { Id: number }[] };
  const orders: { Id: number; No: string; LineId: number }[] = [];
  for (const n of [1, 2]) {
    const order = await rep.call<{ Id: number; No: string }>('POST', '/merchant/sale/salesorder', {
      CustomerId: customer.Id,
      TenantId: 2,
      Currency: 'USD',
      TaxRate: 13,
      PaymentTerms: 3,
      ConsigneeName: '韩梅梅',
      ConsigneePhone: '+852 5555 0202',
      ConsigneeAddress: 'Kwun Tong, Hong Kong',
      CountryId: countries.Records[0]!.Id,
      Remark: `e2e shipment ${n}`,
      // Far above a demo customer's credit: the shipment goes to the credit review.
      Lines: [{ Mpn: lot.Mpn, Brand: lot.Brand, Quantity: 5, UnitPrice: '80000.000000' }],
    });
    const detail = () => rep.call<Detail>('GET', `/merchant/sale/salesorder/${order.Id}`);
    await rep.call('PUT', `/merchant/sale/salesorder/${order.Id}/submit`, {
      Version: (await detail()).Version,
    });
    await approveThrough(clients, order.No, async () => (await detail()).status === 6);
    const d = await detail();
    await rep.call('PUT', `/merchant/sale/salesorder/${order.Id}/notify`, {
      Version: d.Version,
      Lines: [{ Id: d.Lines[0]!.Id, Quantity: 5 }],
    });
    orders.push({ Id: order.Id, No: order.No, LineId: d.Lines[0]!.Id });
  }
  const couriers = await wh.call<{ Records: { Id: number; Name: string; IsDeactivate: boolean }[] }>(
    'GET',
    '/merchant/common/business',
  );
  const courier = couriers.Records.find((c) => !c.IsDeactivate)!;
  expect(courier, 'an active express company').toBeDefined();

  // The finance head (a decider of deliver-audit) waits on the queue with its to-dos open.
  const finCtx = await browser.newContext();
  const fin = await finCtx.newPage();
  await signInAt(fin, 'finance.head', QUEUE);
  await fin.getByTestId('todo-button').click();
  const counter = fin.getByTestId('todo-popover-list').locator('[data-name="DeliverAuditCount"]');
  await expect(counter, 'the finance head has the DeliverAuditCount to-do').toBeVisible({
    timeout: SCREEN_LOAD,
  });
  // What the counter shows now (the demo leaves one shipment in deliver-audit): the queue's size.
  const finApi = clients.get('finance.head')!;
  const before = (
    await finApi.call<{ TotalCount: number }>('POST', '/merchant/review/shipmentCredit/Query', {
      pageSize: 1,
    })
  ).TotalCount;
  await expect
    .poll(() => todoCount(fin, 'DeliverAuditCount'), {
      message: 'DeliverAuditCount shows the queue',
      timeout: SCREEN_LOAD,
    })
    .toBe(before);

  // The subject: the warehouse in the browser.
  const whCtx = await browser.newContext();
  const page = await whCtx.newPage();
  await login(page, 'warehouse');
  await page.goto('/#/sales/sendoutOrder?new=1');
  await expect(page.getByTestId('shipment-shippable'), 'the shippable lines load').toBeVisible({
    timeout: SCREEN_LOAD,
  });
  for (const o of orders) {
    const tick = page.getByTestId(`shipment-tick-${o.LineId}`);
    await expect(tick, `${o.No} is shippable`).toBeVisible({ timeout: SCREEN_LOAD });
    await tick.check();
    await expect(page.getByTestId(`shipment-qty-${o.LineId}`), `${o.No} ships all 5`).toHaveValue('5');
  }
  await page.getByTestId('shipment-create-save').click();
  await expect(status(page), 'the new shipment is to be picked').toHaveText('待拣货', {
    timeout: SCREEN_LOAD,
  });
  await expect(page).toHaveURL(/sendoutOrder\?id=\d+$/);
  const shipmentId = Number(/id=(\d+)/.exec(page.url())![1]);
  const no = (await wh.call<{ No: string }>('GET', `${S}/${shipmentId}`)).No;

  await page.getByTestId('shipment-pick').click();
  await expect(status(page), 'picked: to be boxed').toHaveText('待装箱', { timeout: SCREEN_LOAD });

  // One box holding both lines (the first box comes filled with every line's quantity).
  await page.getByTestId('shipment-add-box').click();
  for (const [k, v] of [
    ['Length', '40'],
    ['Width', '30'],
    ['Height', '20'],
    ['GrossWeight', '2.5'],
    ['NetWeight', '2'],
  ] as const)
    await page.getByTestId(`box-0-${k}`).fill(v);
  await expect(page.getByTestId('box-0-vol'), 'volumetric weight 40 × 30 × 20 / 5000').toHaveText('4.80');
  await page.getByTestId('shipment-boxes-save').click();
  await expect(status(page), 'packed: awaiting courier info').toHaveText('待填写快递信息', {
    timeout: SCREEN_LOAD,
  });

  // Printing the label locks the shipment: void is refused with the spec's message.
  await page.getByTestId('shipment-print').click();
  await expect(page.getByTestId('shipment-unprint'), 'printed: the lock can be cancelled').toBeVisible({
    timeout: SCREEN_LOAD,
  });
  page.once('dialog', (d) => void d.accept('客户改地址'));
  await page.getByTestId('shipment-void').click();
  await expect(page.getByTestId('shipment-error'), 'void refused while printed').toHaveText(
    '发货单已打印标签，须仓库取消打印后才能作废',
    { timeout: SCREEN_LOAD },
  );
  await expect(status(page), 'not voided').toHaveText('待填写快递信息');

  // Courier info → to be shipped.
  await page.getByTestId('shipment-CourierId').click();
  await page.locator(`.ant-select-dropdown .ant-select-item-option[title="${courier.Name}"]`).click();
  await page.getByTestId('shipment-TrackingNo').fill(`SF${Date.now()}`);
  await page.getByTestId('shipment-courier-save').click();
  await expect(status(page), 'courier entered: to be shipped').toHaveText('待发货', { timeout: SCREEN_LOAD });

  // Ship: over the customer's remaining credit → deliver-audit, nothing shipped.
  await page.getByTestId('shipment-ship').click();
  await expectToast(page, '已提交发货审核', SCREEN_LOAD);
  await expect(status(page), 'waiting in the credit review').toHaveText('待审核（超信用额度）', {
    timeout: SCREEN_LOAD,
  });
  await expect(page.getByTestId('shipment-ship'), 'no ship while in review').toHaveCount(0);
  // The warehouse submitted it: it may not decide it.
  const queueOfWh = await request.fetch('/merchant/review/shipmentCredit/Query', {
    method: 'POST',
    headers: { Token: wh.token },
    data: { DocNo: no },
  });
  const whQueue = (await queueOfWh.json()) as { Code: number; Data?: Queue };
  expect(
    whQueue.Code !== 0 || !whQueue.Data!.Records.some((r) => r.DocNo === no),
    'the submitting warehouse does not see it in a queue',
  ).toBe(true);
  const req = (
    await finApi.call<Queue>('POST', '/merchant/review/shipmentCredit/Query', { DocNo: no })
  ).Records.find((r) => r.DocNo === no);
  expect(req, `${no} pending in deliver-audit`).toBeDefined();
  expect(
    await refusedCode(request, wh, 'PUT', '/merchant/review/shipmentCredit/approve', { Ids: [req!.Id] }),
    'the warehouse may not approve its own submission',
  ).not.toBe(0);

  // The finance head sees it arrive live, reads the summary, approves it in the queue.
  await expect
    .poll(() => todoCount(fin, 'DeliverAuditCount'), {
      message: 'DeliverAuditCount goes up live',
      timeout: SCREEN_LOAD,
    })
    .toBe(before + 1);
  await counter.locator('button').click();
  await expect(fin).toHaveURL(new RegExp(`#${QUEUE}(\\?[^#]*)?$`), { timeout: SCREEN_LOAD });
  const row = fin.getByTestId('review-queue').locator('.ant-table-row').filter({ hasText: no });
  await expect(row, `${no} in the finance head's queue`).toBeVisible({ timeout: SCREEN_LOAD });
  await expect(row, 'the summary says it is over the credit').toContainText('超出信用额度');
  await row.getByTestId('kit-action-approve-row').click();
  await fin.getByTestId('review-ok').click();
  await expect(row, 'decided: gone from the queue').toHaveCount(0, { timeout: SCREEN_LOAD });
  await finCtx.close();

  // Back to the warehouse: to be shipped again, ships without a new check.
  await page.reload();
  await expect(status(page), 'approved: to be shipped').toHaveText('待发货', { timeout: SCREEN_LOAD });
  await page.getByTestId('shipment-ship').click();
  await expect(status(page), 'shipped').toHaveText('已发货', { timeout: SCREEN_LOAD });
  await whCtx.close();

  // sales.rep: both orders shipped; the receivable on the customer's trade timeline.
  const repCtx = await browser.newContext();
  const rp = await repCtx.newPage();
  await login(rp, 'sales.rep');
  for (const o of orders) {
    await rp.goto(`/#/sales/salesOrderDetail?id=${o.Id}`);
    await expect(rp.getByTestId('so-ship'), `${o.No} shows shipped`).toHaveText('已发货', {
      timeout: SCREEN_LOAD,
    });
  }
  await rp.goto(`/#/sales/customer-detail?id=${customer.Id}`);
  await rp.getByRole('tab', { name: '交易时间线' }).click({ timeout: SCREEN_LOAD });
  // 2 × 5 × 80 000 USD + 13 % tax = 904 000.00 receivable.
  await expect(
    rp.getByTestId('trade-timeline').locator('li').filter({ hasText: no }),
    'the shipment and its receivable on the timeline',
  ).toContainText('904,000.00', { timeout: SCREEN_LOAD });
  await repCtx.close();
});
