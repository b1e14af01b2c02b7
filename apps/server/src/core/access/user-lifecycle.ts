import type { AppContext } from '../context.js';
import type { Tx } from '../db/client.js';
import type { AfterCommit } from '../documents/after-commit.js';

/** What a hook gets when a user is disabled (inside the disabling transaction). */
export interface UserDisabledEvent {
  app: AppContext;
  /** Queue notifications here; they run after the commit. */
  after: AfterCommit;
  userId: number;
  /** Who disabled the account. */
  byUserId: number;
  at: Date;
}

type Hook = { name: string; run(tx: Tx, e: UserDisabledEvent): Promise<void> };
const hooks = new Map<string, Hook>();

/**
 * Lets a module act when an account is disabled without setup importing it (e.g. the CRM returns
 * the user's customers to the public pool with reason "owner left"). Modules register inside their
 * `register` (decision 0023); the name keeps a second app in the process idempotent. The hooks run inside the transaction that disables
 * the user, in registration order: throwing refuses the disabling.
 */
export function onUserDisabled(name: string, run: Hook['run']): void {
  hooks.set(name, { name, run });
}

/** Called by setup inside the disabling transaction. */
export async function runUserDisabledHooks(tx: Tx, e: UserDisabledEvent): Promise<void> {
  for (const h of hooks.values()) await h.run(tx, e);
}
