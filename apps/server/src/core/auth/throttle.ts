import { inArray, sql } from 'drizzle-orm';
import type { AppConfig, Clock } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { sysLoginThrottle } from './session.table.js';

/** Login throttling per account and per address: 429 once either has too many recent failures. */
export class LoginThrottle {
  constructor(
    private db: Db,
    private config: AppConfig['throttle'],
    private clock: Clock,
  ) {}

  keys(account: string, ip: string): string[] {
    return [`account:${account.toLowerCase()}`, `ip:${ip}`];
  }

  async assertAllowed(keys: string[]): Promise<void> {
    const now = this.clock.now();
    const rows = await this.db.select().from(sysLoginThrottle).where(inArray(sysLoginThrottle.key, keys));
    const locked = rows.find((r) => r.lockedUntil && r.lockedUntil > now);
    if (locked?.lockedUntil) {
      const minutes = Math.max(1, Math.ceil((locked.lockedUntil.getTime() - now.getTime()) / 60_000));
      throw new AppError(429, 'errors.login.throttled', { minutes });
    }
  }

  async recordFailure(keys: string[]): Promise<void> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - this.config.windowMs);
    const lockUntil = new Date(now.getTime() + this.config.lockMs);
    for (const key of keys) {
      const max = key.startsWith('ip:') ? this.config.maxPerIp : this.config.maxPerAccount;
      await this.db
        .insert(sysLoginThrottle)
        .values({ key, failures: 1, windowStart: now, lockedUntil: max <= 1 ? lockUntil : null })
        .onConflictDoUpdate({
          target: sysLoginThrottle.key,
          set: {
            failures: sql`case when ${sysLoginThrottle.windowStart} < ${windowStart} then 1 else ${sysLoginThrottle.failures} + 1 end`,
            windowStart: sql`case when ${sysLoginThrottle.windowStart} < ${windowStart} then ${now} else ${sysLoginThrottle.windowStart} end`,
            lockedUntil: sql`case when (case when ${sysLoginThrottle.windowStart} < ${windowStart} then 1 else ${sysLoginThrottle.failures} + 1 end) >= ${max} then ${lockUntil}::timestamptz else ${sysLoginThrottle.lockedUntil} end`,
          },
        });
    }
  }

  async recordSuccess(accountKey: string): Promise<void> {
    await this.db.delete(sysLoginThrottle).where(inArray(sysLoginThrottle.key, [accountKey]));
  }
}
