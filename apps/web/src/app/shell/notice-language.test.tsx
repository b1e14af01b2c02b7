import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setLanguage } from '../../core/i18n';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { NoticePanel } from './notice-popover';

afterEach(async () => {
  vi.unstubAllGlobals();
  await act(() => setLanguage('zh-CN'));
});

/** Issue #20 item 7: a notice is a message key + parameters, shown in the reader's current language. */
const keyed = {
  Id: 9,
  Route: 'RFQmenu',
  UserId: 1,
  CreateTime: '2026-11-20T08:00:00Z',
  // The server's zh-CN rendering (what an old client would show).
  Message: JSON.stringify({
    Title: '询价有新的采购报价',
    No: 'B2611200001',
    PartNo: 'LM358DR',
    OrderStatus: '已报价',
  }),
  MessageKey: 'notices.msg.inquiryQuoted',
  Params: {
    quote: 'CB2611200001',
    quantity: 1000,
    cost: '0.85',
    currency: 'USD',
    status: { code: 2, labels: 'notices.status.quote' },
  },
};
const legacy = {
  Id: 8,
  Route: '',
  UserId: 1,
  CreateTime: '2026-11-19T08:00:00Z',
  Message: '旧的纯文本通知',
};

describe('notices in the current language (#20)', () => {
  it('renders a keyed notice (title, status label, detail) and re-renders it after a language switch; a legacy notice stays as stored', async () => {
    signIn();
    mockApi({ 'GET /merchant/common/notice': () => ok({ Records: [keyed, legacy], TotalCount: 2 }) });
    renderWithShell(<NoticePanel onClose={() => {}} />);
    await waitFor(() => expect(screen.getAllByTestId('notice-item')).toHaveLength(2));
    const [first, second] = screen.getAllByTestId('notice-item');
    expect(first!.textContent).toContain('询价有新的采购报价');
    expect(first!.textContent).toContain('状态: 已报价');
    expect(first!.textContent).toContain('CB2611200001 · 1000 个 · 0.85 USD');
    await act(() => setLanguage('en-US'));
    await waitFor(() => expect(first!.textContent).toContain('New purchase quote on your inquiry'));
    expect(first!.textContent).toContain('Quoted');
    expect(first!.textContent).toContain('CB2611200001 · 1000 pcs · 0.85 USD');
    expect(first!.textContent).not.toMatch(/[\u3400-\u9fff]/);
    expect(second!.textContent).toContain('旧的纯文本通知');
  });
});
