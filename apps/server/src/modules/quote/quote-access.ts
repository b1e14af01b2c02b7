import type { Lang } from '@partdesk/shared/i18n/index';
import { fieldLabel } from '@partdesk/shared/i18n/index';
import { QUOTE_MENU } from '@partdesk/shared/quote/quote-codes';
import type { AuthUser } from '../../core/access/access.js';
import type { AppContext } from '../../core/context.js';
import { badRequest } from '../../core/http/app-error.js';

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

export interface Env {
  app: AppContext;
  user: AuthUser;
  lang: Lang;
}

/** Scope "all" (administrators, accountants, technical support) acts on every quote. */
export const seesAll = (user: AuthUser) => user.isAdmin || user.scope.kind === 'all';

/** 400 with `key` whose `{{field}}` is the field's label in the request language. */
export const fieldError = (key: string, field: string, lang: Lang, params: Record<string, unknown> = {}) =>
  badRequest(key, { ...params, field: fieldLabel(lang, field) }, field);
