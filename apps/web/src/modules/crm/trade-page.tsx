import './i18n';
import type { Page } from '@partdesk/shared/core/codes';
import { useQuery } from '@tanstack/react-query';
import Card from 'antd/es/card';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { EmptyState, resourceApi } from '../../kit';
import { customerResource } from '@partdesk/shared/crm/customer-resource';
import { TradeTimeline } from './trade-timeline';

interface CustomerOption {
  Id: number;
  Code: string;
  ShortName: string;
  Name: string;
}

/** The caller's customers (server scope) matching a name, for the picker. */
function useCustomerSearch(text: string) {
  return useQuery({
    queryKey: ['resource', customerResource.name, 'pick', text],
    queryFn: () =>
      resourceApi.list<CustomerOption>(customerResource, {
        pageIndex: 1,
        pageSize: 20,
        ...(text ? { Name: text } : {}),
      }) as Promise<Page<CustomerOption>>,
  });
}

/** /crmsystem/customertrade?customerId=: one customer's trade timeline, picked among the caller's customers. */
export default function TradePage() {
  const { t } = useTranslation('crmUi');
  const [params, setParams] = useSearchParams();
  const [text, setText] = useState('');
  const found = useCustomerSearch(text);
  const customerId = Number(params.get('customerId')) || 0;
  return (
    <Card size="small" title={t('trade.title')} data-testid="trade-page">
      <Select
        style={{ width: 420, marginBottom: 16 }}
        showSearch={{ filterOption: false, onSearch: setText }}
        placeholder={t('trade.pick')}
        loading={found.isFetching}
        value={customerId || undefined}
        options={(found.data?.Records ?? []).map((c) => ({
          value: c.Id,
          label: `${c.Code} · ${c.ShortName || c.Name}`,
        }))}
        onChange={(id: number) => setParams({ customerId: String(id) })}
        data-testid="trade-customer"
      />
      {customerId ? (
        <TradeTimeline customerId={customerId} />
      ) : (
        <EmptyState description={t('trade.pickFirst')} />
      )}
    </Card>
  );
}
