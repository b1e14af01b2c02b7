import {
  SUPPLIER_DELIVERY_DOC,
  SUPPLIER_DELIVERY_STATUS,
} from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.codes';
import { SUPPLIER_DELIVERY_STATUS_OPTIONS } from '@partdesk/shared/purchase/supplier-delivery/supplier-delivery.resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, http } from '../../../core/http';
import { DocumentTabs, ErrorState, LoadingState } from '../../../kit';

const base = '/merchant/purchase/supplierdelivery';

interface DeliveryLine {
  OrderLineId: number;
  LineNo: number;
  Mpn: string;
  Brand: string;
  Ordered: number;
  Received: number;
  Quantity: number;
}
interface Delivery {
  Id: number;
  No: string;
  OrderId: number;
  OrderNo: string;
  SupplierName: string | null;
  Carrier: string;
  TrackingNo: string;
  ShippedDate: string | null;
  ExpectedDate: string | null;
  ArrivedDate: string | null;
  Status: number;
  Remark: string;
  Version: number;
  Lines: DeliveryLine[];
}
interface PoOption {
  Id: number;
  No: string;
  SupplierName: string | null;
}
interface PoDetail {
  Lines: { Id: number; LineNo: number; Mpn: string; Brand: string; Quantity: number; ReceivedQty: number }[];
}

const fields = ['Carrier', 'TrackingNo', 'ShippedDate', 'ExpectedDate', 'Remark'] as const;
type Fields = Record<(typeof fields)[number], string>;

/**
 * A supplier delivery (`?id=`) or a new one (`?new=1`): the PO (ordered or partly received), carrier,
 * tracking no., shipped date, expected arrival, remark and the delivered quantity per PO line (blank =
 * not in this delivery). In transit: saved at its Version, marked arrived, cancelled with a reason. A
 * server refusal shows on the field it names (`Lines[i].Quantity` on the line's row).
 */
export function SupplierDeliveryPage({
  id,
  orderId,
}: {
  id?: number | undefined;
  orderId?: number | undefined;
}) {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`supplierDelivery.${k}`);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const q = useQuery({
    queryKey: ['supplierDelivery', 'detail', id],
    queryFn: () => (id ? http.get<Delivery>(`${base}/${id}`) : Promise.resolve(null)),
  });
  const d = q.data ?? null;
  const [poId, setPoId] = useState<number | undefined>(orderId);
  const [form, setForm] = useState<Fields>({
    Carrier: '',
    TrackingNo: '',
    ShippedDate: '',
    ExpectedDate: '',
    Remark: '',
  });
  const [qty, setQty] = useState<Record<number, string>>({});
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => {
    if (!d) return;
    setPoId(d.OrderId);
    setForm({
      Carrier: d.Carrier,
      TrackingNo: d.TrackingNo,
      ShippedDate: d.ShippedDate ?? '',
      ExpectedDate: d.ExpectedDate ?? '',
      Remark: d.Remark,
    });
    setQty(Object.fromEntries(d.Lines.map((l) => [l.OrderLineId, String(l.Quantity)])));
  }, [d]);
  const pos = useQuery({
    queryKey: ['supplierDelivery', 'orders'],
    enabled: !id,
    queryFn: () =>
      http.post<{ Records: PoOption[] }>('/merchant/purchase/purchaseorder/Query', {
        status: [3, 6],
        pageSize: 200,
      }),
  });
  const po = useQuery({
    queryKey: ['supplierDelivery', 'po', poId],
    enabled: !!poId && !id,
    queryFn: () => http.get<PoDetail>(`/merchant/purchase/purchaseorder/${poId}`),
  });
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const editable = !d || d.Status === SUPPLIER_DELIVERY_STATUS.inTransit;
  const rows: DeliveryLine[] = d
    ? d.Lines
    : (po.data?.Lines ?? []).map((l) => ({
        OrderLineId: l.Id,
        LineNo: l.LineNo,
        Mpn: l.Mpn,
        Brand: l.Brand,
        Ordered: l.Quantity,
        Received: l.ReceivedQty,
        Quantity: 0,
      }));
  const run = async (work: () => Promise<{ Id?: number }>) => {
    setErrors({});
    try {
      const res = await work();
      await qc.invalidateQueries({ queryKey: ['supplierDelivery'] });
      if (!d && res.Id) void navigate(`/purchase/purchase-deliver?id=${res.Id}`);
    } catch (e) {
      setErrors({ [e instanceof ApiError && e.field ? e.field : 'form']: (e as Error).message });
    }
  };
  const picked = rows.filter((l) => (qty[l.OrderLineId] ?? '').trim() !== '');
  const body = {
    ...form,
    Lines: picked.map((l) => ({ OrderLineId: l.OrderLineId, Quantity: Number(qty[l.OrderLineId]) })),
  };
  const save = () =>
    run(() =>
      d
        ? http.put(`${base}/${d.Id}`, { ...body, Version: d.Version }, { silent: true })
        : http.post<{ Id: number }>(base, { ...body, OrderId: poId }, { silent: true }),
    );
  const act = (action: 'arrive' | 'cancel') => {
    if (!d) return;
    const Reason = action === 'cancel' ? (window.prompt(L('cancelReason')) ?? '') : '';
    if (action === 'cancel' && !Reason.trim()) return;
    void run(() => http.put(`${base}/${d.Id}/${action}`, { Version: d.Version, Reason }, { silent: true }));
  };
  const status = SUPPLIER_DELIVERY_STATUS_OPTIONS.find((o) => o.value === d?.Status);
  const item = (name: string, children: ReactNode) => (
    <Form.Item
      label={L(name)}
      validateStatus={errors[name] ? 'error' : undefined}
      help={errors[name] ? <span data-testid={`delivery-${name}-error`}>{errors[name]}</span> : undefined}
      style={{ minWidth: 180, marginBottom: 12 }}
    >
      {children}
    </Form.Item>
  );
  const lineIndex = (l: DeliveryLine) => picked.findIndex((p) => p.OrderLineId === l.OrderLineId);
  const lines = (
    <Table<DeliveryLine>
      size="small"
      rowKey="OrderLineId"
      data-testid="delivery-lines"
      title={() => L('lines')}
      dataSource={rows}
      pagination={false}
      columns={[
        { title: '#', dataIndex: 'LineNo', width: 40 },
        { title: L('Mpn'), dataIndex: 'Mpn' },
        { title: L('Brand'), dataIndex: 'Brand' },
        { title: L('Ordered'), dataIndex: 'Ordered', align: 'right' },
        { title: L('Received'), dataIndex: 'Received', align: 'right' },
        {
          title: L('Quantity'),
          key: 'q',
          width: 140,
          render: (_: unknown, l: DeliveryLine) => {
            const err = errors[`Lines[${lineIndex(l)}].Quantity`];
            return editable ? (
              <div>
                <Input
                  size="small"
                  value={qty[l.OrderLineId] ?? ''}
                  status={err ? 'error' : undefined}
                  data-testid={`delivery-qty-${l.LineNo}`}
                  onChange={(e) => setQty((m) => ({ ...m, [l.OrderLineId]: e.target.value }))}
                />
                {err && <div className="ant-form-item-explain-error">{err}</div>}
              </div>
            ) : (
              l.Quantity
            );
          },
        },
      ]}
    />
  );
  return (
    <div data-testid="supplier-delivery">
      <Space style={{ marginBottom: 12 }} wrap>
        <strong>{d ? d.No : L('add')}</strong>
        {status && (
          <Tag color={status.color} data-testid="delivery-status">
            {t(status.label.replace('resources.', ''))}
          </Tag>
        )}
        {d && <span>{`${d.OrderNo} · ${d.SupplierName ?? ''}`}</span>}
        {d?.ArrivedDate && <span>{`${L('ArrivedDate')}: ${d.ArrivedDate}`}</span>}
      </Space>
      <Form layout="vertical">
        <Space wrap align="start">
          {!d &&
            item(
              'OrderId',
              <Select
                data-testid="delivery-order"
                style={{ minWidth: 320 }}
                value={poId}
                placeholder={L('pickOrder')}
                showSearch={{ optionFilterProp: 'label' }}
                onChange={(v: number) => {
                  setPoId(v);
                  setQty({});
                }}
                options={(pos.data?.Records ?? []).map((o) => ({
                  value: o.Id,
                  label: `${o.No} · ${o.SupplierName ?? ''}`,
                }))}
              />,
            )}
          {fields.map((f) =>
            item(
              f,
              <Input
                data-testid={`delivery-${f}`}
                disabled={!editable}
                placeholder={f.endsWith('Date') ? 'YYYY-MM-DD' : undefined}
                value={form[f]}
                onChange={(e) => setForm((x) => ({ ...x, [f]: e.target.value }))}
              />,
            ),
          )}
        </Space>
      </Form>
      {errors.Lines && <div className="ant-form-item-explain-error">{errors.Lines}</div>}
      {errors.form && (
        <div className="ant-form-item-explain-error" data-testid="delivery-error">
          {errors.form}
        </div>
      )}
      {errors.Status && <div className="ant-form-item-explain-error">{errors.Status}</div>}
      {editable && (
        <Space style={{ margin: '12px 0' }}>
          <Button
            type="primary"
            data-testid="delivery-save"
            disabled={!d && !poId}
            onClick={() => void save()}
          >
            {L('save')}
          </Button>
          {d && (
            <Button data-testid="delivery-arrive" onClick={() => act('arrive')}>
              {L('arrive')}
            </Button>
          )}
          {d && (
            <Button danger data-testid="delivery-cancel" onClick={() => act('cancel')}>
              {L('cancel')}
            </Button>
          )}
        </Space>
      )}
      {d ? (
        <DocumentTabs type={SUPPLIER_DELIVERY_DOC} id={d.Id}>
          {lines}
        </DocumentTabs>
      ) : (
        lines
      )}
    </div>
  );
}
