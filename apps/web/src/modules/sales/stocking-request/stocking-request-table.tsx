import {
  STOCKING_LINE_STATUS,
  STOCKING_REQUEST_PERMITS,
  type StockingResolveAction,
} from '@partdesk/shared/sales/stocking-request/stocking-request.codes';
import type {
  StockingRequestLineView,
  StockingRequestView,
} from '@partdesk/shared/sales/stocking-request/stocking-request.contract';
import {
  STOCKING_LINE_STATUS_OPTIONS,
  STOCKING_REQUEST_STATUS_OPTIONS,
} from '@partdesk/shared/sales/stocking-request/stocking-request.resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { useMay } from '../../../core/use-may';
import { ErrorState, formatDateTime } from '../../../kit';
import { stockingApi } from './stocking-request-api';

const tagOf = (
  options: readonly { value: number; label: string; color: string }[],
  v: number,
  t: (k: string) => string,
) => {
  const o = options.find((x) => x.value === v);
  return o ? <Tag color={o.color}>{t(o.label.replace(/^resources\./, ''))}</Tag> : v;
};

/** One request's lines with what the caller may do: purchasing marks approved lines failed; sales resolves failed ones. */
function RequestLines({ request, onChanged }: { request: StockingRequestView; onChanged: () => void }) {
  const { t } = useTranslation('resources');
  const may = useMay();
  const q = useQuery({
    queryKey: ['stockingRequest', 'detail', request.Id, request.Version],
    queryFn: () => stockingApi.detail(request.Id),
  });
  const [failing, setFailing] = useState<StockingRequestLineView | null>(null);
  const [reason, setReason] = useState('');
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      toast.success(t('stockingRequest.done'));
      onChanged();
      return true;
    } catch (e) {
      toast.error((e as Error).message);
      return false;
    }
  };
  const resolve = (l: StockingRequestLineView, Action: StockingResolveAction) =>
    run(() => stockingApi.resolve(request.Id, { LineIds: [l.Id], Action }));
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  return (
    <>
      <Table
        size="small"
        rowKey="Id"
        loading={q.isLoading}
        pagination={false}
        dataSource={q.data?.Lines ?? []}
        data-testid={`stocking-lines-${request.Id}`}
        columns={[
          { title: t('stockingRequest.LineNo'), dataIndex: 'LineNo', width: 60 },
          { title: t('stockingRequest.Mpn'), dataIndex: 'Mpn' },
          { title: t('stockingRequest.Brand'), dataIndex: 'Brand', width: 90 },
          { title: t('stockingRequest.Quantity'), dataIndex: 'Quantity', align: 'right', width: 90 },
          { title: t('stockingRequest.Remark'), dataIndex: 'Remark' },
          {
            title: t('stockingRequest.LineStatus'),
            dataIndex: 'Status',
            width: 110,
            render: (v: number) => tagOf(STOCKING_LINE_STATUS_OPTIONS, v, t),
          },
          { title: t('stockingRequest.AbolishReason'), dataIndex: 'AbolishReason' },
          {
            key: 'actions',
            width: 220,
            render: (_: unknown, l: StockingRequestLineView) => (
              <Space size="small">
                {l.Status === STOCKING_LINE_STATUS.approved && may(STOCKING_REQUEST_PERMITS.abolish) && (
                  <Button
                    size="small"
                    danger
                    data-testid={`stocking-abolish-${l.Id}`}
                    onClick={() => {
                      setReason('');
                      setFailing(l);
                    }}
                  >
                    {t('stockingRequest.abolish')}
                  </Button>
                )}
                {l.Status === STOCKING_LINE_STATUS.failed && may(STOCKING_REQUEST_PERMITS.resolve) && (
                  <>
                    <Button
                      size="small"
                      data-testid={`stocking-retry-${l.Id}`}
                      onClick={() => void resolve(l, 'retry')}
                    >
                      {t('stockingRequest.retry')}
                    </Button>
                    <Popconfirm
                      title={t('stockingRequest.dropLine')}
                      onConfirm={() => resolve(l, 'dropLine')}
                    >
                      <Button size="small" danger data-testid={`stocking-drop-${l.Id}`}>
                        {t('stockingRequest.dropLine')}
                      </Button>
                    </Popconfirm>
                  </>
                )}
              </Space>
            ),
          },
        ]}
      />
      <Modal
        open={!!failing}
        title={failing ? t('stockingRequest.abolishTitle', { line: failing.LineNo, mpn: failing.Mpn }) : ''}
        okButtonProps={{ danger: true, disabled: !reason.trim() }}
        onCancel={() => setFailing(null)}
        onOk={async () => {
          const l = failing!;
          if (await run(() => stockingApi.abolish(request.Id, { LineIds: [l.Id], Reason: reason.trim() })))
            setFailing(null);
        }}
        destroyOnHidden
      >
        <Input.TextArea
          rows={3}
          maxLength={500}
          placeholder={t('stockingRequest.AbolishReason')}
          value={reason}
          onChange={(e) => setReason(e.target.value)}
          data-testid="stocking-abolish-reason"
        />
      </Modal>
    </>
  );
}

/**
 * Stocking requests of a filter (`{ OrderId }` on the order detail, `{ Status: [2] }` for purchasing),
 * each row expanding to its lines and their actions.
 */
export function StockingRequestTable({
  filters,
  testId,
}: {
  filters: Record<string, unknown>;
  testId: string;
}) {
  const { t } = useTranslation('resources');
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['stockingRequest', 'list', filters],
    queryFn: () => stockingApi.list(filters),
  });
  const changed = () => void qc.invalidateQueries({ queryKey: ['stockingRequest'] });
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  return (
    <Table
      size="small"
      rowKey="Id"
      loading={q.isLoading}
      data-testid={testId}
      dataSource={q.data?.Records ?? []}
      pagination={false}
      locale={{ emptyText: t('stockingRequest.none') }}
      expandable={{ expandedRowRender: (r) => <RequestLines request={r} onChanged={changed} /> }}
      columns={[
        { title: t('stockingRequest.No'), dataIndex: 'No', width: 150 },
        { title: t('stockingRequest.OrderNo'), dataIndex: 'OrderNo', width: 150 },
        { title: t('stockingRequest.Customer'), dataIndex: 'CustomerName' },
        { title: t('stockingRequest.Owner'), dataIndex: 'OwnerName', width: 100 },
        { title: t('stockingRequest.Quantity'), dataIndex: 'Quantity', align: 'right', width: 90 },
        {
          title: t('stockingRequest.Status'),
          dataIndex: 'Status',
          width: 100,
          render: (v: number) => tagOf(STOCKING_REQUEST_STATUS_OPTIONS, v, t),
        },
        { title: t('stockingRequest.Reason'), dataIndex: 'Reason' },
        { title: t('stockingRequest.ReviewComment'), dataIndex: 'ReviewComment' },
        {
          title: t('common.CreatedAt'),
          dataIndex: 'CreatedAt',
          width: 150,
          render: (v: string) => formatDateTime(v),
        },
      ]}
    />
  );
}
