import { ORDER_NOTIFY, ORDER_REVIEW, IS_ABOLISH } from '@partdesk/shared/sales/sales-order/sales-order.codes';
import { requestableQty } from '@partdesk/shared/sales/stocking-request/stocking-request.rules';
import { useQuery } from '@tanstack/react-query';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Modal from 'antd/es/modal';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { EmptyState, LoadingState } from '../../../kit';
import { type OrderLineForStocking, stockingApi } from './stocking-request-api';

/** The lines of an order a stocking request may ask for: approved order, Not Notifiable, no exception, still short. */
export function stockableLines(order: { status: number; Lines: OrderLineForStocking[] }) {
  if (order.status !== ORDER_REVIEW.approved) return [];
  return order.Lines.filter(
    (l) =>
      l.NotifyStatus === ORDER_NOTIFY.notNotifiable &&
      l.IsAbolish !== IS_ABOLISH.exception &&
      requestableQty({
        quantity: l.Quantity,
        reservedQty: l.ReservedQty,
        shippedQty: l.ShippedQty,
        stockingQty: l.StockingQty,
        pendingQty: 0,
      }) > 0,
  );
}

/**
 * "Request stocking" on an order: the lines that may be asked for with a quantity each (default what
 * is still short), a remark per line and a reason; the server checks every rule (pending requests
 * included) and its refusal is shown as it says.
 */
export function StockingRequestDialog({
  orderId,
  open,
  onClose,
}: {
  orderId: number;
  open: boolean;
  onClose: (done: boolean) => void;
}) {
  const { t } = useTranslation('resources');
  const q = useQuery({
    queryKey: ['stockingRequest', 'order', orderId],
    queryFn: () => stockingApi.order(orderId),
    enabled: open,
  });
  const [qty, setQty] = useState<Record<number, number | null>>({});
  const [remark, setRemark] = useState<Record<number, string>>({});
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const lines = q.data ? stockableLines(q.data) : [];
  const short = (l: OrderLineForStocking) =>
    requestableQty({
      quantity: l.Quantity,
      reservedQty: l.ReservedQty,
      shippedQty: l.ShippedQty,
      stockingQty: l.StockingQty,
      pendingQty: 0,
    });
  const chosen = lines
    .map((l) => ({ l, n: l.Id in qty ? qty[l.Id] : short(l) }))
    .filter((x): x is { l: OrderLineForStocking; n: number } => !!x.n && x.n > 0);
  const submit = async () => {
    setBusy(true);
    try {
      const r = await stockingApi.create({
        OrderId: orderId,
        Reason: reason,
        Lines: chosen.map(({ l, n }) => ({ OrderLineId: l.Id, Quantity: n, Remark: remark[l.Id] ?? '' })),
      });
      toast.success(t('stockingRequest.submitted', { no: r.No }));
      onClose(true);
    } catch (e) {
      toast.error((e as Error).message);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open={open}
      title={t('stockingRequest.add')}
      width={820}
      okText={t('stockingRequest.add')}
      okButtonProps={{ disabled: !chosen.length, loading: busy }}
      onOk={() => void submit()}
      onCancel={() => onClose(false)}
      destroyOnHidden
    >
      {q.isLoading ? (
        <LoadingState />
      ) : !lines.length ? (
        <EmptyState description={t('stockingRequest.nothingToRequest')} />
      ) : (
        <>
          <Table
            size="small"
            rowKey="Id"
            pagination={false}
            dataSource={lines}
            data-testid="stocking-request-lines"
            columns={[
              { title: t('stockingRequest.LineNo'), dataIndex: 'LineNo', width: 60 },
              { title: t('stockingRequest.Mpn'), dataIndex: 'Mpn' },
              { title: t('stockingRequest.Brand'), dataIndex: 'Brand', width: 90 },
              { title: t('stockingRequest.OrderQuantity'), dataIndex: 'Quantity', align: 'right', width: 90 },
              {
                title: t('stockingRequest.Requestable'),
                key: 'short',
                align: 'right',
                width: 100,
                render: (_: unknown, l: OrderLineForStocking) => short(l),
              },
              {
                title: t('stockingRequest.Quantity'),
                key: 'qty',
                width: 120,
                render: (_: unknown, l: OrderLineForStocking) => (
                  <InputNumber
                    min={0}
                    max={short(l)}
                    precision={0}
                    value={l.Id in qty ? qty[l.Id] : short(l)}
                    onChange={(v) => setQty((s) => ({ ...s, [l.Id]: v }))}
                    data-testid={`stocking-qty-${l.LineNo}`}
                  />
                ),
              },
              {
                title: t('stockingRequest.Remark'),
                key: 'remark',
                render: (_: unknown, l: OrderLineForStocking) => (
                  <Input
                    maxLength={500}
                    value={remark[l.Id] ?? ''}
                    onChange={(e) => setRemark((s) => ({ ...s, [l.Id]: e.target.value }))}
                  />
                ),
              },
            ]}
          />
          <Input.TextArea
            style={{ marginTop: 12 }}
            maxLength={500}
            rows={2}
            placeholder={t('stockingRequest.Reason')}
            value={reason}
            onChange={(e) => setReason(e.target.value)}
            data-testid="stocking-request-reason"
          />
        </>
      )}
    </Modal>
  );
}
