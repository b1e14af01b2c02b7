export interface AppConfig {
  /** Idle expiry of a normal session (sliding). */
  sessionTtlMs: number;
  /** Expiry of a RememberMe session (sliding). */
  rememberTtlMs: number;
  /** How long a resolved session is cached in-process (revocation in the same process is immediate). */
  sessionCacheMs: number;
  /** Minimum interval between sliding renewals written to the database. */
  renewEveryMs: number;
  /** How often the push hub drops sockets whose session expired or was revoked elsewhere. */
  pushSessionCheckMs: number;
  /**
   * Login throttle: `maxPerAccount` failures lock one (account, address) pair, `maxPerIp` one address,
   * for `lockMs`; failures of an account from anywhere add `delayStepMs` per attempt (≤ `maxDelayMs`).
   */
  throttle: {
    windowMs: number;
    maxPerAccount: number;
    maxPerIp: number;
    lockMs: number;
    delayStepMs?: number;
    maxDelayMs?: number;
  };
  uploads: { maxBytes: number; maxPerDocument: number; allowedTypes: readonly string[] };
  /** Demo mode allows the seeded demo passwords. */
  demo: boolean;
}

export const defaultConfig: AppConfig = {
  sessionTtlMs: 8 * 3600_000,
  rememberTtlMs: 30 * 24 * 3600_000,
  sessionCacheMs: 5_000,
  renewEveryMs: 60_000,
  pushSessionCheckMs: 60_000,
  throttle: {
    windowMs: 15 * 60_000,
    maxPerAccount: 5,
    maxPerIp: 30,
    lockMs: 15 * 60_000,
    delayStepMs: 1_000,
    maxDelayMs: 5_000,
  },
  uploads: {
    maxBytes: 10 * 1024 * 1024,
    maxPerDocument: 3,
    allowedTypes: [
      'application/pdf',
      'image/png',
      'image/jpeg',
      'image/gif',
      'image/webp',
      'text/plain',
      'text/csv',
      'application/zip',
      'application/vnd.ms-excel',
      'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
      'application/msword',
      'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
    ],
  },
  demo: false,
};

export interface Clock {
  now(): Date;
}
export const systemClock: Clock = { now: () => new Date() };
