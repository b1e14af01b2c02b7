import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../core/i18n';
import { renderWithShell } from '../../test/render';
import type { CustomerDetail } from './crm-api';
import { CreatedResult } from './customer-list-page';

afterEach(async () => {
  await act(() => setLanguage('zh-CN'));
});

const saved = {
  Id: 9,
  Code: 'C2611200009',
  ConflictCustomerId: 4,
  Conflict: {
    Field: 'phone',
    Value: '+86 138 0000 7781',
    CustomerId: 4,
    CustomerCode: 'C2611200004',
    MessageKey: 'crm.conflictBy.phone',
    Params: { value: '+86 138 0000 7781', code: 'C2611200004' },
  },
} as unknown as CustomerDetail;

describe('conflict review result (#20 item 17)', () => {
  it('says which contact field matched which customer, in the current language', async () => {
    renderWithShell(<CreatedResult saved={saved} onOpen={() => {}} onAgain={() => {}} />);
    const box = screen.getByTestId('customer-created-conflict');
    expect(box.textContent).toContain('联系人电话 +86 138 0000 7781 与已有客户 C2611200004 的联系人相同');
    expect(box.textContent).not.toContain('域名');
    await act(() => setLanguage('en-US'));
    expect(screen.getByTestId('customer-created-conflict').textContent).toContain(
      'Contact phone +86 138 0000 7781 is the same as a contact of existing customer C2611200004; customer C2611200009',
    );
  });
});
