import type { SettingRow } from '../setup';

/**
 * The topics of /crmsystem/crmsettring (#20 item 13): the CRM group of the settings registry
 * (packages/shared/src/setup/settings.ts) shown as a few cards, each saved at once. A CRM setting no
 * topic names lands in `other`, so a new registry entry is never hidden.
 */
export const CRM_SETTING_TOPICS = [
  { topic: 'claimQuota', keys: ['poolClaimMonthlyQuota', 'maxCustomersPerSalesperson'] },
  { topic: 'poolRules', keys: ['poolClaimReviewEnabled', 'poolReclaimCoolDownDays'] },
  { topic: 'inactivity', keys: ['poolReturnEnabled', 'poolReturnTiers'] },
  { topic: 'conflicts', keys: ['publicMailDomains'] },
] as const;

export type CrmSettingTopic = (typeof CRM_SETTING_TOPICS)[number]['topic'] | 'other';

export interface CrmSettingGroup {
  topic: CrmSettingTopic;
  settings: SettingRow[];
}

/** The server's rows in topic order (each topic in its own key order); empty topics left out. */
export function groupCrmSettings(rows: SettingRow[]): CrmSettingGroup[] {
  const byKey = new Map(rows.map((r) => [r.Key, r]));
  const named = new Set<string>(CRM_SETTING_TOPICS.flatMap((t) => t.keys));
  const groups: CrmSettingGroup[] = CRM_SETTING_TOPICS.map((t) => ({
    topic: t.topic,
    settings: t.keys.flatMap((k) => byKey.get(k) ?? []),
  }));
  groups.push({ topic: 'other', settings: rows.filter((r) => !named.has(r.Key)) });
  return groups.filter((g) => g.settings.length > 0);
}
