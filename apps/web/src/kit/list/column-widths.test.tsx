import { customerResource } from '@partdesk/shared/crm/customer-resource';
import type { FieldDef } from '@partdesk/shared/resource/define';
import { userResource } from '@partdesk/shared/setup/user-resource';
import { screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import type { Row } from '../resource-api';
import { actionsWidth, columnWidth, KIND_WIDTH, rowActionLabels, TEXT_MAX, textWidth } from './column-widths';
import { ResourceListPage } from './resource-list-page';

afterEach(() => vi.unstubAllGlobals());

const LONG = 'Anadolu Elektronik Komponent Ltd. Şti. 深圳市维创自动化设备有限公司 International Holdings';
const USERS = [
  { Id: 1, Account: 'admin', Name: '管理员', Email: 'a@x.cn', Phone: '1', TenantId: 2, Status: 1 },
  { Id: 2, Account: 'bob', Name: LONG, Email: 'b@x.cn', Phone: '2', TenantId: 2, Status: 2 },
];

describe('list column widths (#20 item 12)', { timeout: 20_000 }, () => {
  it('every column has a width: the definition’s, the kind’s, or wide enough for its title and text values', () => {
    const f = (name: string) => userResource.fields.find((x) => x.name === name)!;
    expect(textWidth('客户')).toBe(28);
    expect(textWidth('ab')).toBe(16);
    expect(columnWidth(f('Account'), '账号', [{ Account: 'a' }])).toBeGreaterThanOrEqual(KIND_WIDTH.text);
    expect(columnWidth(f('Name'), '姓名', [{ Name: 'x'.repeat(30) }])).toBe(30 * 8 + 24);
    expect(columnWidth(f('Name'), '姓名', [{ Name: LONG }])).toBe(TEXT_MAX);
    // One row's buttons side by side: the widest row, not the sum over rows.
    expect(actionsWidth('操作', [['查看'], ['加入黑名单', '退回公海']], false)).toBe(70 + 16 + 56 + 16 + 24);
  });

  it('the action column is as wide as the widest set of buttons one shown row displays (#20)', () => {
    // The customer list's row actions: pool moves only on owned active customers, the blacklist
    // action labelled by the row's state.
    const owned = (r: Row) => r.OwnerId != null;
    const actions = [
      { label: 'Return to pool', visible: owned },
      { label: 'Transfer', visible: owned },
      {
        label: 'Blacklist on/off',
        rowLabel: (r: Row) => (r.IsBlacklisted ? 'Remove from blacklist' : 'Add to blacklist'),
      },
    ];
    const pool = { OwnerId: null, IsBlacklisted: false };
    const blacklisted = { OwnerId: null, IsBlacklisted: true };
    const mine = { OwnerId: 7, IsBlacklisted: false };
    expect(rowActionLabels(actions, [pool, blacklisted, mine])).toEqual([
      ['Add to blacklist'],
      ['Remove from blacklist'],
      ['Return to pool', 'Transfer', 'Add to blacklist'],
    ]);
    const w = (rows: Row[]) => actionsWidth('Actions', rowActionLabels(actions, rows), true);
    const button = (l: string) => textWidth(l) + 16;
    // Rows showing only the blacklist action: that one button and the View link, not every action's label.
    expect(w([pool, blacklisted])).toBe(button('Remove from blacklist') + 64 + 24);
    // The owned row's three buttons; the other row's longer blacklist label is not added to them.
    expect(w([blacklisted, mine])).toBe(
      button('Return to pool') + button('Transfer') + button('Add to blacklist') + 64 + 24,
    );
    // Before the rows came: every action's label.
    expect(rowActionLabels(actions, [])).toEqual([['Return to pool', 'Transfer', 'Blacklist on/off']]);
  });

  it('the table scrolls by the sum of its column widths, so nothing squeezes under the fixed action column', async () => {
    signIn();
    mockApi({
      'POST /merchant/setup/user/Query': () => ok({ Records: USERS, TotalCount: 2 }),
      'GET /merchant/common/merchant': () => ok({ Records: [{ Id: 2, Name: '芯桥香港' }], TotalCount: 1 }),
      'GET /merchant/common/departquery': () => ok({ Records: [], TotalCount: 0 }),
      'GET /merchant/common/rolesall': () => ok({ Records: [], TotalCount: 0 }),
    });
    renderWithShell(<ResourceListPage def={userResource} />, { route: '/setup/user-list' });
    await screen.findAllByText(LONG);
    const table = document.querySelector(
      '.ant-table-content table, .ant-table-body table',
    ) as HTMLTableElement;
    const cols = [...table.querySelectorAll('colgroup col')] as HTMLTableColElement[];
    const widths = cols.map((c) => Number.parseFloat(c.style.width));
    // Every column sized (the selection column too), the action column last and fixed.
    expect(widths.every((w) => w > 0)).toBe(true);
    await waitFor(() => expect(table.style.width).toBe(`${widths.reduce((a, b) => a + b, 0)}px`));
    const headers = [...table.querySelectorAll('thead th')];
    expect(headers.at(-1)!.className).toContain('ant-table-cell-fix-end');
    expect(widths.at(-1)).toBeGreaterThanOrEqual(textWidth(headers.at(-1)!.textContent ?? ''));
  });

  it('the customer list is wider than a 1440 px screen’s content area and scrolls', () => {
    const listed = (customerResource.fields as readonly FieldDef[]).filter(
      (f) => f.list && !(typeof f.list === 'object' && f.list.hidden),
    );
    const sum = listed.reduce((s, f) => s + columnWidth(f, '', []), 0);
    expect(sum).toBeGreaterThan(1440 - 240);
  });
});
