import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/postgres-adapter';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { Server, type Socket } from 'socket.io';
import { Codes } from '@partdesk/shared/core/codes';
import { type Lang, resolveLang, translate } from '@partdesk/shared/i18n/index';
import { sysUser } from '../access/identity.table.js';
import { sysSession } from '../auth/session.table.js';
import type { AppContext } from '../context.js';
import { sysNotification } from './notification.table.js';
import type { NoticeMessage, Notifier, TransientEvents } from './notifier.js';
import {
  CONNECTED_ROOM,
  PUSH_EVENTS,
  PUSH_OPTIONS,
  type PushMessage,
  pushMessage,
  routeForNo,
  sessionRoom,
  storedRow,
  userRoom,
} from './push-message.js';
import { trackedPool } from './tracked-pool.js';

interface SocketData {
  userId: number;
  sessionId: number;
  token: string;
  lang: Lang;
}
type Ack = (res: { Code: number; Message: string }) => void;
interface ClientEvents {
  Connect: (userId: unknown, ack?: Ack) => void;
}
interface ServerEvents {
  appendMessage: (message: PushMessage) => void;
  upcomingChanged: () => void;
  exportProgress: (p: TransientEvents['exportProgress']) => void;
}
type HubServer = Server<ClientEvents, ServerEvents, Record<string, never>, SocketData>;
type HubSocket = Socket<ClientEvents, ServerEvents, Record<string, never>, SocketData>;

/**
 * The push hub (socket.io 4 on the Fastify HTTP server) and the app's `Notifier`.
 *
 * A client connects with `auth: { token }` (the session token; no valid session → `connect_error`
 * whose `data` is `{ Code: -100, Message }`), then emits `Connect` with its user id; the ack gets
 * `{ Code: 0 }`, or 403 if the id is not the token's user. Only then does the socket join its user's
 * room, so events never reach another user. With PostgreSQL (several processes) emits fan out through
 * the socket.io PostgreSQL adapter (LISTEN/NOTIFY); with PGlite the one process needs none.
 *
 * Every socket also joins its session's room: when a session is revoked (logout, password change or
 * reset, user disabled) the session store tells the hub, which disconnects that room on every process
 * (`disconnectSockets` goes through the adapter). Expired sessions, and revocations the announcement
 * missed, are caught by `checkSessions()` every `pushSessionCheckMs`.
 */
export class PushHub implements Notifier {
  private io: HubServer | null = null;
  private releasePool: (() => Promise<void>) | null = null;
  private stopWatching: (() => void) | null = null;

  constructor(private readonly ctx: AppContext) {}

  get adapter(): 'postgres' | 'local' {
    return this.ctx.mode === 'postgres' ? 'postgres' : 'local';
  }

  attach(server: HttpServer): void {
    if (this.io) return;
    const io: HubServer = new Server(server, {
      ...PUSH_OPTIONS,
      serveClient: false,
      // Clients only send `Connect`; keep inbound frames small.
      maxHttpBufferSize: 16 * 1024,
    });
    if (this.ctx.mode === 'postgres') {
      const pool = (this.ctx.db as unknown as { $client: pg.Pool }).$client;
      const tracked = trackedPool(pool);
      this.releasePool = tracked.close;
      io.adapter(
        createAdapter(tracked.pool, {
          tableName: 'sys_push_attachment',
          channelPrefix: 'partdesk.push',
          errorHandler: (err) => this.ctx.log.warn({ err }, 'push adapter error'),
        }),
      );
    }
    io.use((socket, next) => {
      void this.authenticate(socket).then(
        () => next(),
        (err: Error) => next(err),
      );
    });
    io.on('connection', (socket) => {
      void socket.join(sessionRoom(socket.data.sessionId));
      socket.on(PUSH_EVENTS.connect, (raw, ack) => {
        const reply = typeof ack === 'function' ? ack : () => {};
        void this.onConnect(socket, raw).then(reply, (err) => {
          this.ctx.log.error({ err }, 'push Connect failed');
          reply({ Code: Codes.ServerError, Message: translate(socket.data.lang, 'errors.serverError') });
        });
      });
    });
    this.io = io;
    const unsubscribe = this.ctx.sessions.onRevoke((ids) => {
      io.in(ids.map(sessionRoom)).disconnectSockets(true);
    });
    const timer = setInterval(() => {
      void this.checkSessions().catch((err) => this.ctx.log.warn({ err }, 'push session check failed'));
    }, this.ctx.config.pushSessionCheckMs);
    timer.unref();
    this.stopWatching = () => {
      unsubscribe();
      clearInterval(timer);
    };
  }

  /**
   * Disconnects this process's sockets whose session has expired or been revoked, or whose user is no
   * longer active. Returns how many were disconnected.
   */
  async checkSessions(): Promise<number> {
    const io = this.io;
    if (!io) return 0;
    const sockets = [...io.sockets.sockets.values()];
    const ids = [...new Set(sockets.map((s) => s.data.sessionId).filter((id) => id > 0))];
    const alive = new Set<number>();
    const now = this.ctx.clock.now();
    for (let i = 0; i < ids.length; i += 1000) {
      const rows = await this.ctx.db
        .select({ id: sysSession.id })
        .from(sysSession)
        .innerJoin(sysUser, eq(sysUser.id, sysSession.userId))
        .where(
          and(
            inArray(sysSession.id, ids.slice(i, i + 1000)),
            isNull(sysSession.revokedAt),
            gt(sysSession.expiresAt, now),
            eq(sysUser.status, 1),
          ),
        );
      for (const r of rows) alive.add(r.id);
    }
    let dropped = 0;
    for (const s of sockets) {
      if (s.data.sessionId && alive.has(s.data.sessionId)) continue;
      s.disconnect(true);
      dropped++;
    }
    return dropped;
  }

  private async authenticate(socket: HubSocket): Promise<void> {
    const auth = (socket.handshake.auth ?? {}) as { token?: unknown; lang?: unknown };
    const lang = resolveLang(
      (socket.handshake.headers['accept-language'] as string | undefined) ??
        (typeof auth.lang === 'string' ? auth.lang : null),
    );
    const token = typeof auth.token === 'string' ? auth.token.trim() : '';
    const res = token ? await this.ctx.sessions.resolve(token).catch(() => null) : null;
    if (!res) throw sessionError(lang, token ? 'errors.sessionExpired' : 'errors.loginRequired');
    socket.data = { userId: res.user.id, sessionId: res.user.sessionId, token, lang };
  }

  private async onConnect(socket: HubSocket, raw: unknown): Promise<{ Code: number; Message: string }> {
    const { lang, token } = socket.data;
    // The session may have ended since the handshake (logout, password change, disabled user).
    const res = await this.ctx.sessions.resolve(token).catch(() => null);
    if (!res) {
      setImmediate(() => socket.disconnect(true));
      return { Code: Codes.SessionInvalid, Message: translate(lang, 'errors.sessionExpired') };
    }
    const id =
      typeof raw === 'number' || (typeof raw === 'string' && /^\d+$/.test(raw.trim()))
        ? Number(raw)
        : Number.NaN;
    if (id !== res.user.id)
      return { Code: Codes.Forbidden, Message: translate(lang, 'errors.push.wrongUser') };
    await socket.join([userRoom(id), CONNECTED_ROOM]);
    return { Code: Codes.Ok, Message: translate(lang, 'errors.ok') };
  }

  async notify(
    userIds: number | number[],
    message: NoticeMessage | string,
    opts: { route?: string } = {},
  ): Promise<void> {
    const ids = [...new Set(Array.isArray(userIds) ? userIds : [userIds])].filter(
      (n) => Number.isInteger(n) && n > 0,
    );
    if (!ids.length) return;
    const route = opts.route ?? (typeof message === 'string' ? '' : routeForNo(message.No));
    const stored = storedRow(message);
    const rows = await this.ctx.db
      .insert(sysNotification)
      .values(ids.map((userId) => ({ userId, route, ...stored })))
      .returning({
        id: sysNotification.id,
        userId: sysNotification.userId,
        createdAt: sysNotification.createdAt,
      });
    const io = this.io;
    if (!io) return;
    for (const r of rows)
      io.to(userRoom(r.userId)).emit(PUSH_EVENTS.appendMessage, pushMessage(r, route, message));
  }

  todosChanged(userIds?: number[]): void {
    const io = this.io;
    if (!io) return;
    if (userIds === undefined) io.to(CONNECTED_ROOM).emit(PUSH_EVENTS.upcomingChanged);
    else if (userIds.length) io.to([...new Set(userIds)].map(userRoom)).emit(PUSH_EVENTS.upcomingChanged);
  }

  emit<E extends keyof TransientEvents>(userId: number, event: E, payload: TransientEvents[E]): void {
    // One transient event type so far; the switch keeps socket.io's typed emit.
    if (event === 'exportProgress') {
      this.io?.to(userRoom(userId)).emit('exportProgress', payload as TransientEvents['exportProgress']);
    }
  }

  /** Sockets connected to this process. */
  localClients(): number {
    return this.io?.engine.clientsCount ?? 0;
  }

  /** Sockets connected to every process (asks the others through the adapter). */
  async clusterClients(): Promise<number> {
    if (!this.io) return 0;
    if (this.ctx.mode !== 'postgres') return this.localClients();
    return (await this.io.fetchSockets()).length;
  }

  /** Connected sockets per user (those that completed `Connect`), across processes. Read-only. */
  async clientsByUser(): Promise<Map<number, number>> {
    const out = new Map<number, number>();
    if (!this.io) return out;
    const sockets =
      this.ctx.mode === 'postgres'
        ? await this.io.in(CONNECTED_ROOM).fetchSockets()
        : [...this.io.sockets.sockets.values()].filter((s) => s.rooms.has(CONNECTED_ROOM));
    for (const s of sockets) out.set(s.data.userId, (out.get(s.data.userId) ?? 0) + 1);
    return out;
  }

  async close(): Promise<void> {
    const io = this.io;
    this.io = null;
    this.stopWatching?.();
    this.stopWatching = null;
    if (io) await io.close();
    if (this.releasePool) await this.releasePool();
    this.releasePool = null;
  }
}

function sessionError(lang: Lang, key: string): Error {
  const message = translate(lang, key);
  return Object.assign(new Error(message), { data: { Code: Codes.SessionInvalid, Message: message } });
}

/**
 * Installs the hub as `app.ctx.notifier` (so modules registered afterwards use it), attaches socket.io
 * to `app.server` once the app is ready (app.inject tests need no listening socket) and closes it
 * before the HTTP server stops (open websockets would otherwise hold the close).
 */
export function installPush(app: FastifyInstance): PushHub {
  const hub = new PushHub(app.ctx);
  app.ctx.notifier = hub;
  app.addHook('onReady', async () => hub.attach(app.server));
  app.addHook('preClose', async () => hub.close());
  return hub;
}

/** Push status for the /setup dev page. */
export async function pushStatus(
  app: FastifyInstance,
): Promise<{ Adapter: string; LocalClients: number; Clients: number }> {
  const hub = app.ctx.notifier;
  if (!(hub instanceof PushHub)) return { Adapter: 'none', LocalClients: 0, Clients: 0 };
  return { Adapter: hub.adapter, LocalClients: hub.localClients(), Clients: await hub.clusterClients() };
}

/** Connected clients per user id (the /setup dev page); empty without the hub. */
export async function pushClientsByUser(app: FastifyInstance): Promise<Map<number, number>> {
  const hub = app.ctx.notifier;
  return hub instanceof PushHub ? hub.clientsByUser() : new Map();
}

/** Connected-client count of this process (sync; for health output). */
export function connectedClients(app: FastifyInstance): number {
  const hub = app.ctx.notifier;
  return hub instanceof PushHub ? hub.localClients() : 0;
}
