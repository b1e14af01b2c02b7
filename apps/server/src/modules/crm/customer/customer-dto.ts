import { and, asc, eq, isNull } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { customerBalances } from '../balance/balance.js';
import { crmContact } from '../contact/contact.table.js';
import { explainConflict } from './conflicts.js';
import type { crmCustomer } from './customer.table.js';

type CustomerRow = typeof crmCustomer.$inferSelect;
type ContactRow = typeof crmContact.$inferSelect;

export function contactDto(c: ContactRow) {
  return {
    Id: c.id,
    CustomerId: c.customerId,
    Name: c.name,
    Position: c.position,
    Email: c.email,
    Phone: c.phone,
    QQ: c.qq,
    WeChat: c.wechat,
    Skype: c.skype,
    OtherNumber: c.otherNumber,
    IsPrimary: c.isPrimary,
    Status: c.status,
    OwnerId: c.ownerId,
    ConflictCustomerId: c.conflictCustomerId,
    Remark: c.remark,
    Version: c.version,
    CreatedAt: c.createdAt,
  };
}

export function customerDto(c: CustomerRow) {
  return {
    Id: c.id,
    Code: c.code,
    TenantId: c.tenantId,
    ShortName: c.shortName,
    Name: c.name,
    NameEn: c.nameEn,
    CustomerType: c.customerType,
    Attribute: c.attribute,
    Source: c.source,
    Level: c.level,
    BusinessType: c.businessType,
    CompanyStatus: c.companyStatus,
    Status: c.status,
    ConflictCustomerId: c.conflictCustomerId,
    OwnerId: c.ownerId,
    AssignedAt: c.assignedAt,
    CountryCode: c.countryCode,
    RegionId: c.regionId,
    City: c.city,
    Address: c.address,
    Phone: c.phone,
    Website: c.website,
    BillingCompany: c.billingCompany,
    BillingAddress: c.billingAddress,
    BillingPhone: c.billingPhone,
    BillingContact: c.billingContact,
    TaxNo: c.taxNo,
    CreditLimit: c.creditLimit,
    Currency: c.currency,
    PaymentTerms: c.paymentTerms,
    IsBlacklisted: c.isBlacklisted,
    BlacklistReason: c.blacklistReason,
    LastInquiryAt: c.lastInquiryAt,
    LastOrderAt: c.lastOrderAt,
    PoolEnteredAt: c.poolEnteredAt,
    PoolReason: c.poolReason,
    PreviousOwnerId: c.previousOwnerId,
    Remark: c.remark,
    CreatedBy: c.createdBy,
    CreatedAt: c.createdAt,
    UpdatedAt: c.updatedAt,
    Version: c.version,
  };
}

export async function liveContacts(db: Executor, customerId: number) {
  const rows = await db
    .select()
    .from(crmContact)
    .where(and(eq(crmContact.customerId, customerId), isNull(crmContact.deletedAt)))
    .orderBy(asc(crmContact.id));
  return rows.map(contactDto);
}

/**
 * The customer with its live contacts and its balance per currency (the ledger's sums). Unmasked: for
 * callers who may see the customer; the pool's masked view is pool/pool-mask.ts.
 */
export async function customerDetail(db: Executor, c: CustomerRow) {
  const contacts = await liveContacts(db, c.id);
  return {
    ...customerDto(c),
    Contacts: contacts,
    /** Which contact field matched which customer (conflict review; null without a conflict). */
    Conflict: c.conflictCustomerId ? await explainConflict(db, c.id, c.conflictCustomerId) : null,
    Balances: (await customerBalances(db, c.id)).map((b) => ({ Currency: b.currency, Balance: b.balance })),
  };
}
