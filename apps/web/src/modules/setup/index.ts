/** What other web modules may use of setup (scripts/arch rule "web": only through this index). */
export { SETTING_INPUTS } from './setting-inputs';
export type { SettingRow } from './settings-api';
