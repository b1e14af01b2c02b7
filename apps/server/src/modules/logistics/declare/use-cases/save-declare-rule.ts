import type { DeclareRuleBody } from '@partdesk/shared/logistics/declare/declare.contract';
import { checkDeclareRule } from '@partdesk/shared/logistics/declare/declare.rules';
import { eq } from 'drizzle-orm';
import { sysTenant } from '../../../../core/access/identity.table.js';
import { badRequest, type Env } from '../../../../core/http/index.js';
import { dictLines, invalidateLookups, saveDeclareRule } from '../../../lookups/index.js';
import { declareRuleOf } from '../declare.queries.js';

/**
 * PUT /merchant/logistics/declare/rule — an owner company's declaration rule (TenantId, else the caller's;
 * decision 0052); the default (tenant 0) answers for a company without its own.
 * Refused (400 naming the field, nothing written): empty text; percentage not in (0, 100] with at most
 * 2 decimals; rounding places not 0–2; tolerance not in [0, 50]; a currency not in the Currency
 * dictionary ('' = the shipment's currency).
 */
export async function saveDeclareRuleOf(env: Env, b: DeclareRuleBody) {
  const { db } = env.app;
  if (!b.Content) throw badRequest('logistics.declareContentRequired', undefined, 'Content');
  const bad = checkDeclareRule(b);
  if (bad) throw badRequest(`logistics.${bad.key}`, undefined, bad.field);
  const currency = b.Currency.toUpperCase();
  if (currency && !(await dictLines(db, 'Currency')).some((l) => l.value === currency))
    throw badRequest('logistics.declareCurrencyUnknown', { currency }, 'Currency');
  const tenantId = b.TenantId ?? env.user.tenantId;
  const [tenant] = await db.select({ id: sysTenant.id }).from(sysTenant).where(eq(sysTenant.id, tenantId));
  if (!tenant) throw badRequest('errors.fieldInvalid', { field: 'TenantId' }, 'TenantId');
  await db.transaction((tx) =>
    saveDeclareRule(
      tx,
      tenantId,
      {
        content: b.Content,
        contentEn: b.ContentEn,
        valuePercent: b.ValuePercent,
        decimals: b.Decimals,
        currency,
        tolerancePercent: b.TolerancePercent,
      },
      env.user.id,
    ),
  );
  invalidateLookups(db, 'logistics:');
  return declareRuleOf(db, tenantId);
}
