import { REVIEW_TYPES, type ReviewTypeDef } from '@partdesk/shared/core/review-types';
import { describe, expect, it } from 'vitest';
import { REVIEW_SCREENS, SCREEN_LOADERS } from './registry';

/**
 * Decision 0019: the web's review queue screens are derived from the shared list of review types (the
 * same list the server's document descriptors take their queues from), and each type's to-do counter
 * (core/todos catalogue) links to a screen that exists — the queue itself when the link has no filter.
 */
/** The server's to-do catalogue rows [name, zh, en, route, query, visibility], read as data (not type-checked here). */
type CatalogueRow = [string, string, string, string, Record<string, unknown> | undefined, unknown];
const CATALOGUE = '../../../server/src/core/todos/catalogue.ts';
const catalogue = async () =>
  ((await import(/* @vite-ignore */ CATALOGUE)) as { TODO_CATALOGUE: readonly CatalogueRow[] })
    .TODO_CATALOGUE;

describe('review queue screens (derived from packages/shared core/review-types)', { timeout: 90_000 }, () => {
  const rows: readonly ReviewTypeDef[] = REVIEW_TYPES;

  it('every review type has its queue screen; generic queues open the review queue page of that type', async () => {
    for (const r of rows) {
      expect(SCREEN_LOADERS[r.queue], r.type).toBeTypeOf('function');
      if (r.screen === 'queue')
        for (const path of [r.queue, ...(r.extraQueues ?? [])])
          expect(SCREEN_LOADERS[path], `${r.type} ${path}`).toBe(REVIEW_SCREENS[path]);
    }
    const balanceRefund = await SCREEN_LOADERS['/sales/document-audit/balancerefund-audit']!();
    expect(balanceRefund.default).toBeTypeOf('function');
  });

  it("every review type's to-do counter links to a screen that shows its requests", async () => {
    const TODO_CATALOGUE = await catalogue();
    for (const r of rows) {
      const counter = TODO_CATALOGUE.find(([name]) => name === r.counter);
      expect(counter, r.counter).toBeTruthy();
      const [, , , route, query] = counter!;
      expect(SCREEN_LOADERS[route], `${r.counter} → ${route}`).toBeTypeOf('function');
      if (!query) expect([r.queue, ...(r.extraQueues ?? [])], r.counter).toContain(route);
    }
    // The balance-refund queue (type balanceRefund, counter BalanceRefundAuditCount) opens from its link.
    const refund = TODO_CATALOGUE.find(([name]) => name === 'BalanceRefundAuditCount')!;
    expect(REVIEW_SCREENS[refund[3]]).toBeTypeOf('function');
  });
});
