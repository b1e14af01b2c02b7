import type { DeclareOptionRow, DeclareRuleView } from '@partdesk/shared/logistics/declare/declare.contract';
import { asc } from 'drizzle-orm';
import type { Executor } from '../../../core/db/client.js';
import { baseDeclare, declareRuleRowOf } from '../../lookups/index.js';

/** Every declaration option (disabled ones too), for the setup screen. */
export async function listDeclareOptions(db: Executor): Promise<DeclareOptionRow[]> {
  const rows = await db.select().from(baseDeclare).orderBy(asc(baseDeclare.sort), asc(baseDeclare.id));
  return rows.map((d) => ({
    Id: d.id,
    Code: d.code,
    Name: d.name,
    NameEn: d.nameEn,
    Description: d.description,
    DescriptionEn: d.descriptionEn,
    IsEnabled: d.enabled,
    Sort: d.sort,
  }));
}

/** The rule in force for an owner company (its own, else the default), both languages. */
export async function declareRuleOf(db: Executor, tenantId: number): Promise<DeclareRuleView> {
  const r = await declareRuleRowOf(db, tenantId);
  return {
    TenantId: r?.tenantId ?? 0,
    Content: r?.content ?? '',
    ContentEn: r?.contentEn ?? '',
    ValuePercent: r?.valuePercent ?? '100',
    Decimals: r?.decimals ?? 2,
    Currency: r?.currency ?? '',
    TolerancePercent: r?.tolerancePercent ?? '0',
    UpdateTime: r?.updatedAt ? r.updatedAt.toISOString() : null,
  };
}
