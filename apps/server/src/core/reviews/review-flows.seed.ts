import { ROLE_NAMES } from '@partdesk/shared/access/client-access';
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

const R = ROLE_NAMES;

/**
 * Default step chains (docs/api.md "Reviews", each module's README) (role names are data, editable afterwards):
 * purchase order: 采购主管 or 管理员. Types with a document descriptor (sales quotes, sales orders, …)
 * write their chain in the descriptor (decision 0019), not here.
 */
export const DEFAULT_FLOWS: readonly StepSeed[] = [
  {
    docType: 'purchaseOrder',
    stepNo: 1,
    nameZh: '采购主管审核',
    nameEn: 'Purchasing head review',
    roles: [R.purchaseHead, R.admin],
  },
  // From the amount purchase-setup edits (decision 0048; the PO descriptor writes the same chain).
  {
    docType: 'purchaseOrder',
    stepNo: 2,
    nameZh: '管理员加签审核',
    nameEn: 'Administrator review (large order)',
    roles: [R.admin],
    minAmount: '500000',
  },
];

/** A default step as written: a review_flow_step row without tenant (all tenants). */
export type FlowStepRow = Omit<typeof reviewFlowStep.$inferInsert, 'id' | 'tenantId'>;

/**
 * Writes each type's default chain while the type has no all-tenant steps, so a chain edited in the
 * database is never overwritten (idempotent; safe on every start). The one writer of default chains:
 * the ones below (seedReviewFlows) and the document descriptors' (core/documents seedDocumentFlows).
 */
export async function seedFlowSteps(db: Db, rows: readonly FlowStepRow[]): Promise<void> {
  for (const type of new Set(rows.map((f) => f.docType))) {
    const [r] = await db
      .select({ n: count() })
      .from(reviewFlowStep)
      .where(and(eq(reviewFlowStep.docType, type), isNull(reviewFlowStep.tenantId)));
    if ((r?.n ?? 0) > 0) continue;
    await db
      .insert(reviewFlowStep)
      .values(rows.filter((f) => f.docType === type))
      .onConflictDoNothing();
  }
}

/** System seeder of the chains above (types without a document descriptor). */
export async function seedReviewFlows(db: Db, flows: readonly StepSeed[] = DEFAULT_FLOWS): Promise<void> {
  await seedFlowSteps(
    db,
    flows.map((f) => ({
      docType: f.docType,
      stepNo: f.stepNo,
      nameZh: f.nameZh,
      nameEn: f.nameEn,
      approverKind: f.permit ? 'permit' : 'roles',
      approverRoles: f.permit ? [] : [...f.roles],
      ...(f.permit ? { approverPermit: f.permit } : {}),
      minAmount: f.minAmount ?? null,
    })),
  );
}
