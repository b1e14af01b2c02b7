import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { CRM_LOOKUPS, salesLogin } from '../crm/crm-test-data';
import DemandPage from '../demand/demand-page';
import { SCREEN_LOADERS } from '../registry';
import PurchaseRequestPage from './purchase-request-page';
import SeasPage from './seas-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

const confirmOk = () =>
  waitFor(() => {
    const open = screen.getAllByTestId('confirm-ok').filter((b) => !b.closest('.ant-zoom-leave'));
    expect(open).toHaveLength(1);
    return open[0]!;
  });

const SEAS_ROW = {
  Id: 31,
  No: 'B2603010031',
  CustomerCode: 'C000031',
  CustomerName: '公海询价客户',
  ContactName: '李**',
  ContactEmail: 'l***@***',
  ContactPhone: '****21',
  SalespersonId: 8,
  SeasReason: 1,
  Lines: 3,
  Currency: 'USD',
  ReleasedAt: '2026-03-01T00:00:00.000Z',
  CreatedAt: '2026-02-20T00:00:00.000Z',
  Version: 4,
};

const sales = (permits: string[]) => salesLogin(permits);

describe('seas library, purchase requests, demand orders', { timeout: 30_000 }, () => {
  it('registers the five screens', () => {
    for (const p of [
      '/forQuotation/seas-library',
      '/forQuotation/purchase-request',
      '/forQuotation/purchase-requestaudit',
      '/demand/demandmanagement',
      '/demand/demandaudit',
    ])
      expect(SCREEN_LOADERS[p], p).toBeTypeOf('function');
  });

  it('seas: masked contacts; a refused take-over shows the server message; a successful one opens rfq-menu', async () => {
    signIn(sales(['PUT merchant/forqutation/seas/:id/takeover']));
    let refuse = true;
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/forqutation/seas/Query': () => ok({ Records: [SEAS_ROW], TotalCount: 1 }),
      'PUT /merchant/forqutation/seas/31/takeover': () =>
        refuse
          ? { Code: 409, Message: '询价单 B2603010031 已不在公海中（可能已被他人接手）' }
          : ok({ Id: 31, No: SEAS_ROW.No, Version: 5, SalespersonId: 7 }),
    });
    renderWithShell(<SeasPage />, { route: '/forQuotation/seas-library' });
    const row = (await screen.findByText('公海询价客户')).closest('tr') as HTMLElement;
    expect(row.textContent).toContain('李**');
    expect(row.textContent).toContain('l***@***');
    expect(row.textContent).toContain('****21');
    fireEvent.click(within(row).getByTestId('kit-action-takeOver'));
    fireEvent.click(await confirmOk());
    expect(await screen.findByText('询价单 B2603010031 已不在公海中（可能已被他人接手）')).toBeTruthy();
    expect(calls.find((c) => c.path === '/merchant/forqutation/seas/31/takeover')!.body).toEqual({
      Version: 4,
    });
    refuse = false;
    const again = (await screen.findByText('公海询价客户')).closest('tr') as HTMLElement;
    fireEvent.click(within(again).getByTestId('kit-action-takeOver'));
    fireEvent.click(await confirmOk());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/forQuotation/rfq-menu?No=B2603010031'),
    );
  });

  it('purchase request: the form posts typed lines (decimal strings, nulls) and submits; server refusals show', async () => {
    signIn(
      sales(['POST merchant/forqutation/purchaserequest', 'PUT merchant/forqutation/purchaserequest/:id']),
    );
    let fail = true;
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/forqutation/purchaserequest/Query': () => ok({ Records: [], TotalCount: 0 }),
      'POST /merchant/forqutation/purchaserequest': () =>
        fail
          ? { Code: 400, Message: '需求日期不能早于今天', Data: { Field: 'RequiredDate' } }
          : ok({ Id: 5, No: 'CS2603010005', Status: 2, Version: 1 }),
    });
    renderWithShell(<PurchaseRequestPage />, { route: '/forQuotation/purchase-request' });
    fireEvent.click(await screen.findByTestId('request-add'));
    const form = await screen.findByTestId('request-form');
    const row = within(form).getAllByTestId('line-row')[0]!;
    const inputs = row.querySelectorAll('input');
    fireEvent.change(inputs[0]!, { target: { value: 'LM358DR' } });
    fireEvent.change(inputs[5]!, { target: { value: '0.1250' } });
    fireEvent.click(within(form).getByTestId('request-submit'));
    expect(await within(form).findByText('需求日期不能早于今天')).toBeTruthy();
    fail = false;
    fireEvent.click(within(form).getByTestId('request-submit'));
    await waitFor(() => expect(screen.queryByTestId('request-form')).toBeNull());
    const posts = calls.filter(
      (c) => c.method === 'POST' && c.path === '/merchant/forqutation/purchaserequest',
    );
    expect(posts).toHaveLength(2);
    const body = posts[1]!.body as { Submit: boolean; Lines: Record<string, unknown>[] };
    expect(body.Submit).toBe(true);
    expect(body.Lines[0]).toMatchObject({
      Mpn: 'LM358DR',
      TargetCost: '0.1250',
      Currency: 'USD',
      Purpose: 1,
      RequiredDate: null,
      InquiryLineId: null,
    });
  });

  it('demand: "open inquiry" shows on confirmed rows only and opens the new inquiry', async () => {
    signIn(
      sales([
        'POST merchant/demand/demand',
        'PUT merchant/demand/demand/:id',
        'PUT merchant/demand/demand/:id/inquiry',
      ]),
    );
    const base = {
      CustomerCode: 'C000101',
      SalespersonId: 7,
      Mpn: 'TPS54331DR',
      Lines: 1,
      Currency: 'USD',
      CreatedAt: '2026-03-01T00:00:00.000Z',
      Version: 3,
    };
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'POST /merchant/demand/demand/Query': () =>
        ok({
          Records: [
            { ...base, Id: 1, No: 'XQ1', CustomerName: '待确认客户', status: 1 },
            { ...base, Id: 2, No: 'XQ2', CustomerName: '已确认客户', status: 2 },
          ],
          TotalCount: 2,
        }),
      'PUT /merchant/demand/demand/2/inquiry': () =>
        ok({ Id: 2, Version: 4, Status: 4, InquiryId: 90, InquiryNo: 'B2603010090' }),
    });
    renderWithShell(<DemandPage />, { route: '/demand/demandmanagement?status=1' });
    const waiting = (await screen.findByText('待确认客户')).closest('tr') as HTMLElement;
    expect(within(waiting).queryByTestId('kit-action-openInquiry')).toBeNull();
    const confirmed = screen.getByText('已确认客户').closest('tr') as HTMLElement;
    fireEvent.click(within(confirmed).getByTestId('kit-action-openInquiry'));
    fireEvent.click(await confirmOk());
    await waitFor(() =>
      expect(screen.getByTestId('location').textContent).toBe('/forQuotation/rfq-menu?No=B2603010090'),
    );
    expect(calls.find((c) => c.path === '/merchant/demand/demand/2/inquiry')!.body).toEqual({ Version: 3 });
    // The to-do link's status=1 reached the list query.
    const q = calls.find((c) => c.path === '/merchant/demand/demand/Query')!.body as Record<string, unknown>;
    expect(JSON.stringify(q.status)).toContain('1');
  });
});
