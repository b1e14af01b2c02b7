import { isContactEmail } from '@partdesk/shared/crm/contact-rules';
import { and, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { sysTenant } from '../../../core/access/identity.table.js';
import type { Executor } from '../../../core/db/client.js';
import { badRequest } from '../../../core/http/app-error.js';
import { baseCountry, sysDictLine } from '../../lookups/index.js';
import { emailDomain, phoneDigits } from '../crm-codes.js';

const text = (max: number) => z.string().trim().max(max).default('');
/** A dictionary value: a whole number (or its string), checked against the dictionary later. */
const code = z.coerce.number().int().min(1).max(32767);

export const contactFields = {
  Name: z.string().trim().min(1).max(64),
  Position: text(64),
  Email: text(128),
  Phone: text(64),
  QQ: text(32),
  WeChat: text(64),
  Skype: text(64),
  OtherNumber: text(64),
  IsPrimary: z.boolean().default(false),
  Remark: text(500),
};
export const contactBody = z.object(contactFields);
export type ContactInput = z.infer<typeof contactBody>;

/** Editable customer fields (create and update). Level, owner and tenant are fixed at creation. */
export const customerFields = {
  ShortName: z.string().trim().min(1).max(64),
  Name: z.string().trim().min(1).max(200),
  NameEn: text(200),
  CustomerType: code.default(1),
  Attribute: code,
  Source: code,
  BusinessType: code,
  CompanyStatus: code.default(1),
  CountryCode: z.string().trim().toUpperCase().length(2),
  RegionId: z.number().int().positive().nullish(),
  City: text(64),
  Address: text(300),
  Phone: text(64),
  Website: text(200),
  BillingCompany: text(200),
  BillingAddress: text(300),
  BillingPhone: text(64),
  BillingContact: text(64),
  TaxNo: text(64),
  Currency: z.string().trim().toUpperCase().min(3).max(3),
  PaymentTerms: code.nullish(),
  Remark: text(1000),
};

export const createCustomerBody = z.object({
  ...customerFields,
  Level: code.default(3),
  TenantId: z.number().int().positive(),
  /** Only a caller who sees all customers may name another owner (or null: created into the pool). */
  OwnerId: z.number().int().positive().nullish(),
  Contacts: z.array(contactBody).max(20),
});
export type CreateCustomerInput = z.infer<typeof createCustomerBody>;

export const updateCustomerBody = z.object({ ...customerFields, Version: z.number().int().positive() });
export type UpdateCustomerInput = z.infer<typeof updateCustomerBody>;

const DICT_FIELDS = {
  CustomerType: 'CustomerType',
  Attribute: 'CustomerProp',
  Source: 'RegisteSource',
  BusinessType: 'BusinessCustomerType',
  CompanyStatus: 'CompanyStatus',
  PaymentTerms: 'ClearingForm',
  Level: 'CompanyLevel',
  Currency: 'Currency',
} as const;

/**
 * Checks the dictionary-coded values (enabled lines), the country and the owner company against their
 * tables: 400 `errors.fieldInvalid` naming the first wrong field, before anything is written.
 */
export async function checkCustomerRefs(
  db: Executor,
  input: Partial<Record<keyof typeof DICT_FIELDS, string | number | null | undefined>> & {
    CountryCode?: string;
    TenantId?: number;
  },
): Promise<void> {
  const wanted = Object.entries(DICT_FIELDS).filter(
    ([f]) => input[f as keyof typeof DICT_FIELDS] != null,
  ) as [keyof typeof DICT_FIELDS, string][];
  const lines = await db
    .select({ code: sysDictLine.dictCode, value: sysDictLine.value })
    .from(sysDictLine)
    .where(
      and(
        inArray(sysDictLine.dictCode, [...new Set(wanted.map(([, c]) => c))]),
        eq(sysDictLine.enabled, true),
      ),
    );
  const known = new Set(lines.map((l) => `${l.code}:${l.value}`));
  for (const [field, dict] of wanted) {
    if (!known.has(`${dict}:${String(input[field])}`)) throw invalid(field);
  }
  if (input.CountryCode !== undefined) {
    const [c] = await db
      .select({ id: baseCountry.id })
      .from(baseCountry)
      .where(eq(baseCountry.code, input.CountryCode));
    if (!c) throw invalid('CountryCode');
  }
  if (input.TenantId !== undefined) {
    const [t] = await db.select({ id: sysTenant.id }).from(sysTenant).where(eq(sysTenant.id, input.TenantId));
    if (!t) throw invalid('TenantId');
  }
}

const invalid = (field: string) => badRequest(`crm.invalid.${field}`, undefined, field);

/**
 * The contact rules (modules/crm/README.md): at least one of email, phone, QQ, WeChat, Skype; a valid email.
 * Refusals name the field (`Contacts` for the method rule, `Email` for the address).
 */
export function checkContact(c: ContactInput, field = 'Contacts'): void {
  if (!c.Email && !c.Phone && !c.QQ && !c.WeChat && !c.Skype)
    throw badRequest('crm.contactMethodRequired', { name: c.Name }, field);
  if (c.Email && !isContactEmail(c.Email)) throw badRequest('errors.invalidEmail', undefined, 'Email');
}

/** Column values of a contact row from its input (domain and owner derived). */
export function contactRow(c: ContactInput, ownerId: number | null) {
  return {
    name: c.Name,
    position: c.Position,
    email: c.Email,
    emailDomain: emailDomain(c.Email),
    phone: c.Phone,
    qq: c.QQ,
    wechat: c.WeChat,
    skype: c.Skype,
    otherNumber: c.OtherNumber,
    isPrimary: c.IsPrimary,
    remark: c.Remark,
    ownerId,
  };
}

export { phoneDigits };
