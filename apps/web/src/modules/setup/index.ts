/** What other web modules may use of setup (scripts/arch rule "web": only through this index). */
export { type SettingChange, SettingGroup } from './setting-group';
export { SETTING_INPUTS } from './setting-inputs';
export type { SettingRow } from './settings-api';
