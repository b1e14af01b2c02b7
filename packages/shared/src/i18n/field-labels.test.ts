import { describe, expect, it } from 'vitest';
import { supplierFields } from '../purchase/supplier/supplier.i18n.js';
import { crmOpsFields } from './crm-ops.js';
import { financeFields } from './finance.js';
import { inquiryFields } from './inquiry.js';
import { inventoryFields } from './inventory.js';
import { quoteFields } from './quote.js';
import { salesFields } from './sales.js';
import { sourcingFields } from './sourcing.js';

/**
 * The server names a field by its wire name through ONE label map (fields.ts spreads every module's).
 * Two modules giving the same wire name different labels would silently let the later one rename the
 * other's field in its messages (a supplier's "Bank name" turned the balance refund's "Bank").
 */
describe('field labels', () => {
  it('no wire name gets two different labels from two modules', () => {
    const sources = {
      inquiryFields,
      sourcingFields,
      quoteFields,
      crmOpsFields,
      inventoryFields,
      financeFields,
      salesFields,
      supplierFields,
    } as Record<string, Record<string, { zh: string; en: string }>>;
    const seen = new Map<string, { from: string; zh: string; en: string }>();
    const clashes: string[] = [];
    for (const [from, labels] of Object.entries(sources))
      for (const [key, label] of Object.entries(labels)) {
        const before = seen.get(key);
        if (before && (before.zh !== label.zh || before.en !== label.en))
          clashes.push(`${key}: ${before.from} ${before.en}/${before.zh} ≠ ${from} ${label.en}/${label.zh}`);
        else if (!before) seen.set(key, { from, ...label });
      }
    expect(clashes).toEqual([]);
  });
});
