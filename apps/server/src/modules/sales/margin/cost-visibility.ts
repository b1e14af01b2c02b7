import {
  ORDER_COST_FIELDS,
  LINE_COST_FIELDS,
  SALES_COST_PERMIT,
} from '@partdesk/shared/sales/margin/cost-param.codes';
import type { AuthUser } from '../../../core/access/access.js';

/**
 * Who sees cost (decision 0032): administrators and holders of the permit of
 * `GET /merchant/sale/salesorder/:id/margin` (the parameter screen, the two order review queues).
 */
export const seesCost = (user: AuthUser) => user.isAdmin || user.permits.has(SALES_COST_PERMIT);

/**
 * An order detail as a caller without the cost permit receives it: the lines' cost, cost currency,
 * landed cost, GP and GP % and the order's landed cost, GP and GP % left out (not nulled: absent).
 */
export function withoutCost<T extends { Lines: object[] }>(detail: T): T {
  const strip = <R extends object>(r: R, keys: readonly string[]) =>
    Object.fromEntries(Object.entries(r).filter(([k]) => !keys.includes(k))) as R;
  return { ...strip(detail, ORDER_COST_FIELDS), Lines: detail.Lines.map((l) => strip(l, LINE_COST_FIELDS)) };
}

/** The detail for this caller: whole with the permit, without the cost fields otherwise. */
export const detailFor = <T extends { Lines: object[] }>(user: AuthUser, detail: T): T =>
  seesCost(user) ? detail : withoutCost(detail);
