import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { io as connect, type Socket } from 'socket.io-client';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type pg from 'pg';
import { buildApp } from '../../app.js';
import { createTestApp, type TestApp } from '../../test/harness.js';
import { openDb } from '../db/client.js';
import { sysNotification } from './notification.table.js';
import { sysSession } from '../auth/session.table.js';
import { hashToken } from '../auth/tokens.js';
import { connectedClients, type PushHub, pushStatus } from './push-hub.js';
import { PUSH_OPTIONS, type PushMessage, routeForNo } from './push-message.js';

let t: TestApp;
let url: string;
const open: Socket[] = [];

interface Me {
  token: string;
  id: number;
}
async function signIn(account: string): Promise<Me> {
  const res = await t.call<{ Token: string; UserInfo: { Id: number } }>('POST', '/merchant/account/login', {
    body: { UserName: account, Password: 'partdesk' },
  });
  return { token: res.body.Data.Token, id: res.body.Data.UserInfo.Id };
}

function socket(auth: Record<string, unknown>, lang = 'zh-CN'): Socket {
  const s = connect(url, {
    auth,
    transports: ['websocket'],
    reconnection: false,
    extraHeaders: { 'accept-language': lang },
  });
  open.push(s);
  return s;
}

const connected = (s: Socket) =>
  new Promise<void>((resolve, reject) => {
    s.once('connect', () => resolve());
    s.once('connect_error', reject);
  });
const refused = (s: Socket) =>
  new Promise<Error & { data?: { Code: number; Message: string } }>((resolve, reject) => {
    s.once('connect', () => reject(new Error('connected')));
    s.once('connect_error', resolve);
  });
const hubConnect = (s: Socket, id: unknown) =>
  s.timeout(5000).emitWithAck('Connect', id) as Promise<{ Code: number; Message: string }>;
const next = <T>(s: Socket, event: string) =>
  new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`no ${event}`)), 5000);
    s.once(event, (data: T) => {
      clearTimeout(timer);
      resolve(data);
    });
  });
/** Resolves true if the event arrives within ms, false otherwise. */
const arrives = (s: Socket, event: string, ms = 400) =>
  new Promise<boolean>((resolve) => {
    const on = () => resolve(true);
    s.once(event, on);
    setTimeout(() => {
      s.off(event, on);
      resolve(false);
    }, ms);
  });

beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ host: '127.0.0.1', port: 0 });
  url = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
});
afterEach(() => {
  for (const s of open.splice(0)) s.disconnect();
});
afterAll(() => t.close());

describe('push hub', () => {
  it('uses the spec ping settings', () => {
    expect(PUSH_OPTIONS).toEqual({ pingInterval: 300_000, pingTimeout: 30_000 });
  });

  it('rejects a socket without a token or with an unknown one (−100)', async () => {
    const none = await refused(socket({}));
    expect(none.data).toEqual({ Code: -100, Message: '请先登录' });
    const bad = await refused(socket({ token: 'not-a-token' }, 'en-US'));
    expect(bad.data?.Code).toBe(-100);
    expect(bad.message).toBe('Your session has expired, please sign in again');
  });

  it('accepts Connect with the own id and refuses another user id (403)', async () => {
    const rep = await signIn('sales.rep');
    const buyer = await signIn('buyer');
    const s = socket({ token: rep.token }, 'en-US');
    await connected(s);
    expect(await hubConnect(s, buyer.id)).toEqual({ Code: 403, Message: 'Cannot connect as another user' });
    expect(await hubConnect(s, 'x')).toMatchObject({ Code: 403 });
    // Refused: not in the buyer's room, so the buyer's notices do not arrive here.
    const leak = arrives(s, 'appendMessage');
    await t.app.ctx.notifier.notify(buyer.id, { Title: 'for the buyer only' });
    expect(await leak).toBe(false);
    expect(await hubConnect(s, rep.id)).toMatchObject({ Code: 0 });
    expect(await hubConnect(s, String(rep.id))).toMatchObject({ Code: 0 });
    expect(connectedClients(t.app)).toBeGreaterThanOrEqual(1);
    const status = await pushStatus(t.app);
    expect(status.Adapter).toBe(t.app.ctx.mode === 'postgres' ? 'postgres' : 'local');
    expect(status.Clients).toBeGreaterThanOrEqual(1);
  });

  it('stores a notification and pushes appendMessage to that user only', async () => {
    const rep = await signIn('sales.rep');
    const other = await signIn('sales.junior');
    const mine = socket({ token: rep.token });
    const theirs = socket({ token: other.token });
    await Promise.all([connected(mine), connected(theirs)]);
    await hubConnect(mine, rep.id);
    await hubConnect(theirs, other.id);

    const got = next<PushMessage>(mine, 'appendMessage');
    const leak = arrives(theirs, 'appendMessage');
    await t.app.ctx.notifier.notify(rep.id, {
      Title: '销售订单已审核',
      No: 'PI2026110099',
      OrderStatus: '审核通过',
      Remark: 'ok',
      PartNo: 'LM358DR',
      Type: 2,
    });
    const msg = await got;
    expect(msg).toMatchObject({
      Title: '销售订单已审核',
      No: 'PI2026110099',
      OrderStatus: '审核通过',
      Remark: 'ok',
      PartNo: 'LM358DR',
      EMailMesType: 2,
      M: '销售订单已审核',
      Route: 'SalesOrder',
    });
    expect(new Date(msg.Time).getTime()).toBeGreaterThan(Date.now() - 60_000);
    expect(await leak).toBe(false);

    const [row] = await t.db.select().from(sysNotification).where(eq(sysNotification.id, msg.Id));
    expect(row).toMatchObject({ userId: rep.id, route: 'SalesOrder', isRead: false });
    expect(JSON.parse(row!.message)).toEqual({
      Title: '销售订单已审核',
      No: 'PI2026110099',
      OrderStatus: '审核通过',
      Remark: 'ok',
      PartNo: 'LM358DR',
      Type: 2,
    });
  });

  it('notifies several users with one insert and pushes each their own Id', async () => {
    const a = await signIn('sales.rep');
    const b = await signIn('sales.mid');
    const sa = socket({ token: a.token });
    const sb = socket({ token: b.token });
    await Promise.all([connected(sa), connected(sb)]);
    await Promise.all([hubConnect(sa, a.id), hubConnect(sb, b.id)]);
    const ga = next<PushMessage>(sa, 'appendMessage');
    const gb = next<PushMessage>(sb, 'appendMessage');
    await t.app.ctx.notifier.notify([a.id, b.id, a.id], '系统将于今晚维护', { route: '/dashboard' });
    const [ma, mb] = await Promise.all([ga, gb]);
    expect(ma.Id).not.toBe(mb.Id);
    expect(ma).toMatchObject({
      Title: '系统将于今晚维护',
      M: '系统将于今晚维护',
      Route: '/dashboard',
      No: '',
    });
    const rows = await t.db
      .select()
      .from(sysNotification)
      .where(eq(sysNotification.message, '系统将于今晚维护'));
    expect(rows.map((r) => r.userId).sort()).toEqual([a.id, b.id].sort());
  });

  it('tells users to refetch to-do counts (upcomingChanged), targeted or to everyone', async () => {
    const a = await signIn('purchase.head');
    const b = await signIn('buyer');
    const sa = socket({ token: a.token });
    const sb = socket({ token: b.token });
    await Promise.all([connected(sa), connected(sb)]);
    await Promise.all([hubConnect(sa, a.id), hubConnect(sb, b.id)]);
    const onlyA = arrives(sa, 'upcomingChanged', 2000);
    const notB = arrives(sb, 'upcomingChanged');
    t.app.ctx.notifier.todosChanged([a.id]);
    expect(await onlyA).toBe(true);
    expect(await notB).toBe(false);
    const both = Promise.all([arrives(sa, 'upcomingChanged', 2000), arrives(sb, 'upcomingChanged', 2000)]);
    t.app.ctx.notifier.todosChanged();
    expect(await both).toEqual([true, true]);
  });

  it('answers −100 to Connect once the session has ended (revoked by another process)', async () => {
    const me = await signIn('sales.agent');
    const s = socket({ token: me.token });
    await connected(s);
    const gone = new Promise<void>((resolve) => s.once('disconnect', () => resolve()));
    // Revoked where this process heard no announcement: only the database knows.
    await t.db
      .update(sysSession)
      .set({ revokedAt: new Date(), revokedReason: 'elsewhere' })
      .where(eq(sysSession.tokenHash, hashToken(me.token)));
    t.app.ctx.sessions.invalidateUser(me.id);
    expect(await hubConnect(s, me.id)).toMatchObject({ Code: -100 });
    await gone;
  });

  it('disconnects the sockets of a session that logs out: no appendMessage afterwards', async () => {
    const me = await signIn('sales.rep');
    const other = await signIn('sales.rep'); // a second session of the same user stays connected
    const s = socket({ token: me.token });
    const s2 = socket({ token: other.token });
    await Promise.all([connected(s), connected(s2)]);
    await Promise.all([hubConnect(s, me.id), hubConnect(s2, other.id)]);
    const gone = next<string>(s, 'disconnect');
    await t.call('GET', '/merchant/account/logout', { token: me.token });
    expect(await gone).toBe('io server disconnect');
    const leak = arrives(s, 'appendMessage');
    const kept = next<PushMessage>(s2, 'appendMessage');
    await t.app.ctx.notifier.notify(me.id, { Title: 'after logout' });
    expect(await leak).toBe(false);
    expect((await kept).Title).toBe('after logout');
    expect(s2.connected).toBe(true);
  });

  it('disconnects the other sessions of a user who changes the password, not the caller', async () => {
    const me = await signIn('sales.mid');
    const other = await signIn('sales.mid');
    const mine = socket({ token: me.token });
    const theirs = socket({ token: other.token });
    await Promise.all([connected(mine), connected(theirs)]);
    await Promise.all([hubConnect(mine, me.id), hubConnect(theirs, other.id)]);
    const gone = next<string>(theirs, 'disconnect');
    const res = await t.call('PUT', '/merchant/common/resetpwd', {
      token: me.token,
      query: { oldPassword: 'partdesk', newPassword: 'N3w-passw0rd!x' },
    });
    expect(res.body.Code).toBe(0);
    expect(await gone).toBe('io server disconnect');
    const got = next<PushMessage>(mine, 'appendMessage');
    await t.app.ctx.notifier.notify(me.id, { Title: 'still here' });
    expect((await got).Title).toBe('still here');
  });

  it('disconnects the sockets of a user an administrator disables', async () => {
    const me = await signIn('sales.junior');
    const s = socket({ token: me.token });
    await connected(s);
    await hubConnect(s, me.id);
    const gone = next<string>(s, 'disconnect');
    const admin = await t.login('admin');
    const res = await t.call('PUT', `/merchant/setup/user/${me.id}/disable`, { token: admin });
    expect(res.body.Code).toBe(0);
    expect(await gone).toBe('io server disconnect');
  });

  it('disconnects the sockets of an expired session on the next check', async () => {
    const me = await signIn('sales.agent');
    const s = socket({ token: me.token });
    await connected(s);
    await hubConnect(s, me.id);
    const [row] = await t.db
      .update(sysSession)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sysSession.tokenHash, hashToken(me.token)))
      .returning({ id: sysSession.id });
    expect(row).toBeTruthy();
    const gone = next<string>(s, 'disconnect');
    const hub = t.app.ctx.notifier as PushHub;
    expect(await hub.checkSessions()).toBeGreaterThanOrEqual(1);
    expect(await gone).toBe('io server disconnect');
  });

  it.runIf(process.env.DATABASE_URL)(
    'fans out through PostgreSQL: a notice sent by another process arrives',
    async () => {
      expect(t.app.ctx.mode).toBe('postgres');
      const { connectionString } = (t.db as unknown as { $client: pg.Pool }).$client.options;
      const h2 = await openDb({ databaseUrl: connectionString!, migrate: false, poolSize: 3 });
      const app2 = await buildApp({ handle: h2, config: { demo: true }, logger: false });
      await app2.ready();
      try {
        const me = await signIn('sales.rep');
        const s = socket({ token: me.token });
        await connected(s);
        await hubConnect(s, me.id);
        const got = next<PushMessage>(s, 'appendMessage');
        await app2.ctx.notifier.notify(me.id, { Title: 'from process 2', No: 'PO2026110007' });
        expect(await got).toMatchObject({ Title: 'from process 2', Route: 'PurchasingOrder' });
        const changed = arrives(s, 'upcomingChanged', 3000);
        app2.ctx.notifier.todosChanged([me.id]);
        expect(await changed).toBe(true);
      } finally {
        await app2.close();
        await h2.close();
      }
    },
  );

  it.runIf(process.env.DATABASE_URL)(
    'a session that logs out on another process loses its sockets here too',
    async () => {
      const { connectionString } = (t.db as unknown as { $client: pg.Pool }).$client.options;
      const h2 = await openDb({ databaseUrl: connectionString!, migrate: false, poolSize: 3 });
      const app2 = await buildApp({ handle: h2, config: { demo: true }, logger: false });
      await app2.ready();
      try {
        const me = await signIn('sales.rep');
        const s = socket({ token: me.token });
        await connected(s);
        await hubConnect(s, me.id);
        const gone = next<string>(s, 'disconnect');
        const res = await app2.inject({
          method: 'GET',
          url: '/merchant/account/logout',
          headers: { token: me.token },
        });
        expect(res.json().Code).toBe(0);
        expect(await gone).toBe('io server disconnect');
      } finally {
        await app2.close();
        await h2.close();
      }
    },
  );

  it('routes a notification click by document-number prefix', () => {
    expect(routeForNo('PI2026110001')).toBe('SalesOrder');
    expect(routeForNo('PO2026110001')).toBe('PurchasingOrder');
    expect(routeForNo('B2026110001')).toBe('RFQmenu');
    expect(routeForNo('FK2026110001')).toBe('Payment');
    expect(routeForNo('BJ2026110001')).toBe('');
    expect(routeForNo(undefined)).toBe('');
  });
});
