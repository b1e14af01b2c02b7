import type { z } from 'zod';
import type { Env } from '../../../core/http/index.js';
import { assertMayWriteUser } from '../privilege-rules.js';
import { userDetail } from '../user.queries.js';
import { checkRefs, createUser, type createUserBody } from '../user-write.js';

/** Creates an account: its department, company and roles must exist and the privilege rules allow it. */
export async function addUser(env: Env, input: z.infer<typeof createUserBody>) {
  const { db } = env.app;
  const RoleIds = await checkRefs(db, input);
  await assertMayWriteUser(db, env.user, {
    before: null,
    after: { RoleIds, DeptId: input.DeptId ?? null, TenantId: input.TenantId },
  });
  const id = await createUser(db, input, env.user.id);
  return userDetail(db, id);
}
