import type { Page } from '@partdesk/shared/core/codes';
import type { SettingKind, TenantCurrency } from '@partdesk/shared/setup/settings';
import { http } from '../../core/http';
import { pathOf } from '../../kit';

/**
 * The calls of /setup system-setting (apps/server/src/modules/setup/settings.routes.ts and
 * companies.routes.ts). Writes are silent: the screen shows a refusal on the field it names.
 */

export interface Company {
  Id: number;
  Name: string;
  NameEn: string;
  ShortName: string;
  Country: string | null;
  DocEnabled: boolean;
  BaseCurrency: TenantCurrency;
  Currencies: TenantCurrency[];
  /** The letterhead of its contracts / PI. */
  Address: string;
  AddressEn: string;
  Phone: string;
  Email: string;
  Version: number;
}

export interface CompanyBody {
  Name: string;
  NameEn: string;
  ShortName: string;
  DocEnabled: boolean;
  BaseCurrency: string;
  Currencies: string[];
  Address?: string;
  AddressEn?: string;
  Phone?: string;
  Email?: string;
  Version: number;
}

/** One setting as the server sends it: the registry's definition and the stored value. */
export interface SettingRow {
  Key: string;
  Group: string;
  Kind: SettingKind;
  Title: string;
  Help: string;
  Value: unknown;
  Default: unknown;
  Min: number | string | null;
  Max: number | string | null;
  MaxItems: number | null;
  Version: number;
  UpdatedBy: string | null;
  UpdatedAt: string | null;
}

export const SETTING_PERMITS = {
  saveSetting: 'PUT merchant/setup/setting/:key',
  saveCompany: 'PUT merchant/setup/company/:id',
} as const;

export const settingKeys = {
  companies: ['setup', 'company'] as const,
  settings: ['setup', 'setting'] as const,
};

export const settingsApi = {
  companies: () => http.get<Page<Company>>('/merchant/setup/company'),
  saveCompany: (id: number, body: CompanyBody) =>
    http.put<Company>(pathOf('/merchant/setup/company/:id', id), body, { silent: true }),
  settings: () => http.get<Page<SettingRow>>('/merchant/setup/setting'),
  saveSetting: (key: string, value: unknown, version: number) =>
    http.put<SettingRow>(
      pathOf('/merchant/setup/setting/:id', key),
      { Value: value, Version: version },
      { silent: true },
    ),
};
