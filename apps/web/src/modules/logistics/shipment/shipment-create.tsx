import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Checkbox from 'antd/es/checkbox';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, http } from '../../../core/http';
import { ErrorState, LoadingState } from '../../../kit';

export const SHIPMENT_BASE = '/merchant/logistics/shipment';

interface Shippable {
  OrderId: number;
  OrderNo: string;
  CustomerId: number;
  CustomerName: string | null;
  ConsigneeName: string;
  OrderLineId: number;
  LineNo: number;
  Mpn: string;
  Brand: string;
  Quantity: number;
  ShippedQty: number;
  Shippable: number;
}

/** The group a shipment may hold: one customer and one consignee. */
const groupOf = (r: Shippable) => `${r.CustomerId}|${r.ConsigneeName}`;

/**
 * New shipment (`?new=1`): the lines of notified orders that can still ship (GET …/shippable); tick lines
 * of one customer / consignee (lines of another are disabled once one is ticked), a quantity ≤ shippable
 * each, create. A server refusal shows on its field (`Lines[i].Quantity` on that line's row).
 */
export function ShipmentCreate() {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`shipment.${k}`);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['shipment', 'shippable'],
    queryFn: () => http.get<Shippable[]>(`${SHIPMENT_BASE}/shippable`),
  });
  const [ticked, setTicked] = useState<Record<number, string>>({});
  const [remark, setRemark] = useState('');
  const [weight, setWeight] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const rows = q.data ?? [];
  const chosen = rows.filter((r) => ticked[r.OrderLineId] !== undefined);
  const group = chosen[0] ? groupOf(chosen[0]) : undefined;
  const create = async () => {
    setErrors({});
    try {
      const res = await http.post<{ Id: number }>(
        SHIPMENT_BASE,
        {
          OrderIds: [...new Set(chosen.map((r) => r.OrderId))],
          Lines: chosen.map((r) => ({
            OrderLineId: r.OrderLineId,
            Quantity: Number(ticked[r.OrderLineId]),
          })),
          Remark: remark,
          AcceptedWeight: weight.trim() ? Number(weight) : null,
        },
        { silent: true },
      );
      await qc.invalidateQueries({ queryKey: ['shipment'] });
      void navigate(`/sales/sendoutOrder?id=${res.Id}`);
    } catch (e) {
      setErrors({ [e instanceof ApiError && e.field ? e.field : 'form']: (e as Error).message });
    }
  };
  const indexOf = (r: Shippable) => chosen.findIndex((c) => c.OrderLineId === r.OrderLineId);
  return (
    <div data-testid="shipment-create">
      <Space style={{ marginBottom: 12 }} wrap>
        <strong>{L('create')}</strong>
        <span>{L('createHint')}</span>
      </Space>
      <Table<Shippable>
        size="small"
        rowKey="OrderLineId"
        data-testid="shipment-shippable"
        dataSource={rows}
        pagination={false}
        columns={[
          {
            key: 'tick',
            width: 40,
            render: (_: unknown, r) => (
              <Checkbox
                data-testid={`shipment-tick-${r.OrderLineId}`}
                checked={ticked[r.OrderLineId] !== undefined}
                disabled={group !== undefined && group !== groupOf(r)}
                onChange={(e) =>
                  setTicked((m) => {
                    const next = { ...m };
                    if (e.target.checked) next[r.OrderLineId] = String(r.Shippable);
                    else delete next[r.OrderLineId];
                    return next;
                  })
                }
              />
            ),
          },
          { title: L('OrderNo'), dataIndex: 'OrderNo' },
          { title: L('CustomerName'), dataIndex: 'CustomerName' },
          { title: L('ConsigneeName'), dataIndex: 'ConsigneeName' },
          { title: '#', dataIndex: 'LineNo', width: 40 },
          { title: L('Mpn'), dataIndex: 'Mpn' },
          { title: L('Brand'), dataIndex: 'Brand' },
          { title: L('Quantity'), dataIndex: 'Quantity', align: 'right' },
          { title: L('Shippable'), dataIndex: 'Shippable', align: 'right' },
          {
            title: L('ShipQty'),
            key: 'qty',
            width: 140,
            render: (_: unknown, r) => {
              if (ticked[r.OrderLineId] === undefined) return null;
              const i = indexOf(r);
              const err = errors[`Lines[${i}].Quantity`] ?? errors[`Lines[${i}].OrderLineId`];
              return (
                <div>
                  <Input
                    size="small"
                    data-testid={`shipment-qty-${r.OrderLineId}`}
                    status={err ? 'error' : undefined}
                    value={ticked[r.OrderLineId]}
                    onChange={(e) => setTicked((m) => ({ ...m, [r.OrderLineId]: e.target.value }))}
                  />
                  {err && <div className="ant-form-item-explain-error">{err}</div>}
                </div>
              );
            },
          },
        ]}
      />
      <Space style={{ margin: '12px 0' }} wrap>
        <Input
          data-testid="shipment-Remark"
          placeholder={L('Remark')}
          style={{ width: 320 }}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
        <Input
          data-testid="shipment-AcceptedWeight"
          placeholder={t('shipmentReview.AcceptedWeight')}
          title={t('shipmentReview.AcceptedWeightHint')}
          status={errors.AcceptedWeight ? 'error' : undefined}
          style={{ width: 160 }}
          value={weight}
          onChange={(e) => setWeight(e.target.value)}
        />
        <Button
          type="primary"
          data-testid="shipment-create-save"
          disabled={chosen.length === 0}
          onClick={() => void create()}
        >
          {L('create')}
        </Button>
        <Button onClick={() => void navigate('/sales/sendoutOrder')}>{L('back')}</Button>
      </Space>
      {Object.entries(errors)
        .filter(([k]) => !k.startsWith('Lines['))
        .map(([k, m]) => (
          <div key={k} className="ant-form-item-explain-error" data-testid="shipment-error">
            {m}
          </div>
        ))}
    </div>
  );
}
