import { QUOTE_MENU } from '@partdesk/shared/quote/quote-codes';

/** Route access of the quote module (menu codes of packages/shared/src/access/menu-tree.ts). */
export const QUOTE_ACCESS = {
  list: { grantedBy: [QUOTE_MENU.list] },
  /** Detail and PDF: the list, the detail screen, the quote-creation screen and the review queues. */
  detail: {
    grantedBy: [
      QUOTE_MENU.list,
      QUOTE_MENU.detail,
      QUOTE_MENU.create,
      QUOTE_MENU.review,
      QUOTE_MENU.approvals,
    ],
  },
  /** Quote an inquiry: the rfq-detail_quote screen, or button 0101 "notify and quote" of the inquiry list. */
  create: { grantedBy: [QUOTE_MENU.create, `${QUOTE_MENU.inquiryList}:0101`] },
  edit: { grantedBy: [QUOTE_MENU.create, QUOTE_MENU.detail, `${QUOTE_MENU.inquiryList}:0101`] },
  send: { grantedBy: [QUOTE_MENU.list, QUOTE_MENU.detail] },
  void: { grantedBy: [QUOTE_MENU.list, QUOTE_MENU.detail] },
  suggest: { grantedBy: [QUOTE_MENU.create, QUOTE_MENU.detail, `${QUOTE_MENU.inquiryList}:0101`] },
  record: { grantedBy: [QUOTE_MENU.record] },
  margins: { grantedBy: [QUOTE_MENU.profitMargin] },
} as const;
