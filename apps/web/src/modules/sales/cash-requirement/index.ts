/** Spot requirement: the screens other web modules may use (import only through this file). */
export { CashRequirementForm } from './cash-requirement-form';
