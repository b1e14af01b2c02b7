import { and, count, eq, isNull } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { reviewFlowStep } from './review.table.js';

/**
 * One default step: approvers are the holders of any of `roles` (role names are data), or, with
 * `permit`, whoever holds that `METHOD path` permit (approver kind 'permit'; `roles` then empty).
 */
export type StepSeed = {
  docType: string;
  stepNo: number;
  nameZh: string;
  nameEn: string;
  roles: readonly string[];
  permit?: string;
  minAmount?: string;
};

const FINANCE = ['会计专员', '会计专员-1', '应收会计', '财务主管', '财务总监', '管理员'];

/**
 * Default step chains (docs/api.md "Reviews", each module's README) (role names are data, editable afterwards):
 * sales order: team leader → manager → finance; sales quote below the suggested price: sales manager
 * (the quote module submits only those); purchase order: 采购主管 or 管理员.
 */
export const DEFAULT_FLOWS: readonly StepSeed[] = [
  {
    docType: 'salesOrder',
    stepNo: 1,
    nameZh: '组长审核',
    nameEn: 'Team leader review',
    roles: ['销售组长', '销售主管', '管理员'],
  },
  {
    docType: 'salesOrder',
    stepNo: 2,
    nameZh: '经理审核',
    nameEn: 'Manager review',
    roles: ['销售经理', '销售总监', '管理员'],
  },
  { docType: 'salesOrder', stepNo: 3, nameZh: '财务审核', nameEn: 'Finance review', roles: FINANCE },
  {
    docType: 'salesQuote',
    stepNo: 1,
    nameZh: '销售经理审核',
    nameEn: 'Sales manager review',
    roles: ['销售经理', '销售总监', '管理员'],
  },
  {
    docType: 'purchaseOrder',
    stepNo: 1,
    nameZh: '采购主管审核',
    nameEn: 'Purchasing head review',
    roles: ['采购主管', '管理员'],
  },
];

/**
 * System seeder: a type's default chain is written only while the type has no all-tenant steps, so
 * a chain edited in the database is never overwritten (idempotent; safe on every start).
 */
export async function seedReviewFlows(db: Db, flows: readonly StepSeed[] = DEFAULT_FLOWS): Promise<void> {
  for (const type of new Set(flows.map((f) => f.docType))) {
    const [r] = await db
      .select({ n: count() })
      .from(reviewFlowStep)
      .where(and(eq(reviewFlowStep.docType, type), isNull(reviewFlowStep.tenantId)));
    if ((r?.n ?? 0) > 0) continue;
    await db
      .insert(reviewFlowStep)
      .values(
        flows
          .filter((f) => f.docType === type)
          .map((f) => ({
            docType: f.docType,
            stepNo: f.stepNo,
            nameZh: f.nameZh,
            nameEn: f.nameEn,
            approverKind: f.permit ? 'permit' : 'roles',
            approverRoles: f.permit ? [] : [...f.roles],
            ...(f.permit ? { approverPermit: f.permit } : {}),
            minAmount: f.minAmount ?? null,
          })),
      )
      .onConflictDoNothing();
  }
}
