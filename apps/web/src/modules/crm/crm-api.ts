import { CRM_PERMITS } from '@partdesk/shared/crm/crm-codes';
import { contactResource } from '@partdesk/shared/crm/contact-resource';
import { customerResource } from '@partdesk/shared/crm/customer-resource';
import { poolCustomerResource } from '@partdesk/shared/crm/pool-resource';
import type { Page } from '@partdesk/shared/core/codes';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { pathOf, resourceApi, resourceQueryKey } from '../../kit';

/**
 * The calls of the CRM screens (apps/server/src/modules/crm/**\/*.routes.ts). Writes that a form
 * shows on its own field are `silent`; the others let the API client show the server's message.
 */

export interface Contact {
  Id: number;
  CustomerId: number;
  Name: string;
  Position: string;
  Email: string;
  Phone: string;
  QQ: string;
  WeChat: string;
  Skype: string;
  OtherNumber: string;
  IsPrimary: boolean;
  Status: number;
  OwnerId: number | null;
  ConflictCustomerId: number | null;
  Remark: string;
  Version: number;
}

export interface ReviewState {
  Id: number;
  Status: 'pending' | 'approved' | 'rejected';
  Step: number;
  StepNameZh: string;
  StepNameEn: string;
  Comment: string | null;
}

export interface CustomerDetail extends Record<string, unknown> {
  Id: number;
  Code: string;
  ShortName: string;
  Name: string;
  Status: number;
  OwnerId: number | null;
  ConflictCustomerId: number | null;
  /** Which contact field matched which customer: a `crm.conflictBy.*` key with its parameters (#20). */
  Conflict?: {
    Field: 'email' | 'phone' | 'domain';
    Value: string;
    CustomerId: number;
    CustomerCode: string;
    MessageKey: string;
    Params: Record<string, string>;
  } | null;
  IsBlacklisted: boolean;
  BlacklistReason: string;
  Version: number;
  Contacts: Contact[];
  Balances: { Currency: string; Balance: string }[];
  Review: ReviewState | null;
}

export interface CustomerPart {
  Id: number;
  CustomerId: number;
  CustomerPn: string;
  Mpn: string;
  Brand: string;
  PartId: number | null;
  Description: string;
  Remark: string;
}

export interface PoolQuota {
  Month: string;
  Used: number;
  Quota: number;
  Owned: number;
  Max: number;
  CoolDownDays: number;
  ReviewEnabled: boolean;
}

/** Where a customer opens (hidden screens of spec §2; both take `?id=`). */
export const CUSTOMER_DETAIL_PATH = '/sales/customer-detail';
export const CUSTOMER_LIST_PATH = '/crmsystem/customer-management';

/** Permits the screens test before showing a button (the server checks them again). */
export const CUSTOMER_PERMITS = {
  ...CRM_PERMITS,
  create: 'POST merchant/crm/customer',
  update: 'PUT merchant/crm/customer/:id',
  addContact: 'POST merchant/crm/contact',
  updateContact: 'PUT merchant/crm/contact/:id',
  deleteContact: 'PUT merchant/crm/contact/:id/delete',
  addPart: 'POST merchant/crm/customer/:id/part',
  updatePart: 'PUT merchant/crm/part/:id',
  deletePart: 'PUT merchant/crm/part/:id/delete',
  saveSettings: 'PUT merchant/crm/setting',
} as const;

export const crmKeys = {
  detail: (id: number) => [...resourceQueryKey(customerResource), 'detail', id] as const,
  parts: (id: number) => [...resourceQueryKey(customerResource), 'parts', id] as const,
  quota: ['crm', 'pool', 'quota'] as const,
  settings: ['crm', 'setting'] as const,
};

export const crmApi = {
  customer: (id: number) => resourceApi.detail<CustomerDetail>(customerResource, id),
  createCustomer: (body: Record<string, unknown>) =>
    resourceApi.create<CustomerDetail>(customerResource, body),
  updateCustomer: (id: number, body: Record<string, unknown>) =>
    resourceApi.update<CustomerDetail>(customerResource, id, body),
  blacklist: (id: number, body: { IsBlacklisted: boolean; Reason: string; Version: number }) =>
    http.put<CustomerDetail>(pathOf('/merchant/crm/customer/:id/blacklist', id), body, { silent: true }),
  release: (id: number, reason = '') =>
    http.put<null>(pathOf('/merchant/crm/customer/:id/release', id), { Reason: reason }),
  transfer: (id: number, body: { ToOwnerId: number; Reason: string }) =>
    http.put<null>(pathOf('/merchant/crm/customer/:id/transfer', id), body, { silent: true }),

  addContact: (body: Record<string, unknown>) =>
    http.post<{ Id: number }>(contactResource.api.create ?? '', body, { silent: true }),
  updateContact: (id: number, body: Record<string, unknown>) =>
    http.put<null>(pathOf(contactResource.api.update ?? '', id), body, { silent: true }),
  deleteContact: (id: number) => http.put<null>(pathOf('/merchant/crm/contact/:id/delete', id), {}),

  parts: (customerId: number) =>
    http.get<Page<CustomerPart>>(pathOf('/merchant/crm/customer/:id/parts', customerId)),
  addPart: (customerId: number, body: Record<string, unknown>) =>
    http.post<CustomerPart>(pathOf('/merchant/crm/customer/:id/part', customerId), body, { silent: true }),
  updatePart: (id: number, body: Record<string, unknown>) =>
    http.put<CustomerPart>(pathOf('/merchant/crm/part/:id', id), body, { silent: true }),
  deletePart: (id: number) => http.put<null>(pathOf('/merchant/crm/part/:id/delete', id), {}),

  quota: () => http.get<PoolQuota>('/merchant/crm/pool/quota'),
  /** Silent: the pool screen shows the server's refusal (quota, cool-down…) itself. */
};

/** The queries a pool claim changes besides the pool list (its kit list's `refresh`). */
export const POOL_LINKED_KEYS = [
  crmKeys.quota,
  resourceQueryKey(customerResource),
  resourceQueryKey(contactResource),
] as const;

/** The queries a customer list action changes besides the list: details, the pool, contacts. */
export const CUSTOMER_LINKED_KEYS = [
  [...resourceQueryKey(customerResource), 'detail'],
  resourceQueryKey(poolCustomerResource),
  resourceQueryKey(contactResource),
] as const;

/** After a customer changed: its detail, the customer list and the pool (release/claim move rows). */
export function afterCustomerChange(qc: QueryClient, id?: number): Promise<unknown> {
  return Promise.all([
    qc.invalidateQueries({ queryKey: id ? crmKeys.detail(id) : resourceQueryKey(customerResource) }),
    qc.invalidateQueries({ queryKey: resourceQueryKey(customerResource) }),
    qc.invalidateQueries({ queryKey: resourceQueryKey(poolCustomerResource) }),
    qc.invalidateQueries({ queryKey: resourceQueryKey(contactResource) }),
  ]);
}
