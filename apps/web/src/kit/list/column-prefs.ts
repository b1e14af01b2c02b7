import { listedFields, type ResourceDef } from '@partdesk/shared/resource/define';
import { useCallback, useState } from 'react';

/**
 * The column chooser's choice, remembered per user and resource in localStorage
 * (`pd.columns.<userId>.<def.name>`: the visible column names). Without a stored choice, the listed
 * fields except `list: { hidden: true }` show.
 */
export const columnPrefsKey = (userId: number | string | undefined, defName: string) =>
  `pd.columns.${userId ?? 0}.${defName}`;

export function defaultColumns(def: ResourceDef): string[] {
  return listedFields(def)
    .filter((f) => !(typeof f.list === 'object' && f.list.hidden))
    .map((f) => f.name);
}

export function loadColumns(def: ResourceDef, userId: number | string | undefined): string[] {
  try {
    const raw = localStorage.getItem(columnPrefsKey(userId, def.name));
    if (raw) {
      const names = JSON.parse(raw) as unknown;
      const listed = new Set(listedFields(def).map((f) => f.name));
      if (Array.isArray(names))
        return names.filter((n): n is string => typeof n === 'string' && listed.has(n));
    }
  } catch {
    // a broken entry falls back to the defaults
  }
  return defaultColumns(def);
}

export function useColumnPrefs(def: ResourceDef, userId: number | string | undefined) {
  const [visible, setVisibleState] = useState(() => loadColumns(def, userId));
  const [owner, setOwner] = useState(columnPrefsKey(userId, def.name));
  const key = columnPrefsKey(userId, def.name);
  if (owner !== key) {
    // another user or resource on the same component: read its own choice
    setOwner(key);
    setVisibleState(loadColumns(def, userId));
  }
  const setVisible = useCallback(
    (names: string[]) => {
      setVisibleState(names);
      localStorage.setItem(key, JSON.stringify(names));
    },
    [key],
  );
  const reset = useCallback(() => {
    localStorage.removeItem(key);
    setVisibleState(defaultColumns(def));
  }, [key, def]);
  return { visible, setVisible, reset };
}
