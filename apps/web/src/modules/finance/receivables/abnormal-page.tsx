import {
  ABNORMAL_KIND_VALUES,
  RECEIVABLES_API as API,
} from '@partdesk/shared/finance/receivables/receivables.codes';
import type { AbnormalRow } from '@partdesk/shared/finance/receivables/receivables.contract';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Select, Space, Table, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../core/http';
import { formatMoney } from '../../../kit';
import '../i18n';

const KIND_COLOR: Record<number, string> = { 1: 'orange', 2: 'red', 3: 'volcano' };

/**
 * finance/financial/abnormal: documents needing finance attention in one list with a kind column —
 * bank receipts unclaimed over the setting's days, negative balances, orders past their terms with
 * nothing received (decision 0056); most days first.
 */
export default function AbnormalPage() {
  const { t } = useTranslation('resources');
  const { t: tf } = useTranslation('finance');
  const [kind, setKind] = useState<number | undefined>();
  const [page, setPage] = useState({ pageIndex: 1, pageSize: 20 });
  const L = (k: string) => t(`abnormal.${k}`);
  const list = useQuery({
    queryKey: ['finance', 'abnormal', kind, page],
    queryFn: () =>
      http.post<{ Records: AbnormalRow[]; TotalCount: number; AlertDays: number }>(API.abnormal, {
        ...page,
        Kind: kind,
      }),
  });
  return (
    <Card title={L('title')} data-testid="abnormal-list">
      <Space direction="vertical" style={{ width: '100%' }}>
        <Alert type="info" showIcon message={tf('abnormalUi.hint', { days: list.data?.AlertDays ?? '…' })} />
        <Select
          allowClear
          placeholder={L('Kind')}
          style={{ width: 220 }}
          value={kind}
          onChange={(v?: number) => {
            setKind(v);
            setPage((p) => ({ ...p, pageIndex: 1 }));
          }}
          options={ABNORMAL_KIND_VALUES.map((k) => ({ value: k, label: L(`kind${k}`) }))}
          data-testid="abnormal-kind"
        />
        <Table
          size="small"
          rowKey="Id"
          loading={list.isLoading}
          dataSource={list.data?.Records ?? []}
          pagination={{
            current: page.pageIndex,
            pageSize: page.pageSize,
            total: list.data?.TotalCount ?? 0,
            onChange: (pageIndex, pageSize) => setPage({ pageIndex, pageSize }),
          }}
          columns={[
            {
              title: L('Kind'),
              dataIndex: 'Kind',
              width: 150,
              render: (k: number) => <Tag color={KIND_COLOR[k]}>{L(`kind${k}`)}</Tag>,
            },
            { title: L('DocNo'), dataIndex: 'DocNo', width: 160 },
            { title: L('PartyName'), dataIndex: 'PartyName' },
            { title: L('Currency'), dataIndex: 'Currency', width: 70 },
            {
              title: L('Amount'),
              dataIndex: 'Amount',
              align: 'right',
              width: 120,
              render: (v: string) => formatMoney(v),
            },
            { title: L('Date'), dataIndex: 'Date', width: 110 },
            { title: L('Days'), dataIndex: 'Days', align: 'right', width: 70 },
          ]}
        />
      </Space>
    </Card>
  );
}
