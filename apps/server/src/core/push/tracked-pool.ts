import type pg from 'pg';

/**
 * Wraps the app's pg pool for the socket.io PostgreSQL adapter, which holds one client for LISTEN.
 * The adapter returns that client to the pool still listening, and may acquire it after it was
 * closed; either would keep `pool.end()` waiting or leak notifications into app queries. Here the
 * LISTEN client is always destroyed on release, and `close()` waits for a pending acquisition and
 * destroys whatever is still held; acquisitions after close never settle (and hold no timer).
 */
export function trackedPool(pool: pg.Pool): { pool: pg.Pool; close(): Promise<void> } {
  const pending = new Set<Promise<pg.PoolClient>>();
  const held = new Set<pg.PoolClient>();
  let closed = false;

  const destroy = (c: pg.PoolClient, release: pg.PoolClient['release']) => {
    held.delete(c);
    c.removeAllListeners('notification');
    c.removeAllListeners('end');
    release(true);
  };

  async function connect(): Promise<pg.PoolClient> {
    if (closed) return new Promise<never>(() => {});
    const p = pool.connect();
    pending.add(p);
    let c: pg.PoolClient;
    try {
      c = await p;
    } finally {
      pending.delete(p);
    }
    const release = c.release.bind(c);
    if (closed) {
      destroy(c, release);
      return new Promise<never>(() => {});
    }
    held.add(c);
    c.release = () => destroy(c, release);
    return c;
  }

  const wrapper = {
    connect,
    query: (...args: unknown[]) => (pool.query as (...a: unknown[]) => unknown)(...args),
  } as unknown as pg.Pool;

  return {
    pool: wrapper,
    async close() {
      closed = true;
      await Promise.allSettled([...pending]);
      for (const c of [...held]) c.release();
    },
  };
}
