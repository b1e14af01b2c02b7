import { INQUIRY_MENU } from '@partdesk/shared/inquiry/inquiry-codes';
import type { Lang } from '@partdesk/shared/i18n/index';
import { fieldError } from '../../core/http/index.js';

/** Route access of the inquiry module (menu codes of packages/shared/src/access/menu-tree.ts). */
export const INQ_ACCESS = {
  list: { grantedBy: [INQUIRY_MENU.list] },
  detail: {
    grantedBy: [INQUIRY_MENU.list, INQUIRY_MENU.edit, INQUIRY_MENU.quote, INQUIRY_MENU.forwardReview],
  },
  create: { grantedBy: [`${INQUIRY_MENU.list}:0103`] },
  /** Spec §2: the RFQ edit route needs the `notice` permission (client-access.ts: 0101 on the list, or the screen). */
  edit: { grantedBy: [INQUIRY_MENU.edit, `${INQUIRY_MENU.list}:0101`] },
  /** Transfer and delete: button 0102 of the inquiry list. */
  transfer: { grantedBy: [`${INQUIRY_MENU.list}:0102`] },
  del: { grantedBy: [`${INQUIRY_MENU.list}:0102`] },
  close: { grantedBy: [INQUIRY_MENU.list] },
  sendBack: { grantedBy: [INQUIRY_MENU.list, INQUIRY_MENU.quote] },
  bom: { grantedBy: [INQUIRY_MENU.list, INQUIRY_MENU.edit, INQUIRY_MENU.quote] },
  library: { grantedBy: [INQUIRY_MENU.library, INQUIRY_MENU.newQuote] },
  quotes: { grantedBy: [INQUIRY_MENU.quotes] },
  quoteCreate: { grantedBy: [INQUIRY_MENU.newQuote, `${INQUIRY_MENU.quotes}:0103`] },
  quoteVoid: { grantedBy: [INQUIRY_MENU.quotes, INQUIRY_MENU.newQuote] },
  lineQuotes: {
    grantedBy: [INQUIRY_MENU.list, INQUIRY_MENU.quote, INQUIRY_MENU.library, INQUIRY_MENU.quotes],
  },
} as const;

const PRICE = /^\d{1,12}(\.\d{1,6})?$/;

/** A unit price string (≥ 0, ≤ 6 decimals), or 400 naming the field. `positive` refuses 0. */
export function parsePrice(v: string, field: string, lang: Lang, positive = false): string {
  const s = v.trim();
  if (!PRICE.test(s)) throw fieldError('inquiry.priceInvalid', field, lang);
  if (positive && /^0+(\.0+)?$/.test(s)) throw fieldError('inquiry.pricePositive', field, lang);
  return s;
}
