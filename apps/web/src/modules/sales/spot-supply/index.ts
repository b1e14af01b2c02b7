/** Spot supply: the screens other web modules may use (import only through this file). */
export { SpotSupplyForm } from './spot-supply-form';
