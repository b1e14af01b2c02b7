import { useQuery } from '@tanstack/react-query';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../core/http';

/** A row of GET /merchant/purchase/supplier/lookup (active suppliers only). */
export interface SupplierOption {
  Id: number;
  Code: string;
  Name: string;
  Currency: string;
}

/**
 * The supplier picker: active suppliers whose code or name contains what is typed (the lookup route
 * leaves suspended and prohibited ones out). `onPick` also hands the row (its currency).
 */
export function SupplierSelect({
  value,
  onChange,
  testId = 'pending-supplier',
  label,
  size,
  width = 320,
}: {
  value?: number | undefined;
  onChange: (v: number, row?: SupplierOption) => void;
  testId?: string;
  /** The current supplier's label when it is not among the lookup's answers (an edited PO). */
  label?: string | null | undefined;
  size?: 'small';
  width?: number;
}) {
  const { t } = useTranslation('resources');
  const [text, setText] = useState('');
  const found = useQuery({
    queryKey: ['purchase', 'suppliers', text],
    queryFn: () =>
      http.get<{ Records: SupplierOption[] }>('/merchant/purchase/supplier/lookup', { keyword: text }),
  });
  const rows = found.data?.Records ?? [];
  const options = rows.map((s) => ({ value: s.Id, label: `${s.Code} · ${s.Name} (${s.Currency})` }));
  if (value && label && !rows.some((r) => r.Id === value)) options.unshift({ value, label });
  return (
    <Select
      style={{ minWidth: width }}
      size={size}
      value={value}
      showSearch={{ filterOption: false, onSearch: setText }}
      placeholder={t('purchaseOrder.supplierPick')}
      loading={found.isFetching}
      options={options}
      onChange={(v: number) =>
        onChange(
          v,
          rows.find((r) => r.Id === v),
        )
      }
      data-testid={testId}
    />
  );
}
