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
