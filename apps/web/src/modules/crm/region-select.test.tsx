import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import type { CustomerDetail } from './crm-api';
import { CRM_LOOKUPS, CUSTOMER_DETAIL, salesLogin } from './crm-test-data';
import { CustomerForm } from './customer-form';

afterEach(() => vi.unstubAllGlobals());

const REGIONS = [
  { Id: 19, Name: '广东省', CountryCode: 'CN', RegionTownDtos: [] },
  { Id: 10, Name: '江苏省', CountryCode: 'CN', RegionTownDtos: [] },
  { Id: 60, Name: 'California', CountryCode: 'US', RegionTownDtos: [] },
];

describe('customer form region (#20 item 19: was a bare number input)', () => {
  it('picks the region by name from the regions lookup (the chosen country’s regions) and saves its id', async () => {
    signIn(salesLogin());
    const { calls } = mockApi({
      ...CRM_LOOKUPS,
      'GET /merchant/common/region': () => ok({ Records: REGIONS, TotalCount: REGIONS.length }),
      'PUT /merchant/crm/customer/101': (c) => ok({ ...CUSTOMER_DETAIL, ...(c.body as object) }),
    });
    const record = { ...CUSTOMER_DETAIL, CountryCode: 'CN', RegionId: 19 } as unknown as CustomerDetail;
    renderWithShell(<CustomerForm record={record} onSaved={() => {}} />);
    const select = await screen.findByTestId('region-select');
    await waitFor(() => expect(select.textContent).toContain('广东省'));
    expect(document.querySelector('input[id$="RegionId"][type="number"]')).toBeNull();
    fireEvent.mouseDown(select.querySelector('.ant-select-selector') ?? select);
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).not.toContain('California');
    fireEvent.click(await screen.findByTitle('江苏省'));
    await waitFor(() => expect(select.textContent).toContain('江苏省'));
    fireEvent.click(screen.getByTestId('customer-save'));
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true));
    expect(calls.find((c) => c.method === 'PUT')!.body).toMatchObject({ RegionId: 10 });
  });
});
