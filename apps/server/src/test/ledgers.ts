import { checkMoneyLedger } from '../modules/finance/index.js';
import { checkStockLedger } from '../modules/inventory/index.js';
import type { DocumentDescriptor } from '../core/documents/index.js';
import type { TestApp } from './harness.js';

/**
 * `checkLedgers`: both ledgers' invariants (issue #13 "Must show"; inventory's checkStockLedger and
 * finance's checkMoneyLedger) over the app's database, documents resolved through the app's registered
 * descriptors (plus `extra`, e.g. a test fixture's). Scenario tests call it after their scenario;
 * `expect(await checkLedgers(t)).toEqual([])`.
 */
export async function checkLedgers(t: TestApp, extra: readonly DocumentDescriptor[] = []): Promise<string[]> {
  const documents = [...t.app.ctx.documents.listDescriptors(), ...extra];
  return [...(await checkStockLedger(t.db, documents)), ...(await checkMoneyLedger(t.db, documents))];
}
