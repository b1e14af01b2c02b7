import type { AddressInfo } from 'node:net';
import { translate } from '@partdesk/shared/i18n/index';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/harness.js';

interface Dev {
  Version: string;
  NodeVersion: string;
  DatabaseMode: string;
  DatabaseVersion: string;
  Migrations: { Name: string | null; Hash: string | null; CreatedAt: string; Applied: boolean }[];
  Jobs: { SchedulerRunning: boolean; Registered: string[]; Recent: { JobName: string; Status: string }[] };
  Push: { Adapter: string; Clients: number; ByUser: { UserId: number; Account: string; Clients: number }[] };
  UptimeSeconds: number;
}
let t: TestApp;
let url: string;
const sockets: Socket[] = [];

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  for (const s of sockets) s.disconnect();
  await t.close();
});

async function joined(account: string) {
  const res = await t.call<{ Token: string; UserInfo: { Id: number } }>('POST', '/merchant/account/login', {
    body: { UserName: account, Password: 'partdesk' },
  });
  const s = connect(url, {
    auth: { token: res.body.Data.Token },
    transports: ['websocket'],
    reconnection: false,
  });
  sockets.push(s);
  await new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
  const ack = (await s.timeout(5000).emitWithAck('Connect', res.body.Data.UserInfo.Id)) as { Code: number };
  expect(ack.Code).toBe(0);
  return res.body.Data.UserInfo.Id;
}

describe('setup dev page', () => {
  it('no session → −100; no menu → 403; the menu without being an administrator → 403', async () => {
    const anon = await t.call('GET', '/merchant/setup/dev');
    expect(anon.body.Code).toBe(-100);
    const rep = await t.call('GET', '/merchant/setup/dev', { token: await t.login('sales.rep') });
    expect(rep.status).toBe(403);
    const support = await t.call('GET', '/merchant/setup/dev', { token: await t.login('support') });
    expect(support.status).toBe(403);
    expect(support.body.Message).toBe(translate('zh-CN', 'setup.adminOnly'));
  });

  it('answers version, runtime, database, migrations, job runs and push clients', async () => {
    const admin = await t.login('admin');
    await t.app.ctx.jobs.runJobNow(t.app.ctx.jobs.jobs()[0]!.name);
    const repId = await joined('sales.rep');
    await joined('sales.rep');
    const buyerId = await joined('buyer');
    const res = await t.call<Dev>('GET', '/merchant/setup/dev', { token: admin });
    expect(res.body.Code).toBe(0);
    const d = res.body.Data;
    expect(d.Version).toMatch(/^\d+\.\d+\.\d+/);
    expect(d.NodeVersion).toBe(process.version);
    expect(d.DatabaseMode).toBe(t.app.ctx.mode);
    expect(d.DatabaseVersion).toMatch(/^\d+/);
    expect(d.Migrations.map((m) => m.Name)).toEqual(
      expect.arrayContaining(['0000_init', '0001_setup-settings']),
    );
    expect(d.Migrations.every((m) => m.Applied && m.Hash)).toBe(true);
    expect(d.Jobs.Registered.length).toBeGreaterThan(0);
    expect(d.Jobs.Recent[0]!.JobName).toBe(t.app.ctx.jobs.jobs()[0]!.name);
    expect(d.Push.Clients).toBe(3);
    expect(d.Push.ByUser).toEqual([
      { UserId: repId, Account: 'sales.rep', Name: '张伟', Clients: 2 },
      { UserId: buyerId, Account: 'buyer', Name: '罗斌', Clients: 1 },
    ]);
    expect(d.UptimeSeconds).toBeGreaterThanOrEqual(0);
  });
});
