import { desc, eq } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../core/http/envelope.js';
import { userNameSql } from '../../../core/reviews/index.js';
import { finPeriodLock } from './money-ledger.table.js';
import { chinaToday, lockDateOf, setLockDate } from './period-lock.js';

/** Finance settings (the finance roles hold `finance/*`). */
const LOCK_ACCESS = { grantedBy: ['finance/finance-setup/account'] } as const;
const tags = ['finance'];

/**
 * The period lock date of the caller's owner company (结账日期, a finance setting; decision 0026):
 * read it with its history, move it (not into the future; postings dated before it are refused).
 */
export const lockDateRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/merchant/finance/lockdate',
    {
      config: { access: LOCK_ACCESS },
      schema: { tags, summary: 'The period lock date in force, with who moved it when' },
    },
    async (req) => {
      const tenantId = req.auth().tenantId;
      const history = await app.ctx.db
        .select({
          LockDate: finPeriodLock.lockDate,
          CreatedAt: finPeriodLock.createdAt,
          CreatedBy: finPeriodLock.createdBy,
          CreatedByName: userNameSql(finPeriodLock.createdBy, req.lang),
        })
        .from(finPeriodLock)
        .where(eq(finPeriodLock.tenantId, tenantId))
        .orderBy(desc(finPeriodLock.id))
        .limit(50);
      return ok({ TenantId: tenantId, LockDate: await lockDateOf(app.ctx.db, tenantId), History: history });
    },
  );

  app.put(
    '/merchant/finance/lockdate',
    {
      config: { access: LOCK_ACCESS },
      schema: {
        tags,
        summary: 'Move the period lock date (no posting dated before it; not later than today)',
        body: z.object({ LockDate: z.string().trim().max(10) }),
      },
    },
    async (req) => {
      const user = req.auth();
      const lang = req.lang;
      await app.ctx.db.transaction((tx) =>
        setLockDate(
          tx,
          { userId: user.id, lang },
          user.tenantId,
          req.body.LockDate,
          chinaToday(app.ctx.clock.now()),
        ),
      );
      return ok({ TenantId: user.tenantId, LockDate: req.body.LockDate });
    },
  );
};
