import { test as base, expect } from '@playwright/test';

/**
 * The specs' `test`: Playwright's, plus a guard that closes, after each test, every browser context the
 * test opened itself (`browser.newContext()` for a second user). The `browser` is shared by all the tests
 * of a worker: a context left open keeps its signed-in page polling and listening for pushes through
 * every later spec, loading the server and the machine (a later spec then times out under load), and its
 * pages end up in the next failure's screenshots. Every spec imports `test` and `expect` from here
 * (`e2e/support/spec-imports.test.ts` checks it).
 */
export const test = base.extend<{ closeOwnContexts: undefined }>({
  closeOwnContexts: [
    async ({ browser, context }, use) => {
      const before = new Set(browser.contexts());
      await use(undefined);
      for (const c of browser.contexts()) {
        if (c !== context && !before.has(c)) await c.close().catch(() => undefined);
      }
    },
    { auto: true },
  ],
});

export { expect };
