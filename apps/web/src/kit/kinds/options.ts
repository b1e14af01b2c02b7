import '../i18n';
import { type Option, ownerCompanyOptions } from '@partdesk/shared/access/client-lookups';
import type { FieldDef, LookupSource } from '@partdesk/shared/resource/define';
import type { FieldKind } from '@partdesk/shared/resource/field-kinds';
import { useTranslation } from 'react-i18next';
import { label } from '../../core/i18n';
import {
  useAccounts,
  useBomOrigins,
  useBuyers,
  useCountries,
  useCurrencies,
  useCustomerOrigins,
  useCustomerProps,
  useCustomerTypes,
  useDepartments,
  useDict,
  useManageLevels,
  useRoles,
  useSalespeople,
  useTenants,
  useUsers,
  useWarehouses,
} from '../../core/lookups';

/** Options of a field that picks from a list (enum, dict, lookup, user), with the loading flag. */
export interface FieldOptions {
  options: Option[];
  loading: boolean;
}

const NONE: FieldOptions = { options: [], loading: false };

function fromQuery(q: { data?: Option[]; isLoading: boolean }): FieldOptions {
  return { options: q.data ?? [], loading: q.isLoading };
}
const idName = (rows: readonly { Id: number; Name: string }[] | undefined): Option[] =>
  (rows ?? []).map((r) => ({ value: r.Id, label: r.Name }));

function useTenantOptions(): FieldOptions {
  const q = useTenants();
  return { options: idName(q.data), loading: q.isLoading };
}
function useOwnerCompanyOptions(): FieldOptions {
  const { i18n } = useTranslation();
  const q = useTenants();
  return {
    options: ownerCompanyOptions(i18n.language === 'en-US' ? 'en-US' : 'zh-CN', q.data ?? []),
    loading: q.isLoading,
  };
}
function useCurrencyOptions(): FieldOptions {
  const q = useCurrencies();
  return { options: (q.data ?? []).map((r) => ({ value: r.Id, label: r.Name })), loading: q.isLoading };
}
function useAccountOptions(): FieldOptions {
  const q = useAccounts();
  return { options: idName(q.data), loading: q.isLoading };
}

/** Every lookup source of the definitions → the hook of apps/web/src/core/lookups.ts that lists it. */
const LOOKUP_OPTIONS = {
  tenants: useTenantOptions,
  ownerCompanies: useOwnerCompanyOptions,
  departments: () => fromQuery(useDepartments()),
  currencies: useCurrencyOptions,
  roles: () => fromQuery(useRoles()),
  warehouses: () => fromQuery(useWarehouses()),
  customerProps: () => fromQuery(useCustomerProps()),
  customerOrigins: () => fromQuery(useCustomerOrigins()),
  customerTypes: () => fromQuery(useCustomerTypes()),
  bomOrigins: () => fromQuery(useBomOrigins()),
  manageLevels: () => fromQuery(useManageLevels()),
  accounts: useAccountOptions,
  countries: () => fromQuery(useCountries()),
} satisfies Record<LookupSource, () => FieldOptions>;

const USER_OPTIONS = {
  all: () => fromQuery(useUsers()),
  salers: () => fromQuery(useSalespeople()),
  buyers: () => fromQuery(useBuyers()),
} as const;

function useEnumOptions(field: FieldDef): FieldOptions {
  const { t } = useTranslation();
  if (field.kind !== 'enum') return NONE;
  return {
    options: field.options.map((o) => ({ value: o.value, label: t(label(o.label)) })),
    loading: false,
  };
}
function useDictOptions(field: FieldDef): FieldOptions {
  // The field of a component never changes kind, so the hook order is stable.
  return fromQuery(useDict(field.kind === 'dict' ? field.dict : 'Currency'));
}
function useBooleanOptions(): FieldOptions {
  const { t } = useTranslation('kit');
  return {
    options: [
      { value: 'true', label: t('filter.yes') },
      { value: 'false', label: t('filter.no') },
    ],
    loading: false,
  };
}
const useNoOptions = (): FieldOptions => NONE;

/** Where each kind's options come from (exhaustive). */
const OPTIONS_BY_KIND = {
  text: useNoOptions,
  number: useNoOptions,
  money: useNoOptions,
  percent: useNoOptions,
  date: useNoOptions,
  datetime: useNoOptions,
  enum: useEnumOptions,
  dict: useDictOptions,
  boolean: useBooleanOptions,
  lookup: (f: FieldDef) => LOOKUP_OPTIONS[f.kind === 'lookup' ? f.lookup : 'tenants'](),
  user: (f: FieldDef) => USER_OPTIONS[f.kind === 'user' ? (f.users ?? 'all') : 'all'](),
  attachment: useNoOptions,
} satisfies Record<FieldKind, (f: FieldDef) => FieldOptions>;

/**
 * The options of a field (a hook: call it from the component that renders the field; a field's kind
 * and source do not change over the component's life).
 */
export function useFieldOptions(field: FieldDef): FieldOptions {
  return OPTIONS_BY_KIND[field.kind](field);
}

/** The label of a value among options, or undefined when unknown. */
export function optionLabel(options: readonly Option[], value: unknown): string | undefined {
  return options.find((o) => String(o.value) === String(value))?.label;
}
