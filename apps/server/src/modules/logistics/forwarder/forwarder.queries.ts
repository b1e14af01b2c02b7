import type { ForwarderRow } from '@partdesk/shared/logistics/forwarder/forwarder.contract';
import { and, asc, eq } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { baseForwardingCompany } from '../../lookups/index.js';

/** Every forwarder (deactivated ones too) with its hand-over details, of one company when given. */
export async function listForwarderRows(db: Executor, tenantId?: number): Promise<ForwarderRow[]> {
  const f = baseForwardingCompany;
  const rows = await db
    .select()
    .from(f)
    .where(tenantId ? eq(f.tenantId, tenantId) : undefined)
    .orderBy(asc(f.tenantId), asc(f.sort), asc(f.id));
  return rows.map((r) => ({
    Id: r.id,
    TenantId: r.tenantId,
    Type: r.type,
    Name: r.name,
    NameEn: r.nameEn,
    Contact: r.contact,
    Phone: r.phone,
    Address: r.address,
    HandoverWarehouse: r.handoverWarehouse,
    HandoverTime: r.handoverTime,
    Remark: r.remark,
    IsDeactivate: r.isDeactivate,
    Sort: r.sort,
  }));
}

/** An active forwarder of an owner company (the courier step's check, decision 0059); undefined: none. */
export async function activeForwarderOf(db: Executor, id: number, tenantId: number) {
  const f = baseForwardingCompany;
  const [row] = await db
    .select({ id: f.id })
    .from(f)
    .where(and(eq(f.id, id), eq(f.tenantId, tenantId), eq(f.isDeactivate, false)));
  return row;
}
