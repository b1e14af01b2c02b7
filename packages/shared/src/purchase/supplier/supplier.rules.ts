import { SUPPLIER_CURRENCIES, SUPPLIER_STATUS } from './supplier.codes.js';
import type { SupplierBankInput, SupplierContactInput } from './supplier.contract.js';

/** A refusal: the message key (namespace `purchase`), its params, the wire field it is about. */
export interface SupplierProblem {
  key: string;
  params?: Record<string, unknown>;
  field: string;
}

/** SWIFT / BIC: 4 bank letters, 2 country letters, 2 location characters, optional 3 branch characters. */
export const SWIFT_RE = /^[A-Z]{4}[A-Z]{2}[A-Z0-9]{2}([A-Z0-9]{3})?$/;
/** ISO 3166-1 alpha-2 as typed (upper-cased before the check). */
export const COUNTRY_RE = /^[A-Z]{2}$/;
/** An account number or IBAN: letters, digits, spaces and dashes, at least 4 digits or letters. */
export const ACCOUNT_NO_RE = /^[A-Za-z0-9][A-Za-z0-9 -]{2,58}[A-Za-z0-9]$/;

/** The supplier's name as stored: spaces collapsed (the unique rule compares it case-insensitively). */
export const cleanSupplierName = (name: string) => name.trim().replace(/\s+/g, ' ');

const isCurrency = (c: string) => (SUPPLIER_CURRENCIES as readonly string[]).includes(c);

/** The header rules: country and currency. */
export function supplierHeaderProblem(h: { CountryCode: string; Currency: string }): SupplierProblem | null {
  if (!COUNTRY_RE.test(h.CountryCode.toUpperCase())) return { key: 'supplierCountry', field: 'CountryCode' };
  if (!isCurrency(h.Currency.toUpperCase())) return { key: 'supplierCurrency', field: 'Currency' };
  return null;
}

/** Contacts: when there are any, exactly one is primary. */
export function supplierContactsProblem(contacts: readonly SupplierContactInput[]): SupplierProblem | null {
  if (!contacts.length) return null;
  const primaries = contacts.filter((c) => c.IsPrimary).length;
  if (primaries === 0) return { key: 'supplierNoPrimary', field: 'Contacts' };
  if (primaries > 1) return { key: 'supplierManyPrimaries', field: 'Contacts' };
  return null;
}

/** One bank account: every field filled and well-formed (`line` 1-based for the message). */
export function supplierBankProblem(b: SupplierBankInput, line: number): SupplierProblem | null {
  const at = (f: string) => `Banks.${line - 1}.${f}`;
  if (!b.BankName.trim()) return { key: 'bankRequired', params: { line }, field: at('BankName') };
  if (!b.AccountName.trim()) return { key: 'bankRequired', params: { line }, field: at('AccountName') };
  if (!ACCOUNT_NO_RE.test(b.AccountNo.trim()))
    return { key: 'bankAccountNo', params: { line }, field: at('AccountNo') };
  if (b.SwiftCode && !SWIFT_RE.test(b.SwiftCode.toUpperCase()))
    return { key: 'bankSwift', params: { line }, field: at('SwiftCode') };
  if (!isCurrency(b.Currency.toUpperCase()))
    return { key: 'bankCurrency', params: { line }, field: at('Currency') };
  if (!COUNTRY_RE.test(b.CountryCode.toUpperCase()))
    return { key: 'bankCountry', params: { line }, field: at('CountryCode') };
  return null;
}

/** Bank accounts: each valid, no account number twice, at most one default. */
export function supplierBanksProblem(banks: readonly SupplierBankInput[]): SupplierProblem | null {
  const seen = new Set<string>();
  for (const [i, b] of banks.entries()) {
    const p = supplierBankProblem(b, i + 1);
    if (p) return p;
    const key = b.AccountNo.replace(/[\s-]/g, '').toUpperCase();
    if (seen.has(key))
      return { key: 'bankDuplicate', params: { line: i + 1 }, field: `Banks.${i}.AccountNo` };
    seen.add(key);
  }
  if (banks.filter((b) => b.IsDefault).length > 1) return { key: 'bankManyDefaults', field: 'Banks' };
  return null;
}

/** Leaving `active` (suspend, blacklist) needs a reason. */
export function supplierStatusProblem(s: { Status: number; Reason: string }): SupplierProblem | null {
  if (s.Status !== SUPPLIER_STATUS.active && !s.Reason.trim())
    return { key: 'supplierReasonRequired', field: 'Reason' };
  return null;
}
