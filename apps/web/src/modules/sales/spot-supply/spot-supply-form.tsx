import Button from 'antd/es/button';
import Empty from 'antd/es/empty';
import Input from 'antd/es/input';
import InputNumber from 'antd/es/input-number';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import type { SpotLot, SpotOrderLine } from '@partdesk/shared/sales/spot-supply/spot-supply.contract';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type SpotOrderOption, spotSupplyApi } from './spot-supply-api';

interface Taken {
  OrderLineId: number;
  LineNo: number;
  LotId: number;
  Mpn: string;
  Quantity: number;
}

/**
 * Take own stock for an approved sales order: pick the order, then per order line (with what it still
 * needs) one of the part's available lots and a quantity; the server checks every rule again (available,
 * open quantity) and names the field when it refuses. Submitting sends it to the sales leads' review.
 */
export function SpotSupplyForm({ onDone }: { onDone: () => void }) {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`spotSupply.${k}`);
  const [orders, setOrders] = useState<SpotOrderOption[]>([]);
  const [orderId, setOrderId] = useState<number | null>(null);
  const [lines, setLines] = useState<SpotOrderLine[]>([]);
  const [line, setLine] = useState<SpotOrderLine | null>(null);
  const [lots, setLots] = useState<SpotLot[]>([]);
  const [lotId, setLotId] = useState<number | null>(null);
  const [qty, setQty] = useState<number | null>(null);
  const [taken, setTaken] = useState<Taken[]>([]);
  const [remark, setRemark] = useState('');
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    void spotSupplyApi.approvedOrders('').then(setOrders);
  }, []);
  useEffect(() => {
    setLines([]);
    setLine(null);
    setTaken([]);
    if (orderId) void spotSupplyApi.orderLines(orderId).then(setLines);
  }, [orderId]);
  useEffect(() => {
    setLots([]);
    setLotId(null);
    if (line) void spotSupplyApi.lots(line.Mpn).then(setLots);
  }, [line]);

  const add = () => {
    if (!line || !lotId || !qty) return;
    setTaken((o) => [
      ...o,
      { OrderLineId: line.Id, LineNo: line.LineNo, LotId: lotId, Mpn: line.Mpn, Quantity: qty },
    ]);
    setQty(null);
  };
  const submit = async () => {
    if (!orderId) return;
    setBusy(true);
    try {
      await spotSupplyApi.create({
        OrderId: orderId,
        Remark: remark,
        Lines: taken.map(({ OrderLineId, LotId, Quantity }) => ({ OrderLineId, LotId, Quantity })),
      });
      onDone();
    } catch {
      // The server's message is shown by the http layer; the form keeps what was entered.
    } finally {
      setBusy(false);
    }
  };

  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="spot-supply-form">
      <Select
        showSearch
        style={{ width: 320 }}
        placeholder={L('OrderId')}
        data-testid="spot-order"
        filterOption={false}
        onSearch={(s) => void spotSupplyApi.approvedOrders(s.trim()).then(setOrders)}
        value={orderId ?? undefined}
        onChange={(v: number) => setOrderId(v)}
        options={orders.map((o) => ({ value: o.Id, label: `${o.No} ${o.CustomerName ?? ''}` }))}
      />
      {orderId && (
        <Table<SpotOrderLine>
          size="small"
          rowKey="Id"
          pagination={false}
          dataSource={lines}
          data-testid="spot-order-lines"
          rowSelection={{
            type: 'radio',
            selectedRowKeys: line ? [line.Id] : [],
            onChange: (_k, rows) => setLine(rows[0] ?? null),
          }}
          columns={[
            { title: '#', dataIndex: 'LineNo', width: 50 },
            { title: t('cashRequirement.Mpn'), dataIndex: 'Mpn' },
            { title: t('cashRequirement.Brand'), dataIndex: 'Brand' },
            { title: L('Quantity'), dataIndex: 'Quantity' },
            { title: L('openQty'), dataIndex: 'OpenQty' },
          ]}
        />
      )}
      {line &&
        (lots.length ? (
          <Space wrap>
            <Select
              style={{ width: 360 }}
              placeholder={L('lot')}
              data-testid="spot-lot"
              value={lotId ?? undefined}
              onChange={(v: number) => setLotId(v)}
              options={lots.map((l) => ({
                value: l.Id,
                label: `#${l.Id} ${l.Mpn} ${l.Brand} ${l.DateCode} — ${L('available')} ${l.Available}`,
              }))}
            />
            <InputNumber
              min={1}
              precision={0}
              placeholder={L('take')}
              value={qty}
              data-testid="spot-qty"
              onChange={(n) => setQty(n === null ? null : Number(n))}
            />
            <Button data-testid="spot-add" disabled={!lotId || !qty} onClick={add}>
              {L('addLine')}
            </Button>
          </Space>
        ) : (
          <Empty description={L('noLots')} />
        ))}
      {taken.length > 0 && (
        <Table<Taken>
          size="small"
          rowKey={(r) => `${r.OrderLineId}-${r.LotId}-${r.Quantity}`}
          pagination={false}
          dataSource={taken}
          data-testid="spot-taken"
          columns={[
            { title: L('orderLine'), dataIndex: 'LineNo', width: 80 },
            { title: t('cashRequirement.Mpn'), dataIndex: 'Mpn' },
            { title: L('lot'), dataIndex: 'LotId' },
            { title: L('Quantity'), dataIndex: 'Quantity' },
          ]}
        />
      )}
      <Input.TextArea
        rows={2}
        placeholder={L('Remark')}
        value={remark}
        maxLength={500}
        onChange={(e) => setRemark(e.target.value)}
      />
      <Space>
        <Button onClick={onDone}>{L('cancel')}</Button>
        <Button
          type="primary"
          loading={busy}
          disabled={!orderId || !taken.length}
          data-testid="spot-submit"
          onClick={submit}
        >
          {L('submit')}
        </Button>
      </Space>
    </Space>
  );
}
