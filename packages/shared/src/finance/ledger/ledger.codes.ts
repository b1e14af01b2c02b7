/**
 * The money ledger's codes (issue #13, decision 0024): party kinds and accounts. Client-safe.
 *
 * Every account is kept so that a party's balance, and a document's open amount, is ≥ 0: a receivable
 * is + when billed and − when received; a payable + when owed and − when paid; the customer balance and
 * pre-collected money + when money comes in and − when it is used or refunded; a supplier advance + when
 * paid ahead and − when applied.
 */
export const PARTY_KIND = { customer: 1, supplier: 2 } as const;
export type PartyKind = (typeof PARTY_KIND)[keyof typeof PARTY_KIND];

export const ACCOUNT = {
  receivable: 1,
  payable: 2,
  customerBalance: 3,
  preCollected: 4,
  supplierAdvance: 5,
} as const;
export type Account = (typeof ACCOUNT)[keyof typeof ACCOUNT];

/** Which party kind each account belongs to. */
export const ACCOUNT_PARTY: Record<Account, PartyKind> = {
  1: PARTY_KIND.customer,
  2: PARTY_KIND.supplier,
  3: PARTY_KIND.customer,
  4: PARTY_KIND.customer,
  5: PARTY_KIND.supplier,
};

/**
 * Pooled accounts (decision 0026): the party's money, not a document's — the customer balance is one
 * purse that recharges fill and payments and refunds draw on. Only the party's balance is kept ≥ 0 on
 * them; each entry still names the document (and line) that moved it, but a document's own sum may be
 * negative (a balance refund's entry is −amount on its own YT document).
 */
export const POOLED_ACCOUNTS: readonly Account[] = [ACCOUNT.customerBalance];

/** Amounts 2 decimals, rates 6 (domain notes, "Money"). */
export const AMOUNT_DECIMALS = 2;
export const RATE_DECIMALS = 6;
