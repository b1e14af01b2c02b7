import { QC_STATE_OPTIONS } from '@partdesk/shared/inventory/stock-summary/stock-summary.resource';
import { RECEIPT_DOC } from '@partdesk/shared/purchase/receipt/receipt.codes';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError, http } from '../../../core/http';
import { useMay } from '../../../core/use-may';
import { DocumentTabs, ErrorState, LoadingState } from '../../../kit';
import { InspectionForm } from './inspection-form';

const base = '/merchant/purchase/receipt';

interface OpenLine {
  Id: number;
  LineNo: number;
  Mpn: string;
  Brand: string;
  Quantity: number;
  ReceivedQty: number;
  OpenQty: number;
}
interface OpenPo {
  Id: number;
  No: string;
  TenantId: number;
  Lines: OpenLine[];
}
interface ReceiptLine {
  Id: number;
  LineNo: number;
  Mpn: string;
  Brand: string;
  Quantity: number;
  DateCode: string;
  LotNo: string;
  Coo: string;
  Msl: string;
  QcState: number | null;
  InspectionId: number | null;
  InspectionNo: string | null;
}
interface Receipt {
  Id: number;
  No: string;
  OrderNo: string;
  SupplierName: string | null;
  Remark?: string;
  Lines: ReceiptLine[];
}
interface Zone {
  Id: number;
  Name: string;
  Code: string;
  Locations?: { Id: number; Code: string }[];
}
interface Warehouse {
  Id: number;
  Name: string;
  Zones?: Zone[];
}
type Entry = Partial<Record<'Quantity' | 'DateCode' | 'LotNo' | 'Coo' | 'Msl', string>> & {
  WarehouseId?: number;
  ZoneId?: number;
  LocationId?: number;
};
const texts = ['Quantity', 'DateCode', 'LotNo', 'Coo', 'Msl'] as const;

/**
 * A goods received note RK (`?id=`: its lines with the lot's QC state, "inspect" on a line not yet
 * inspected) or a new one (`?new=1[&orderId=]`): the PO (ordered or partly received), then per open PO
 * line the received quantity (blank = not received now), D/C, lot no., COO, MSL and the warehouse /
 * zone / location. A server refusal shows on the field it names (`Lines[i].…` on the line's row).
 */
export function ReceiptPage({ id, orderId }: { id?: number | undefined; orderId?: number | undefined }) {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`purchaseReceipt.${k}`);
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [poId, setPoId] = useState<number | undefined>(orderId);
  const [entries, setEntries] = useState<Record<number, Entry>>({});
  const [remark, setRemark] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [inspecting, setInspecting] = useState<ReceiptLine | null>(null);
  // Inspecting is the inspector's (purchase/test, the POST permit); the heads and buyers read.
  const mayInspect = useMay()('POST merchant/purchase/inspection');
  const q = useQuery({
    queryKey: ['purchaseReceipt', 'detail', id],
    enabled: !!id,
    queryFn: () => http.get<Receipt>(`${base}/${id}`),
  });
  const pos = useQuery({
    queryKey: ['purchaseReceipt', 'orders'],
    enabled: !id,
    queryFn: () =>
      http.post<{ Records: { Id: number; No: string; SupplierName: string | null }[] }>(
        '/merchant/purchase/purchaseorder/Query',
        { status: [3, 6], pageSize: 200 },
      ),
  });
  const po = useQuery({
    queryKey: ['purchaseReceipt', 'po', poId],
    enabled: !!poId && !id,
    queryFn: () => http.get<OpenPo>(`${base}/order/${poId}`, undefined, { silent: true }),
  });
  const tenantId = po.data?.TenantId;
  const wh = useQuery({
    queryKey: ['purchaseReceipt', 'warehouses', tenantId],
    enabled: !!tenantId,
    queryFn: async () =>
      (await http.get<{ Records: Warehouse[] }>('/merchant/common/warehouse', { tenantId })).Records ?? [],
  });
  if (id && q.isLoading) return <LoadingState />;
  if (id && q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = id ? (q.data ?? null) : null;

  if (d) {
    return (
      <div data-testid="receipt">
        <Space style={{ marginBottom: 12 }} wrap>
          <strong>{d.No}</strong>
          <span>{`${d.OrderNo} · ${d.SupplierName ?? ''}`}</span>
        </Space>
        {inspecting && (
          <InspectionForm
            line={inspecting}
            onClose={() => setInspecting(null)}
            onDone={() => {
              setInspecting(null);
              void qc.invalidateQueries({ queryKey: ['purchaseReceipt'] });
            }}
          />
        )}
        <DocumentTabs type={RECEIPT_DOC} id={d.Id}>
          <Table<ReceiptLine>
            size="small"
            rowKey="Id"
            data-testid="receipt-lines"
            dataSource={d.Lines}
            pagination={false}
            columns={[
              { title: '#', dataIndex: 'LineNo', width: 40 },
              { title: L('Mpn'), dataIndex: 'Mpn' },
              { title: L('Brand'), dataIndex: 'Brand' },
              { title: L('Quantity'), dataIndex: 'Quantity', align: 'right' },
              { title: L('DateCode'), dataIndex: 'DateCode' },
              { title: L('LotNo'), dataIndex: 'LotNo' },
              { title: L('Coo'), dataIndex: 'Coo' },
              { title: L('Msl'), dataIndex: 'Msl' },
              {
                title: L('QcState'),
                key: 'qc',
                render: (_: unknown, l: ReceiptLine) => {
                  const o = QC_STATE_OPTIONS.find((x) => x.value === l.QcState);
                  return o ? (
                    <Tag color={o.color} data-testid={`receipt-qc-${l.LineNo}`}>
                      {t(o.label.replace('resources.', ''))}
                    </Tag>
                  ) : null;
                },
              },
              {
                title: L('Inspection'),
                key: 'insp',
                render: (_: unknown, l: ReceiptLine) =>
                  l.InspectionNo ??
                  (l.QcState === 1 && mayInspect ? (
                    <Button
                      size="small"
                      data-testid={`receipt-inspect-${l.LineNo}`}
                      onClick={() => setInspecting(l)}
                    >
                      {L('inspect')}
                    </Button>
                  ) : null),
              },
            ]}
          />
        </DocumentTabs>
      </div>
    );
  }

  const rows = po.data?.Lines ?? [];
  const picked = rows.filter((l) => (entries[l.Id]?.Quantity ?? '').trim() !== '');
  const set = (lineId: number, patch: Entry) =>
    setEntries((m) => ({ ...m, [lineId]: { ...m[lineId], ...patch } }));
  const save = async () => {
    setErrors({});
    try {
      const res = await http.post<{ Id: number }>(
        base,
        {
          OrderId: poId,
          Remark: remark,
          Lines: picked.map((l) => {
            const e = entries[l.Id] ?? {};
            return {
              OrderLineId: l.Id,
              Quantity: Number(e.Quantity),
              DateCode: e.DateCode ?? '',
              LotNo: e.LotNo ?? '',
              Coo: (e.Coo ?? '').toUpperCase(),
              Msl: e.Msl ?? '',
              WarehouseId: e.WarehouseId,
              ZoneId: e.ZoneId ?? null,
              LocationId: e.LocationId ?? null,
            };
          }),
        },
        { silent: true },
      );
      await qc.invalidateQueries({ queryKey: ['purchaseReceipt'] });
      void navigate(`/purchase/receipt?id=${res.Id}`);
    } catch (e) {
      setErrors({ [e instanceof ApiError && e.field ? e.field : 'form']: (e as Error).message });
    }
  };
  const err = (l: OpenLine, f: string) => {
    const i = picked.findIndex((p) => p.Id === l.Id);
    return i < 0 ? undefined : errors[`Lines[${i}].${f}`];
  };
  const cell = (l: OpenLine, f: string, input: ReactNode) => {
    const e = f === 'WarehouseId' ? (err(l, f) ?? err(l, 'ZoneId') ?? err(l, 'LocationId')) : err(l, f);
    return (
      <div>
        {input}
        {e && <div className="ant-form-item-explain-error">{e}</div>}
      </div>
    );
  };
  const warehouses = wh.data ?? [];
  const zonesOf = (e: Entry) => warehouses.find((w) => w.Id === e.WarehouseId)?.Zones ?? [];
  const locationsOf = (e: Entry) => zonesOf(e).find((z) => z.Id === e.ZoneId)?.Locations ?? [];
  return (
    <div data-testid="receipt">
      <Space style={{ marginBottom: 12 }} wrap align="start">
        <strong>{L('add')}</strong>
        <Select
          data-testid="receipt-order"
          style={{ minWidth: 320 }}
          value={poId}
          placeholder={L('pickOrder')}
          showSearch={{ optionFilterProp: 'label' }}
          onChange={(v: number) => {
            setPoId(v);
            setEntries({});
          }}
          options={(pos.data?.Records ?? []).map((o) => ({
            value: o.Id,
            label: `${o.No} · ${o.SupplierName ?? ''}`,
          }))}
        />
        <Input
          data-testid="receipt-Remark"
          placeholder={L('Remark')}
          value={remark}
          onChange={(e) => setRemark(e.target.value)}
        />
      </Space>
      {po.error && <div className="ant-form-item-explain-error">{(po.error as Error).message}</div>}
      {(errors.form || errors.OrderId || errors.Lines) && (
        <div className="ant-form-item-explain-error" data-testid="receipt-error">
          {errors.form ?? errors.OrderId ?? errors.Lines}
        </div>
      )}
      <Table<OpenLine>
        size="small"
        rowKey="Id"
        data-testid="receipt-lines"
        title={() => L('lines')}
        locale={{ emptyText: po.data ? L('nothingToReceive') : L('pickOrder') }}
        dataSource={rows}
        pagination={false}
        scroll={{ x: true }}
        columns={[
          { title: '#', dataIndex: 'LineNo', width: 40 },
          { title: L('Mpn'), dataIndex: 'Mpn' },
          { title: L('Brand'), dataIndex: 'Brand' },
          { title: L('OpenQty'), dataIndex: 'OpenQty', align: 'right' },
          ...texts.map((f) => ({
            title: L(f),
            key: f,
            width: f === 'Quantity' || f === 'DateCode' || f === 'LotNo' ? 110 : 70,
            render: (_: unknown, l: OpenLine) =>
              cell(
                l,
                f,
                <Input
                  size="small"
                  value={entries[l.Id]?.[f] ?? ''}
                  status={err(l, f) ? 'error' : undefined}
                  data-testid={`receipt-${f}-${l.LineNo}`}
                  onChange={(e) => set(l.Id, { [f]: e.target.value })}
                />,
              ),
          })),
          {
            title: L('WarehouseId'),
            key: 'w',
            width: 220,
            render: (_: unknown, l: OpenLine) => {
              const e = entries[l.Id] ?? {};
              return cell(
                l,
                'WarehouseId',
                <Space.Compact size="small">
                  <Select
                    size="small"
                    style={{ width: 110 }}
                    data-testid={`receipt-WarehouseId-${l.LineNo}`}
                    value={e.WarehouseId}
                    onChange={(v: number) =>
                      set(l.Id, { WarehouseId: v, ZoneId: undefined, LocationId: undefined })
                    }
                    options={warehouses.map((w) => ({ value: w.Id, label: w.Name }))}
                  />
                  <Select
                    size="small"
                    allowClear
                    style={{ width: 80 }}
                    placeholder={L('ZoneId')}
                    value={e.ZoneId}
                    onChange={(v?: number) => set(l.Id, { ZoneId: v, LocationId: undefined })}
                    options={zonesOf(e).map((z) => ({ value: z.Id, label: `${z.Code} ${z.Name}` }))}
                  />
                  <Select
                    size="small"
                    allowClear
                    style={{ width: 90 }}
                    placeholder={L('LocationId')}
                    value={e.LocationId}
                    onChange={(v?: number) => set(l.Id, { LocationId: v })}
                    options={locationsOf(e).map((x) => ({ value: x.Id, label: x.Code }))}
                  />
                </Space.Compact>,
              );
            },
          },
        ]}
      />
      <Button
        type="primary"
        style={{ marginTop: 12 }}
        data-testid="receipt-save"
        disabled={!poId || picked.length === 0}
        onClick={() => void save()}
      >
        {L('save')}
      </Button>
    </div>
  );
}
