import '../i18n';
import type { InvoiceRequirementView } from '@partdesk/shared/finance/invoice/invoice.contract';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../core/http';

interface Filters {
  CustomerName: string;
  Currency: string;
}

/**
 * finance/financial/requirement: invoice requirements by customer — per customer and currency, what
 * approved orders shipped and is neither invoiced nor requested yet (orders, lines, quantity, amount
 * excl. tax, tax, total, the oldest order), from POST /merchant/finance/invoice/requirement/Query
 * (the sales order's data scope: a salesperson sees their own orders; decision 0055).
 */
export default function InvoiceRequirementPage() {
  const { t } = useTranslation('financeUi');
  const [draft, setDraft] = useState<Filters>({ CustomerName: '', Currency: '' });
  const [filters, setFilters] = useState<Filters>(draft);
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const q = useQuery({
    queryKey: ['finance.invoice.requirement', filters, page],
    queryFn: () =>
      http.post<{ Records: InvoiceRequirementView[]; TotalCount: number }>(
        '/merchant/finance/invoice/requirement/Query',
        {
          ...page,
          ...(filters.CustomerName ? { CustomerName: filters.CustomerName } : {}),
          ...(filters.Currency ? { Currency: filters.Currency } : {}),
        },
      ),
    placeholderData: keepPreviousData,
  });
  const search = () => {
    setFilters(draft);
    setPage((p) => ({ ...p, pageIndex: 1 }));
  };
  return (
    <Card title={t('invoiceUi.requirementTitle')} data-testid="invoice-requirement">
      <Typography.Paragraph type="secondary">{t('invoiceUi.requirementHint')}</Typography.Paragraph>
      <Space wrap style={{ marginBottom: 12 }}>
        <Input
          placeholder={t('invoiceUi.customerName')}
          value={draft.CustomerName}
          onChange={(e) => setDraft((d) => ({ ...d, CustomerName: e.target.value }))}
          onPressEnter={search}
          data-testid="requirement-customer"
        />
        <Input
          placeholder={t('invoiceUi.currency')}
          value={draft.Currency}
          onChange={(e) => setDraft((d) => ({ ...d, Currency: e.target.value.toUpperCase() }))}
          onPressEnter={search}
          style={{ width: 100 }}
        />
        <Button type="primary" onClick={search} data-testid="requirement-search">
          {t('invoiceUi.search')}
        </Button>
        <Button
          onClick={() => {
            const empty = { CustomerName: '', Currency: '' };
            setDraft(empty);
            setFilters(empty);
          }}
        >
          {t('invoiceUi.reset')}
        </Button>
      </Space>
      <Table<InvoiceRequirementView>
        size="small"
        rowKey={(r) => `${r.CustomerId}-${r.Currency}`}
        loading={q.isFetching}
        dataSource={q.data?.Records ?? []}
        locale={{ emptyText: t('invoiceUi.empty') }}
        pagination={{
          current: page.pageIndex,
          pageSize: page.pageSize,
          total: q.data?.TotalCount ?? 0,
          onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
        }}
        columns={[
          { title: t('invoiceUi.customer'), dataIndex: 'CustomerName' },
          { title: t('invoiceUi.currency'), dataIndex: 'Currency', width: 80 },
          { title: t('invoiceUi.orderCount'), dataIndex: 'OrderCount', width: 90 },
          { title: t('invoiceUi.lineCount'), dataIndex: 'LineCount', width: 90 },
          { title: t('invoiceUi.openQty'), dataIndex: 'OpenQty', width: 110 },
          { title: t('invoiceUi.openAmount'), dataIndex: 'OpenAmount', width: 120 },
          { title: t('invoiceUi.openTax'), dataIndex: 'OpenTax', width: 100 },
          { title: t('invoiceUi.openTotal'), dataIndex: 'OpenTotal', width: 120 },
          { title: t('invoiceUi.oldest'), dataIndex: 'OldestOrderDate', width: 120 },
        ]}
      />
    </Card>
  );
}
