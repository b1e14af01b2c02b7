import { QueryClientProvider } from '@tanstack/react-query';
import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setLanguage } from '../../core/i18n';
import { createQueryClient } from '../../core/query-client';
import { ADMIN_LOGIN, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import { UserMenu } from './user-menu';

afterEach(async () => {
  await act(() => setLanguage('zh-CN'));
});

describe('user menu role label (#20 item 8)', () => {
  it('shows the role by its English label in en-US and its Chinese name in zh-CN', async () => {
    signIn({
      ...ADMIN_LOGIN,
      UserInfo: {
        ...ADMIN_LOGIN.UserInfo,
        Id: 7,
        Name: '张伟',
        isAdmin: false,
        MasterId: 2,
        departmentTypes: 2,
        Roles: [{ Id: 5, Name: '销售员', NameEn: 'Salesperson' }],
      },
    });
    renderWithShell(
      <QueryClientProvider client={createQueryClient()}>
        <UserMenu />
      </QueryClientProvider>,
    );
    expect(screen.getByTestId('user-menu').textContent).toContain('销售员');
    await act(() => setLanguage('en-US'));
    await waitFor(() => expect(screen.getByTestId('user-menu').textContent).toContain('Salesperson'));
    expect(screen.getByTestId('user-menu').textContent).not.toContain('销售员');
  });
});
