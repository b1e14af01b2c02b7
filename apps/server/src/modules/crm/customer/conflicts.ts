import { and, asc, inArray, isNull, ne, or, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { crmContact } from '../contact/contact.table.js';
import { emailDomain, phoneDigits } from '../crm-codes.js';

/** Phones shorter than this (extensions, "0") never count as the same contact. */
export const MIN_PHONE_DIGITS = 6;

const digitsSql = sql`regexp_replace(${crmContact.phone}, '[^0-9]', '', 'g')`;

/**
 * The existing customer (lowest id) with a contact at one of these mail domains — public mail domains
 * (setting `publicMailDomains`) excepted — other than `exceptCustomerId`. Null when none.
 */
export async function findDomainConflict(
  db: Executor,
  emails: readonly string[],
  publicDomains: readonly string[],
  exceptCustomerId?: number,
): Promise<number | null> {
  const open = new Set(publicDomains);
  const domains = [...new Set(emails.map(emailDomain).filter((d) => d && !open.has(d)))];
  if (!domains.length) return null;
  const conds: SQL[] = [inArray(crmContact.emailDomain, domains), isNull(crmContact.deletedAt)];
  if (exceptCustomerId) conds.push(ne(crmContact.customerId, exceptCustomerId));
  const [row] = await db
    .select({ customerId: crmContact.customerId })
    .from(crmContact)
    .where(and(...conds))
    .orderBy(asc(crmContact.customerId))
    .limit(1);
  return row?.customerId ?? null;
}

/**
 * A contact of another customer with the same email (case-insensitive) or the same phone digits
 * (at least MIN_PHONE_DIGITS): the contact-conflict review. Null when none.
 */
export async function findContactConflict(
  db: Executor,
  c: { email: string; phone: string },
  exceptCustomerId?: number,
): Promise<{ customerId: number; contactId: number } | null> {
  const matches: SQL[] = [];
  if (c.email) matches.push(sql`lower(${crmContact.email}) = ${c.email.toLowerCase()}`);
  const digits = phoneDigits(c.phone);
  if (digits.length >= MIN_PHONE_DIGITS)
    matches.push(and(sql`${crmContact.phone} <> ''`, sql`${digitsSql} = ${digits}`) as SQL);
  if (!matches.length) return null;
  const conds: SQL[] = [or(...matches) as SQL, isNull(crmContact.deletedAt)];
  if (exceptCustomerId) conds.push(ne(crmContact.customerId, exceptCustomerId));
  const [row] = await db
    .select({ customerId: crmContact.customerId, contactId: crmContact.id })
    .from(crmContact)
    .where(and(...conds))
    .orderBy(asc(crmContact.id))
    .limit(1);
  return row ?? null;
}

/** Which contact field put a customer into the conflict review, and with which customer (#20 item 17). */
export interface ConflictMatch {
  /** `email`: the same address; `phone`: the same digits; `domain`: the same (non-public) mail domain. */
  Field: 'email' | 'phone' | 'domain';
  /** The matching value as this customer's contact has it. */
  Value: string;
  CustomerId: number;
  CustomerCode: string;
  /** The explanation as a message key (`crm.conflictBy.*`) with its parameters (value, code). */
  MessageKey: string;
  Params: { value: string; code: string };
}

/**
 * Explains a customer's conflict: the first of its live contacts that has the same e-mail, else the
 * same phone, else the same mail domain as a live contact of the conflicting customer. Null when the
 * contacts changed since and none matches (the review still names the customer).
 */
export async function explainConflict(
  db: Executor,
  customerId: number,
  conflictId: number,
): Promise<ConflictMatch | null> {
  const rows = await db
    .select({
      customerId: crmContact.customerId,
      email: crmContact.email,
      phone: crmContact.phone,
      code: sql<string>`(select c.code from crm_customer c where c.id = ${crmContact.customerId})`,
    })
    .from(crmContact)
    .where(and(inArray(crmContact.customerId, [customerId, conflictId]), isNull(crmContact.deletedAt)))
    .orderBy(asc(crmContact.id));
  const mine = rows.filter((r) => r.customerId === customerId);
  const theirs = rows.filter((r) => r.customerId === conflictId);
  const code = theirs[0]?.code ?? '';
  const hit = (field: ConflictMatch['Field'], value: string): ConflictMatch => ({
    Field: field,
    Value: value,
    CustomerId: conflictId,
    CustomerCode: code,
    MessageKey: `crm.conflictBy.${field}`,
    Params: { value, code },
  });
  for (const m of mine) {
    const email = m.email.trim().toLowerCase();
    if (email && theirs.some((o) => o.email.trim().toLowerCase() === email)) return hit('email', m.email);
  }
  for (const m of mine) {
    const digits = phoneDigits(m.phone);
    if (digits.length >= MIN_PHONE_DIGITS && theirs.some((o) => phoneDigits(o.phone) === digits))
      return hit('phone', m.phone);
  }
  for (const m of mine) {
    const domain = emailDomain(m.email);
    if (domain && theirs.some((o) => emailDomain(o.email) === domain)) return hit('domain', domain);
  }
  return null;
}
