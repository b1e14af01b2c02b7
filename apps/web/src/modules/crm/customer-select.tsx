import './i18n';
import { CUSTOMER_STATUS } from '@partdesk/shared/crm/crm-codes';
import { customerResource } from '@partdesk/shared/crm/customer-resource';
import { useQuery } from '@tanstack/react-query';
import Select from 'antd/es/select';
import { type CSSProperties, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { resourceApi } from '../../kit';

/** A customer row of the list (the fields the picker reads; the list answers more, e.g. `Currency`). */
export interface CustomerOption {
  Id: number;
  Code: string;
  ShortName: string;
  Name: string;
  Currency?: string | null;
}

export interface CustomerSelectProps {
  /** The customer id (antd Form.Item passes value / onChange). */
  value?: number;
  /** The chosen id, and its row when it came from the list (e.g. to take the customer's currency). */
  onChange?: (id: number, customer?: CustomerOption) => void;
  /** Only active customers (status 2), e.g. where the server refuses others (demand orders). */
  activeOnly?: boolean;
  disabled?: boolean;
  style?: CSSProperties;
  'data-testid'?: string;
}

const labelOf = (c: CustomerOption) => `${c.Code} ${c.ShortName || c.Name}`;

/**
 * A customer picker over the caller's customers (the server's data scope on
 * POST /merchant/crm/customer/Query), searched by short name, 20 at a time; the chosen id is the value.
 * A value not among the options (preset from `?customerId=`, an edited document) is shown by its
 * code and name (GET /merchant/crm/customer/:id), or `#id` when the caller may not read it.
 */
export function CustomerSelect({ activeOnly, onChange, ...props }: CustomerSelectProps) {
  const { t } = useTranslation('crmUi');
  const [kw, setKw] = useState('');
  const found = useQuery({
    queryKey: ['resource', customerResource.name, 'select', activeOnly === true, kw],
    queryFn: () =>
      resourceApi.list<CustomerOption>(customerResource, {
        pageIndex: 1,
        pageSize: 20,
        ...(activeOnly ? { Status: [CUSTOMER_STATUS.active] } : {}),
        ...(kw ? { ShortName: kw } : {}),
      }),
    enabled: !props.disabled,
  });
  const records = found.data?.Records ?? [];
  const missing = props.value != null && !records.some((c) => c.Id === props.value) ? props.value : null;
  const chosen = useQuery({
    queryKey: ['resource', customerResource.name, 'detail', missing],
    queryFn: () => resourceApi.detail<CustomerOption>(customerResource, missing!),
    enabled: missing != null && (found.isFetched || !!props.disabled),
    retry: false,
  });
  const options = records.map((c) => ({ value: c.Id, label: labelOf(c) }));
  if (missing != null)
    options.unshift({ value: missing, label: chosen.data ? labelOf(chosen.data) : `#${missing}` });
  return (
    <Select
      {...props}
      showSearch={{ filterOption: false, onSearch: setKw }}
      placeholder={t('customerSelect.placeholder')}
      notFoundContent={found.isFetching ? undefined : t('customerSelect.empty')}
      loading={found.isFetching}
      options={options}
      onChange={(id: number) =>
        onChange?.(
          id,
          records.find((c) => c.Id === id),
        )
      }
    />
  );
}
