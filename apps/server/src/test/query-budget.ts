import type { TestApp } from './harness.js';

/**
 * The statements one piece of work sends to the database (the handle's statement tap sees every
 * statement drizzle runs, in transactions too): API tests hold a request to a budget so N+1 cannot
 * creep in (#11). Background work that outlives `fn` (after-commit events) is not counted.
 */
export async function statementsOf<T>(
  t: TestApp,
  fn: () => Promise<T>,
): Promise<{ result: T; statements: string[] }> {
  const statements: string[] = [];
  const tap = t.handle.tap;
  if (tap.listener) throw new Error('statementsOf: already counting');
  tap.listener = (sql) => statements.push(sql);
  try {
    return { result: await fn(), statements };
  } finally {
    tap.listener = null;
  }
}
