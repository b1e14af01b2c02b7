import { configure, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, signIn } from '../../test/api-mock';
import { renderWithShell } from '../../test/render';
import DevPage from './dev-page';

afterEach(() => vi.unstubAllGlobals());
configure({ asyncUtilTimeout: 5_000 });

/** The answer of GET /merchant/setup/dev (apps/server/src/modules/setup/dev.routes.ts), abridged. */
const DEV = {
  Version: '0.1.0',
  NodeVersion: 'v20.19.0',
  DatabaseMode: 'pglite',
  DatabaseVersion: '17.4',
  Migrations: [
    { Name: '0000_init', Hash: 'abc', CreatedAt: '2026-11-01T08:00:00.000Z', Applied: true },
    { Name: '0001_setup-settings', Hash: null, CreatedAt: '2026-11-20T08:00:00.000Z', Applied: false },
  ],
  Jobs: {
    SchedulerRunning: true,
    Registered: ['exchange-rate-snapshot', 'job-run-cleanup'],
    Recent: [
      { Id: 7, JobName: 'offline-notice-check', Status: 'nothing-to-do', DurationMs: 12 },
      { Id: 6, JobName: 'job-run-cleanup', Status: 'failed', DurationMs: 40 },
    ],
  },
  Push: { Clients: 3, ByUser: [{ UserId: 1, Account: 'admin', Name: '管理员', Clients: 2 }] },
  UptimeSeconds: 90_061,
  SomethingNew: 'shown as it is',
};

describe('/setup/dev', { timeout: 30_000 }, () => {
  it('shows the summary as descriptions and the lists as tables, new fields included', async () => {
    signIn();
    mockApi({ 'GET /merchant/setup/dev': () => ok(DEV) });
    renderWithShell(<DevPage />);
    const summary = await screen.findByTestId('dev-root');
    expect(summary.textContent).toContain('数据库模式');
    expect(summary.textContent).toContain('pglite');
    expect(summary.textContent).toContain('1 天 1 小时 1 分 1 秒');
    expect(summary.textContent).toContain('SomethingNew');
    expect(summary.textContent).toContain('shown as it is');

    const migrations = screen.getByTestId('dev-table-root.Migrations');
    const rows = migrations.querySelectorAll('tbody tr.ant-table-row');
    expect(rows).toHaveLength(2);
    expect(rows[0]!.textContent).toContain('0000_init');
    expect(rows[1]!.textContent).toContain('否');
    expect(screen.getByTestId('dev-root.Migrations').textContent).toContain('迁移 (2)');

    const runs = screen.getByTestId('dev-table-root.Jobs.Recent');
    expect(within(runs).getByText('failed').className).toContain('ant-tag-red');
    expect(screen.getByTestId('dev-root.Jobs.Registered').textContent).toContain('exchange-rate-snapshot');
    expect(screen.getByTestId('dev-table-root.Push.ByUser').textContent).toContain('admin');
  });

  it('a missing route shows the error state with a note, and retry asks again', async () => {
    signIn();
    let calls = 0;
    mockApi({
      'GET /merchant/setup/dev': () => {
        calls++;
        return calls === 1 ? { Code: 404, Message: '接口不存在' } : ok({ Version: '0.1.0' });
      },
    });
    renderWithShell(<DevPage />);
    const error = await screen.findByTestId('kit-error');
    expect(error.textContent).toContain('GET /merchant/setup/dev');
    fireEvent.click(screen.getByTestId('kit-retry'));
    await waitFor(() => expect(screen.getByTestId('dev-root').textContent).toContain('0.1.0'));
  });
});
