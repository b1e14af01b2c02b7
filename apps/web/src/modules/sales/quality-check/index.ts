/** Sales-side quality checks: the screens other web modules may use (import only through this file). */
export { QualityCheckForm } from './quality-check-form';
