import {
  FORWARDER_TYPES,
  type ForwarderBody,
  isHandoverTime,
} from '@partdesk/shared/logistics/forwarder/forwarder.contract';
import { and, eq, ne, sql } from 'drizzle-orm';
import { sysTenant } from '../../../../core/access/identity.table.js';
import { badRequest, type Env, notFound } from '../../../../core/http/index.js';
import {
  baseForwardingCompany,
  invalidateLookups,
  saveForwardingCompany,
  setForwardingCompanyDeactivated,
} from '../../../lookups/index.js';
import { listForwarderRows } from '../forwarder.queries.js';

/**
 * POST /merchant/logistics/forwarding (id null), PUT …/:id — a forwarder with its hand-over details
 * (decision 0059). Refused (400 naming the field, nothing written): a company that does not exist
 * (TenantId), a type other than 5 / 6 (Type), no name (Name), the English name (the name when empty)
 * another forwarder of the same company and type has (case-insensitive; Name), a cut-off time not
 * 'HH:mm' (HandoverTime). Unknown id → 404.
 */
export async function saveForwarder(env: Env, id: number | null, b: ForwarderBody) {
  const { db } = env.app;
  const [tenant] = await db.select({ id: sysTenant.id }).from(sysTenant).where(eq(sysTenant.id, b.TenantId));
  if (!tenant) throw badRequest('logistics.forwarderTenantUnknown', undefined, 'TenantId');
  if (!(FORWARDER_TYPES as readonly number[]).includes(b.Type))
    throw badRequest('logistics.forwarderTypeInvalid', undefined, 'Type');
  if (!b.Name) throw badRequest('logistics.forwarderNameRequired', undefined, 'Name');
  if (!isHandoverTime(b.HandoverTime))
    throw badRequest('logistics.handoverTimeInvalid', undefined, 'HandoverTime');
  const nameEn = b.NameEn || b.Name;
  const f = baseForwardingCompany;
  const [taken] = await db
    .select({ id: f.id })
    .from(f)
    .where(
      and(
        eq(f.tenantId, b.TenantId),
        eq(f.type, b.Type),
        sql`lower(${f.nameEn}) = lower(${nameEn})`,
        id === null ? undefined : ne(f.id, id),
      ),
    );
  if (taken) throw badRequest('logistics.forwarderNameTaken', { name: nameEn }, 'Name');

  const savedId = await db.transaction((tx) =>
    saveForwardingCompany(
      tx,
      id,
      {
        tenantId: b.TenantId,
        type: b.Type,
        name: b.Name,
        nameEn,
        contact: b.Contact,
        phone: b.Phone,
        address: b.Address,
        handoverWarehouse: b.HandoverWarehouse,
        handoverTime: b.HandoverTime,
        remark: b.Remark,
        sort: b.Sort,
      },
      env.user.id,
    ),
  );
  if (savedId === null) throw notFound('logistics.forwarderNotFound');
  invalidateLookups(db, 'logistics:');
  return (await listForwarderRows(db, b.TenantId)).find((r) => r.Id === savedId)!;
}

/** PUT …/:id/deactivate | activate — a deactivated forwarder leaves the lookup and the courier step. */
export async function setForwarderDeactivated(env: Env, id: number, deactivated: boolean) {
  const { db } = env.app;
  const found = await db.transaction((tx) => setForwardingCompanyDeactivated(tx, id, deactivated));
  if (!found) throw notFound('logistics.forwarderNotFound');
  invalidateLookups(db, 'logistics:');
  return { Id: id, IsDeactivate: deactivated };
}
