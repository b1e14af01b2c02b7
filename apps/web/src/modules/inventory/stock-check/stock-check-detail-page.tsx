import { MOVE_KINDS } from '@partdesk/shared/inventory/ledger/ledger.codes';
import {
  STOCK_CHECK_DOC,
  STOCK_CHECK_EDITABLE,
  STOCK_CHECK_STATUS,
} from '@partdesk/shared/inventory/stock-check/stock-check.codes';
import type {
  StockCheckLineInput,
  StockCheckLineView,
} from '@partdesk/shared/inventory/stock-check/stock-check.contract';
import { STOCK_CHECK_STATUS_OPTIONS } from '@partdesk/shared/inventory/stock-check/stock-check.resource';
import { countDifference, isCountQty } from '@partdesk/shared/inventory/stock-check/stock-check.rules';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import InputNumber from 'antd/es/input-number';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../core/feedback';
import { DocumentTabs, EmptyState, ErrorState, LoadingState, successPrompt } from '../../../kit';
import { FoundStockForm } from './found-stock-form';
import { stockCheckApi } from './stock-check-api';

/** A lot's stock moves (expanded under its line). */
function LotMoves({ lotId }: { lotId: number }) {
  const { t } = useTranslation('resources');
  const q = useQuery({
    queryKey: ['stockCheck', 'lotMoves', lotId],
    queryFn: () => stockCheckApi.lotMoves(lotId),
  });
  return (
    <Table
      size="small"
      rowKey="Id"
      data-testid={`lot-moves-${lotId}`}
      loading={q.isLoading}
      dataSource={q.data?.Records ?? []}
      pagination={false}
      title={() => t('stockCheck.moves')}
      columns={[
        {
          title: t('stockCheck.moveAt'),
          dataIndex: 'CreatedAt',
          render: (v: string) => v.replace('T', ' ').slice(0, 16),
        },
        {
          title: t('stockCheck.moveKind'),
          dataIndex: 'Kind',
          render: (k: number) => ((MOVE_KINDS as number[]).includes(k) ? t(`stockCheck.kind${k}`) : k),
        },
        { title: t('stockCheck.moveQty'), dataIndex: 'Qty', align: 'right' },
        {
          title: t('stockCheck.moveDoc'),
          dataIndex: 'DocNo',
          render: (no: string | null, r) => no ?? `${r.DocType} ${r.DocId}`,
        },
      ]}
    />
  );
}

/**
 * /finance/financial/stockcheck-detail?id=: a count sheet — book, counted (editable while draft or
 * rejected), difference = counted − book; save, submit; finance approves or rejects here (the shared
 * review routes); a line expands to its lot's stock moves. Trace tab last.
 */
export default function StockCheckDetailPage() {
  const { t } = useTranslation('resources');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const qc = useQueryClient();
  const key = ['stockCheck', 'detail', id];
  const q = useQuery({ queryKey: key, queryFn: () => stockCheckApi.detail(id), enabled: id > 0 });
  const req = useQuery({
    queryKey: ['stockCheck', 'request', id, q.data?.Status],
    queryFn: () => stockCheckApi.pendingRequest(id),
    enabled: q.data?.Status === STOCK_CHECK_STATUS.pendingReview,
  });
  const [counts, setCounts] = useState<Record<number, number | null>>({});
  const [added, setAdded] = useState<StockCheckLineInput[]>([]);
  if (!(id > 0)) return <EmptyState description={t('stockCheck.missingId')} />;
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = q.data;
  const editable = STOCK_CHECK_EDITABLE.includes(d.Status);
  const countOf = (l: StockCheckLineView) => (l.Id in counts ? counts[l.Id] : l.CountedQty);
  const dirty = Object.keys(counts).length > 0 || added.length > 0;
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      setCounts({});
      setAdded([]);
      await qc.invalidateQueries({ queryKey: ['stockCheck'] });
      successPrompt('saved');
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  const save = () =>
    run(() =>
      stockCheckApi.save(
        d.Id,
        d.Version,
        d.Lines.map(
          (l): StockCheckLineInput => ({
            Id: l.Id,
            CountedQty: countOf(l) as number,
            ...(l.Found
              ? {
                  Mpn: l.Mpn,
                  Brand: l.Brand,
                  Package: l.Package,
                  DateCode: l.DateCode,
                  UnitCost: l.UnitCost ?? '0',
                  Currency: l.Currency ?? 'CNY',
                }
              : {}),
          }),
        ).concat(added),
      ),
    );
  const status = STOCK_CHECK_STATUS_OPTIONS.find((o) => o.value === d.Status);
  return (
    <div data-testid="stock-check-detail">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        title={d.No}
        extra={
          <Space wrap>
            {editable && (
              <Button
                data-testid="stock-check-save"
                disabled={d.Lines.some((l) => !isCountQty(countOf(l)))}
                onClick={() => void save()}
              >
                {t('stockCheck.save')}
              </Button>
            )}
            {editable && (
              <Button
                type="primary"
                data-testid="stock-check-submit"
                disabled={dirty}
                onClick={() => void run(() => stockCheckApi.submit(d.Id, d.Version))}
              >
                {t('stockCheck.submit')}
              </Button>
            )}
            {req.data && (
              <Button
                type="primary"
                data-testid="stock-check-approve"
                onClick={() => void run(() => stockCheckApi.decide('approve', req.data!.Id))}
              >
                {t('stockCheck.approve')}
              </Button>
            )}
            {req.data && (
              <Button
                danger
                data-testid="stock-check-reject"
                onClick={() =>
                  void run(() => stockCheckApi.decide('reject', req.data!.Id, t('stockCheck.rejectComment')))
                }
              >
                {t('stockCheck.reject')}
              </Button>
            )}
          </Space>
        }
        items={[
          { key: 'w', label: t('stockCheck.WarehouseId'), children: d.WarehouseName },
          { key: 'z', label: t('stockCheck.ZoneId'), children: d.ZoneName ?? '—' },
          {
            key: 's',
            label: t('stockCheck.Status'),
            children: (
              <Tag color={status?.color} data-testid="stock-check-status">
                {status ? t(status.label.replace('resources.', '')) : d.Status}
              </Tag>
            ),
          },
          { key: 'o', label: t('stockCheck.OwnerName'), children: d.OwnerName },
          { key: 'p', label: t('stockCheck.PostedOn'), children: d.PostedOn ?? '—' },
          { key: 'r', label: t('stockCheck.Remark'), children: d.Remark },
        ]}
      />
      <DocumentTabs type={STOCK_CHECK_DOC} id={d.Id}>
        <Table<StockCheckLineView>
          size="small"
          rowKey="Id"
          data-testid="stock-check-lines"
          title={() =>
            dirty ? `${t('stockCheck.lines')} · ${t('stockCheck.unsaved')}` : t('stockCheck.lines')
          }
          dataSource={d.Lines}
          pagination={false}
          scroll={{ x: 900 }}
          expandable={{
            rowExpandable: (l) => l.LotId !== null,
            expandedRowRender: (l) => <LotMoves lotId={l.LotId!} />,
          }}
          columns={[
            {
              title: t('stockCheck.Mpn'),
              dataIndex: 'Mpn',
              render: (v: string, l) =>
                l.Found ? (
                  <Space>
                    {v}
                    <Tag color="blue">{t('stockCheck.found')}</Tag>
                  </Space>
                ) : (
                  v
                ),
            },
            { title: t('stockCheck.Brand'), dataIndex: 'Brand', width: 110 },
            { title: t('stockCheck.Package'), dataIndex: 'Package', width: 90 },
            { title: t('stockCheck.DateCode'), dataIndex: 'DateCode', width: 70 },
            {
              title: t('stockCheck.QcState'),
              dataIndex: 'QcState',
              width: 80,
              render: (s: number | null) => (s ? t(`stockCheck.qc${s}`) : '—'),
            },
            { title: t('stockCheck.BookQty'), dataIndex: 'BookQty', width: 90, align: 'right' },
            {
              title: t('stockCheck.CountedQty'),
              key: 'counted',
              width: 120,
              align: 'right',
              render: (_, l) =>
                editable ? (
                  <InputNumber
                    size="small"
                    min={0}
                    precision={0}
                    value={countOf(l)}
                    data-testid={`count-${l.Id}`}
                    onChange={(v) => setCounts((c) => ({ ...c, [l.Id]: v === null ? null : Number(v) }))}
                  />
                ) : (
                  l.CountedQty
                ),
            },
            {
              title: t('stockCheck.Difference'),
              key: 'diff',
              width: 90,
              align: 'right',
              render: (_, l) => {
                const diff = countDifference(countOf(l) ?? l.BookQty, l.BookQty);
                return (
                  <span
                    data-testid={`diff-${l.Id}`}
                    style={{ color: diff < 0 ? '#cf1322' : diff > 0 ? '#389e0d' : undefined }}
                  >
                    {diff > 0 ? `+${diff}` : diff}
                  </span>
                );
              },
            },
          ]}
        />
        {added.map((l, i) => (
          <Tag
            key={`${l.Mpn}|${l.Brand}|${l.DateCode}|${l.CountedQty}|${l.UnitCost}`}
            color="blue"
            closable
            onClose={() => setAdded((a) => a.filter((_, j) => j !== i))}
          >
            {t('stockCheck.found')}: {l.Mpn} {l.Brand} × {l.CountedQty} @ {l.UnitCost} {l.Currency}
          </Tag>
        ))}
        {editable && <FoundStockForm onAdd={(l) => setAdded((a) => [...a, l])} />}
      </DocumentTabs>
    </div>
  );
}
