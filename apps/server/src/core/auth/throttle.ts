import { inArray, sql } from 'drizzle-orm';
import type { AppConfig, Clock } from '../config.js';
import type { Db } from '../db/client.js';
import { AppError } from '../http/app-error.js';
import { sysLoginThrottle } from './session.table.js';

/** The throttle keys of one sign-in attempt. */
export interface ThrottleKeys {
  /** `pair:<account>|<address>` — locked after `maxPerAccount` failures. */
  pair: string;
  /** `ip:<address>` — locked after `maxPerIp` failures (one address trying many accounts). */
  ip: string;
  /** `account:<account>` — never locks; failures from anywhere only slow the account down. */
  account: string;
}

const DEFAULT_DELAY_STEP_MS = 1_000;
const DEFAULT_MAX_DELAY_MS = 5_000;

/**
 * Login throttling (ENGINEERING "auth"): a lock per (account, address) and per address, so an
 * attacker elsewhere cannot lock the real user out, plus a progressive delay per account once it has
 * `maxPerAccount` recent failures from any address (a distributed guess is slowed, the real user still
 * signs in). The address is `req.ip`: X-Forwarded-For counts only with `PARTDESK_TRUST_PROXY`.
 */
export class LoginThrottle {
  constructor(
    private db: Db,
    private config: AppConfig['throttle'],
    private clock: Clock,
  ) {}

  keys(account: string, ip: string): ThrottleKeys {
    const name = account.trim().toLowerCase();
    return { pair: `pair:${name}|${ip}`, ip: `ip:${ip}`, account: `account:${name}` };
  }

  /** Throws 429 while the pair or the address is locked; otherwise returns the delay to wait (ms). */
  async check(keys: ThrottleKeys): Promise<number> {
    const now = this.clock.now();
    const rows = await this.db
      .select()
      .from(sysLoginThrottle)
      .where(inArray(sysLoginThrottle.key, [keys.pair, keys.ip, keys.account]));
    const locked = rows.find((r) => r.key !== keys.account && r.lockedUntil && r.lockedUntil > now);
    if (locked?.lockedUntil) {
      const minutes = Math.max(1, Math.ceil((locked.lockedUntil.getTime() - now.getTime()) / 60_000));
      throw new AppError(429, 'errors.login.throttled', { minutes });
    }
    const acct = rows.find((r) => r.key === keys.account);
    const inWindow = acct && acct.windowStart.getTime() >= now.getTime() - this.config.windowMs;
    const over = inWindow ? acct.failures - this.config.maxPerAccount + 1 : 0;
    if (over <= 0) return 0;
    const step = this.config.delayStepMs ?? DEFAULT_DELAY_STEP_MS;
    return Math.min(this.config.maxDelayMs ?? DEFAULT_MAX_DELAY_MS, step * over);
  }

  async recordFailure(keys: ThrottleKeys): Promise<void> {
    const now = this.clock.now();
    const windowStart = new Date(now.getTime() - this.config.windowMs);
    const lockUntil = new Date(now.getTime() + this.config.lockMs);
    const limits: [string, number][] = [
      [keys.pair, this.config.maxPerAccount],
      [keys.ip, this.config.maxPerIp],
      [keys.account, Number.POSITIVE_INFINITY],
    ];
    for (const [key, max] of limits) {
      const fresh = sql`${sysLoginThrottle.windowStart} < ${windowStart}`;
      const failures = sql`case when ${fresh} then 1 else ${sysLoginThrottle.failures} + 1 end`;
      const lockedUntil = Number.isFinite(max)
        ? sql`case when ${failures} >= ${max} then ${lockUntil}::timestamptz else ${sysLoginThrottle.lockedUntil} end`
        : sql`null::timestamptz`;
      await this.db
        .insert(sysLoginThrottle)
        .values({ key, failures: 1, windowStart: now, lockedUntil: max <= 1 ? lockUntil : null })
        .onConflictDoUpdate({
          target: sysLoginThrottle.key,
          set: {
            failures,
            windowStart: sql`case when ${fresh} then ${now} else ${sysLoginThrottle.windowStart} end`,
            lockedUntil,
          },
        });
    }
  }

  /** A right password clears the pair and the account's count (not the address's: an attacker could). */
  async recordSuccess(keys: ThrottleKeys): Promise<void> {
    await this.db.delete(sysLoginThrottle).where(inArray(sysLoginThrottle.key, [keys.pair, keys.account]));
  }
}
