import { and, eq, isNull, ne } from 'drizzle-orm';
import type { AuthUser } from '../access/access.js';
import type { RouteRegistry } from '../access/route-registry.js';
import type { AppConfig, Clock } from '../config.js';
import type { Db } from '../db/client.js';
import { sysSession } from './session.table.js';
import { hashToken, newToken } from './tokens.js';
import { loadAuthUser } from './user-context.js';

interface CacheEntry {
  user: AuthUser;
  expiresAt: number;
  lastRenewAt: number;
  rememberMe: boolean;
  cachedAt: number;
}

export interface Resolved {
  user: AuthUser;
  /** True when this request renewed the sliding expiry (the token is echoed in `authorization`). */
  renewed: boolean;
}

/** Told the ids of sessions just revoked (the push hub disconnects their sockets on every process). */
export type RevokeListener = (sessionIds: number[]) => void;

/**
 * Server-side sessions. A resolved session is cached for `sessionCacheMs`; revoking in this process
 * drops the cache entry at once, other processes see it within that interval. Every revocation
 * (logout, password change or reset, user disabled) is announced to the `onRevoke` listeners.
 */
export class SessionStore {
  private cache = new Map<string, CacheEntry>();
  private revokeListeners: RevokeListener[] = [];

  constructor(
    private db: Db,
    private registry: RouteRegistry,
    private config: AppConfig,
    private clock: Clock,
  ) {}

  async create(userId: number, rememberMe: boolean, ip: string, userAgent: string): Promise<string> {
    const token = newToken();
    const ttl = rememberMe ? this.config.rememberTtlMs : this.config.sessionTtlMs;
    const at = this.clock.now();
    await this.db.insert(sysSession).values({
      tokenHash: hashToken(token),
      userId,
      rememberMe,
      expiresAt: new Date(at.getTime() + ttl),
      createdAt: at,
      lastSeenAt: at, // the sliding renewal counts from the app clock, not the database's
      ip,
      userAgent: userAgent.slice(0, 300),
    });
    return token;
  }

  async resolve(token: string): Promise<Resolved | null> {
    const th = hashToken(token);
    const now = this.clock.now().getTime();
    let entry = this.cache.get(th);
    if (entry && now - entry.cachedAt > this.config.sessionCacheMs) {
      this.cache.delete(th);
      entry = undefined;
    }
    if (!entry) {
      const [s] = await this.db
        .select()
        .from(sysSession)
        .where(and(eq(sysSession.tokenHash, th), isNull(sysSession.revokedAt)));
      if (!s || s.expiresAt.getTime() <= now) return null;
      const user = await loadAuthUser(this.db, this.registry, s.userId, s.id);
      if (user?.status !== 1) return null;
      entry = {
        user,
        expiresAt: s.expiresAt.getTime(),
        lastRenewAt: s.lastSeenAt.getTime(),
        rememberMe: s.rememberMe,
        cachedAt: now,
      };
      if (this.cache.size > 50_000) this.cache.clear();
      this.cache.set(th, entry);
    }
    if (entry.expiresAt <= now) {
      this.cache.delete(th);
      return null;
    }
    let renewed = false;
    if (now - entry.lastRenewAt >= this.config.renewEveryMs) {
      const ttl = entry.rememberMe ? this.config.rememberTtlMs : this.config.sessionTtlMs;
      entry.expiresAt = now + ttl;
      entry.lastRenewAt = now;
      renewed = true;
      await this.db
        .update(sysSession)
        .set({ expiresAt: new Date(entry.expiresAt), lastSeenAt: new Date(now) })
        .where(eq(sysSession.id, entry.user.sessionId));
    }
    return { user: entry.user, renewed };
  }

  /** Registers a listener for revoked session ids; returns the function that removes it. */
  onRevoke(listener: RevokeListener): () => void {
    this.revokeListeners.push(listener);
    return () => {
      this.revokeListeners = this.revokeListeners.filter((l) => l !== listener);
    };
  }

  private announce(sessionIds: number[]): void {
    if (!sessionIds.length) return;
    for (const l of this.revokeListeners) l(sessionIds);
  }

  async revokeSession(sessionId: number, reason: string): Promise<void> {
    await this.db
      .update(sysSession)
      .set({ revokedAt: this.clock.now(), revokedReason: reason })
      .where(and(eq(sysSession.id, sessionId), isNull(sysSession.revokedAt)));
    for (const [k, v] of this.cache) if (v.user.sessionId === sessionId) this.cache.delete(k);
    this.announce([sessionId]);
  }

  /** Ends every session of a user (password change, disable). `exceptSessionId` keeps the caller's. */
  async revokeUser(userId: number, reason: string, exceptSessionId?: number): Promise<void> {
    const revoked = await this.db
      .update(sysSession)
      .set({ revokedAt: this.clock.now(), revokedReason: reason })
      .where(
        and(
          eq(sysSession.userId, userId),
          isNull(sysSession.revokedAt),
          exceptSessionId ? ne(sysSession.id, exceptSessionId) : undefined,
        ),
      )
      .returning({ id: sysSession.id });
    for (const [k, v] of this.cache) {
      if (v.user.id === userId && v.user.sessionId !== exceptSessionId) this.cache.delete(k);
    }
    this.announce(revoked.map((r) => r.id));
  }

  /** Drops cached contexts (after a role or grant change) so permits are recomputed. */
  invalidateUser(userId?: number): void {
    if (userId === undefined) this.cache.clear();
    else for (const [k, v] of this.cache) if (v.user.id === userId) this.cache.delete(k);
  }
}
