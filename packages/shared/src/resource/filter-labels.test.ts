import { describe, expect, it } from 'vitest';
import * as balance from '../crm/balance-resource.js';
import * as change from '../crm/change-resource.js';
import * as contact from '../crm/contact-resource.js';
import * as customer from '../crm/customer-resource.js';
import * as customerReview from '../crm/customer-review-resource.js';
import * as pool from '../crm/pool-resource.js';
import * as visit from '../crm/visit-resource.js';
import * as demand from '../demand/demand-resource.js';
import { LANGUAGES } from '../i18n/define.js';
import { translate } from '../i18n/index.js';
import * as inquiry from '../inquiry/inquiry-resource.js';
import * as purchaseRequest from '../inquiry/purchase-request-resource.js';
import * as seas from '../inquiry/seas-resource.js';
import * as brand from '../product/brand-resource.js';
import * as part from '../product/part-resource.js';
import * as quote from '../quote/quote-resource.js';
import { filterFields, type ResourceDef } from './define.js';

const modules = [
  balance,
  change,
  contact,
  customer,
  customerReview,
  pool,
  visit,
  demand,
  inquiry,
  purchaseRequest,
  seas,
  brand,
  part,
  quote,
];
const defs = modules.flatMap((m) =>
  Object.values(m).filter(
    (v): v is ResourceDef =>
      !!v &&
      typeof v === 'object' &&
      'fields' in v &&
      'name' in v &&
      Array.isArray((v as ResourceDef).fields),
  ),
);

/** #20 item 8: en-US showed two filters both labelled "Customer" (inquiries, quotations, quote history, demand). */
describe('filter labels', () => {
  it('covers the list screens', () => {
    expect(defs.map((d) => d.name)).toEqual(
      expect.arrayContaining(['inquiry.inquiry', 'demand.demand', 'quote.salesQuote', 'quote.quoteRecord']),
    );
  });
  for (const lang of LANGUAGES)
    it(`are distinct within each resource in ${lang}`, () => {
      for (const def of defs) {
        const labels = filterFields(def).map((f) => translate(lang, f.label));
        const dupes = labels.filter((l, i) => labels.indexOf(l) !== i);
        expect(dupes, `${def.name} (${lang})`).toEqual([]);
      }
    });
});
