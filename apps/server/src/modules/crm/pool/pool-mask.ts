import { and, asc, type Column, eq, isNull, type SQL, sql } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { crmContact as ct } from '../contact/contact.table.js';
import { customerDto } from '../customer/customer-dto.js';
import { crmCustomer } from '../customer/customer.table.js';

/**
 * The one masking rule of the public pool (#10 item 10): every personal contact field of a pool customer
 * — its contacts' name, e-mail, phone, QQ, WeChat, Skype, other number and remark, and the customer's own
 * Phone, BillingPhone and BillingContact — leaves the server masked, in the list, the export and the
 * detail alike. The masking is done in SQL by this one function (list columns, export and detail select
 * through it), so no pool view can forget a field the others mask.
 *
 * - `name`: first character + `**` (`张**`); a one-character name → `**`.
 * - `email`: first character + `***@***`.
 * - `phone`: `****` + the last two digits when the number has ≥ 6 characters, else `****`.
 * - `secret`: `****` (nothing of the value).
 * An empty value stays empty (the screen then shows nothing to claim for).
 */
export type MaskKind = 'name' | 'email' | 'phone' | 'secret';

export function maskSql(kind: MaskKind, value: Column | SQL): SQL<string> {
  switch (kind) {
    case 'name':
      return sql<string>`(case when ${value} = '' then '' when char_length(${value}) <= 1 then '**' else left(${value}, 1) || '**' end)`;
    case 'email':
      return sql<string>`(case when ${value} = '' then '' when char_length(${value}) <= 1 then '***@***' else left(${value}, 1) || '***@***' end)`;
    case 'phone':
      return sql<string>`(case when ${value} = '' then '' when char_length(${value}) >= 6 then '****' || right(${value}, 2) else '****' end)`;
    case 'secret':
      return sql<string>`(case when ${value} = '' then '' else '****' end)`;
  }
}

/**
 * The primary live contact (first by is_primary desc, id) of the customer row in the outer query
 * (`crm_customer`) as the to-one lateral join `pc` of a list (#11: once per row, not a subquery per
 * column); `maskedPrimaryContact` reads its fields masked.
 */
export const primaryContactJoin = sql`left join lateral (select pc.name, pc.email, pc.phone from crm_contact pc where pc.customer_id = crm_customer.id and pc.deleted_at is null order by pc.is_primary desc, pc.id limit 1) pc on true`;

/** A field of the joined primary contact (`primaryContactJoin`), masked. */
export function maskedPrimaryContact(kind: MaskKind, column: 'name' | 'email' | 'phone'): SQL<string> {
  return maskSql(kind, sql.raw(`pc.${column}`));
}

type CustomerRow = typeof crmCustomer.$inferSelect;

/** The pool detail: the customer with every personal contact field masked, its live contacts masked, no balances. */
export async function maskedPoolDetail(db: Executor, c: CustomerRow) {
  const [own] = await db
    .select({
      Phone: maskSql('phone', crmCustomer.phone),
      BillingPhone: maskSql('phone', crmCustomer.billingPhone),
      BillingContact: maskSql('name', crmCustomer.billingContact),
    })
    .from(crmCustomer)
    .where(eq(crmCustomer.id, c.id));
  const contacts = await db
    .select({
      Id: ct.id,
      CustomerId: ct.customerId,
      Name: maskSql('name', ct.name),
      Position: ct.position,
      Email: maskSql('email', ct.email),
      Phone: maskSql('phone', ct.phone),
      QQ: maskSql('phone', ct.qq),
      WeChat: maskSql('secret', ct.wechat),
      Skype: maskSql('secret', ct.skype),
      OtherNumber: maskSql('phone', ct.otherNumber),
      IsPrimary: ct.isPrimary,
      Status: ct.status,
      OwnerId: ct.ownerId,
      ConflictCustomerId: ct.conflictCustomerId,
      Remark: maskSql('secret', ct.remark),
      Version: ct.version,
      CreatedAt: ct.createdAt,
    })
    .from(ct)
    .where(and(eq(ct.customerId, c.id), isNull(ct.deletedAt)))
    .orderBy(asc(ct.id));
  return {
    ...customerDto(c),
    ...own!,
    Contacts: contacts,
    Balances: [] as { Currency: string; Balance: string }[],
  };
}
