import type { ReceivableOrder } from '@partdesk/shared/sales/sales-receipt/sales-receipt.contract';
import { RECEIPT_SOURCE } from '@partdesk/shared/sales/sales-receipt/sales-receipt.codes';
import { isReceiptAmount } from '@partdesk/shared/sales/sales-receipt/sales-receipt.rules';
import { D } from '@partdesk/shared/core/money';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Radio from 'antd/es/radio';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, http } from '../../../core/http';
import { ErrorState, LoadingState } from '../../../kit';

export const RECEIPT_BASE = '/merchant/sale/receipt';

interface Sources {
  BankReceipts: { Id: number; No: string; Amount: string; Unused: string }[];
  Balance: string;
  Available: string;
}

/** The group a receipt may hold: one customer, one currency, one owner company. */
const groupOf = (r: ReceivableOrder) => `${r.CustomerId}|${r.Currency}|${r.TenantId}`;

/**
 * New receipt SK (`?new=1`, decision 0054): the orders that can still receive (the receivable list);
 * tick orders of one customer and currency (others are disabled once one is ticked), an amount ≤ open
 * each; the money from a claimed bank receipt of that customer (with what is left) or the balance; the
 * amount (default Σ, the rest goes to the balance). A server refusal shows on its field.
 */
export function SalesReceiptCreate() {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`salesReceipt.${k}`);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['salesReceipt', 'receivable'],
    queryFn: () =>
      http.post<{ Records: ReceivableOrder[] }>(`${RECEIPT_BASE}/receivable/Query`, { pageSize: 200 }),
  });
  const [ticked, setTicked] = useState<Record<number, string>>({});
  const [source, setSource] = useState<number>(RECEIPT_SOURCE.bankReceipt);
  const [bankReceiptId, setBankReceiptId] = useState<number | undefined>();
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const rows = q.data?.Records ?? [];
  const chosen = rows.filter((r) => ticked[r.OrderId] !== undefined);
  const first = chosen[0];
  const group = first ? groupOf(first) : undefined;
  const sources = useQuery({
    queryKey: ['salesReceipt', 'sources', first?.CustomerId, first?.Currency],
    enabled: !!first,
    queryFn: () =>
      http.get<Sources>(
        `${RECEIPT_BASE}/sources?CustomerId=${first!.CustomerId}&Currency=${first!.Currency}`,
      ),
  });
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const allocated = chosen.reduce(
    (s, r) => (isReceiptAmount(ticked[r.OrderId]) ? s.plus(ticked[r.OrderId]!) : s),
    new D(0),
  );
  const create = async () => {
    setErrors({});
    try {
      const res = await http.post<{ Id: number; No: string }>(
        RECEIPT_BASE,
        {
          Source: source,
          BankReceiptId: source === RECEIPT_SOURCE.bankReceipt ? (bankReceiptId ?? null) : null,
          Amount: amount.trim() || allocated.toFixed(2),
          Lines: chosen.map((r) => ({ OrderId: r.OrderId, Amount: ticked[r.OrderId] })),
          Remark: remark,
        },
        { silent: true },
      );
      await qc.invalidateQueries({ queryKey: ['salesReceipt'] });
      void navigate(`/sales/gatheringOrder?created=${res.No}`);
    } catch (e) {
      setErrors({ [e instanceof ApiError && e.field ? e.field : 'form']: (e as Error).message });
    }
  };
  const indexOf = (r: ReceivableOrder) => chosen.findIndex((c) => c.OrderId === r.OrderId);
  return (
    <div data-testid="sales-receipt-create">
      <Space style={{ marginBottom: 12 }} wrap>
        <strong>{L('add')}</strong>
        <span>{L('pickOrders')}</span>
      </Space>
      <Table<ReceivableOrder>
        size="small"
        rowKey="OrderId"
        data-testid="sales-receipt-orders"
        dataSource={rows}
        pagination={false}
        columns={[
          {
            key: 'tick',
            width: 40,
            render: (_: unknown, r) => (
              <Checkbox
                data-testid={`sales-receipt-tick-${r.OrderId}`}
                checked={ticked[r.OrderId] !== undefined}
                disabled={group !== undefined && group !== groupOf(r)}
                onChange={(e) =>
                  setTicked((m) => {
                    const next = { ...m };
                    if (e.target.checked) next[r.OrderId] = r.Open;
                    else delete next[r.OrderId];
                    return next;
                  })
                }
              />
            ),
          },
          { title: L('OrderNo'), dataIndex: 'No' },
          { title: L('CustomerName'), dataIndex: 'CustomerName' },
          { title: L('Currency'), dataIndex: 'Currency', width: 70 },
          { title: L('Total'), dataIndex: 'Total', align: 'right' },
          { title: L('Received'), dataIndex: 'Received', align: 'right' },
          { title: L('Pending'), dataIndex: 'Pending', align: 'right' },
          { title: L('Open'), dataIndex: 'Open', align: 'right' },
          {
            title: L('LineAmount'),
            key: 'amount',
            width: 150,
            render: (_: unknown, r) => {
              if (ticked[r.OrderId] === undefined) return null;
              const i = indexOf(r);
              const err = errors[`Lines[${i}].Amount`] ?? errors[`Lines[${i}].OrderId`];
              return (
                <div>
                  <Input
                    size="small"
                    data-testid={`sales-receipt-amount-${r.OrderId}`}
                    status={err ? 'error' : undefined}
                    value={ticked[r.OrderId]}
                    onChange={(e) => setTicked((m) => ({ ...m, [r.OrderId]: e.target.value }))}
                  />
                  {err && <div className="ant-form-item-explain-error">{err}</div>}
                </div>
              );
            },
          },
        ]}
      />
      {first && (
        <Space style={{ margin: '12px 0' }} wrap>
          <Radio.Group
            data-testid="sales-receipt-Source"
            value={source}
            onChange={(e) => setSource(e.target.value as number)}
          >
            <Radio value={RECEIPT_SOURCE.bankReceipt}>{L('source1')}</Radio>
            <Radio value={RECEIPT_SOURCE.balance}>
              {L('source2')} ({sources.data?.Available ?? '…'} {first.Currency})
            </Radio>
          </Radio.Group>
          {source === RECEIPT_SOURCE.bankReceipt && (
            <Select
              data-testid="sales-receipt-BankReceiptId"
              placeholder={L('BankReceiptId')}
              style={{ width: 260 }}
              status={errors.BankReceiptId ? 'error' : undefined}
              value={bankReceiptId}
              onChange={(v: number) => setBankReceiptId(v)}
              options={(sources.data?.BankReceipts ?? []).map((b) => ({
                value: b.Id,
                label: `${b.No} · ${b.Unused} / ${b.Amount}`,
              }))}
            />
          )}
          <Input
            data-testid="sales-receipt-Amount"
            placeholder={`${L('Amount')} (${allocated.toFixed(2)})`}
            status={errors.Amount ? 'error' : undefined}
            style={{ width: 180 }}
            value={amount}
            onChange={(e) => setAmount(e.target.value)}
          />
          <Input
            data-testid="sales-receipt-Remark"
            placeholder={L('Remark')}
            style={{ width: 260 }}
            value={remark}
            onChange={(e) => setRemark(e.target.value)}
          />
        </Space>
      )}
      <Space style={{ margin: '12px 0' }} wrap>
        <Button
          type="primary"
          data-testid="sales-receipt-save"
          disabled={chosen.length === 0}
          onClick={() => void create()}
        >
          {L('send')}
        </Button>
        <Button onClick={() => void navigate('/sales/gatheringOrder')}>{t('salesReceipt.back')}</Button>
      </Space>
      {Object.entries(errors)
        .filter(([k]) => !k.startsWith('Lines['))
        .map(([k, m]) => (
          <div key={k} className="ant-form-item-explain-error" data-testid="sales-receipt-error">
            {m}
          </div>
        ))}
    </div>
  );
}
