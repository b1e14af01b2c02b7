import { actionApplies, actionOf, type ResourceDef } from '@partdesk/shared/resource/define';
import { type AppError, conflict } from '../http/app-error.js';

/**
 * The server half of an action's `when` (decision 0021): the action's route refuses a row whose state
 * is not one the shared definition lists — the same rule the web kit shows the row action by. `row`
 * holds the `when` fields by their wire names; `refuse` gives a module's own message (default
 * `errors.actionNotInState`, 409).
 */
export function requireActionState(
  def: ResourceDef,
  action: string,
  row: Readonly<Record<string, unknown>>,
  refuse?: () => AppError,
): void {
  if (!actionApplies(actionOf(def, action), row)) throw refuse?.() ?? conflict('errors.actionNotInState');
}
