import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { toast } from '../../../core/feedback';
import { http } from '../../../core/http';
import { SupplierSelect } from './supplier-select';

/** A purchase-demand row still to buy (POST /merchant/purchase/pendingorder/Query). */
export interface PendingRow {
  SourceType: string;
  SourceNo: string;
  LineId: number;
  OrderNo: string | null;
  Mpn: string;
  Brand: string;
  Package: string;
  Quantity: number;
  OnOrderQty: number;
  OpenQty: number;
  RequiredDate: string | null;
  Salesperson: string | null;
  Customer: string | null;
}
const keyOf = (r: Pick<PendingRow, 'SourceType' | 'LineId'>) => `${r.SourceType}:${r.LineId}`;

/**
 * /purchase/pending-order and /purchase/generate-purchase (PendingPurchaseCount): the purchase demand
 * still to buy (the rows less what open POs hold; a search by MPN, contains); tick rows, pick the supplier for all of them (top) or
 * per row (the row's own picker wins), generate — one PO per supplier, currency and owner company in
 * "to complete" (the buyer completes costs on the PO).
 */
export default function PendingOrderPage() {
  const { t } = useTranslation('resources');
  const L = (k: string) => t(`purchaseOrder.${k}`);
  const qc = useQueryClient();
  const [mpn, setMpn] = useState('');
  const q = useQuery({
    queryKey: ['purchase', 'pending', mpn],
    queryFn: () =>
      http.post<{ Records: PendingRow[]; TotalCount: number }>('/merchant/purchase/pendingorder/Query', {
        pageIndex: 1,
        pageSize: 500,
        ...(mpn ? { Mpn: mpn } : {}),
      }),
  });
  const [ticked, setTicked] = useState<string[]>([]);
  const [supplierId, setSupplierId] = useState<number>();
  const [rowSupplier, setRowSupplier] = useState<Record<string, number>>({});
  const supplierOf = (r: PendingRow) => rowSupplier[keyOf(r)] ?? supplierId;
  const [made, setMade] = useState<{ Id: number; No: string }[]>([]);
  const rows = q.data?.Records ?? [];
  const generate = async () => {
    try {
      const res = await http.post<{ Orders: { Id: number; No: string }[] }>(
        '/merchant/purchase/purchaseorder/generate',
        {
          Rows: rows
            .filter((r) => ticked.includes(keyOf(r)))
            .map((r) => ({ SourceType: r.SourceType, LineId: r.LineId, SupplierId: supplierOf(r) })),
        },
      );
      setMade(res.Orders);
      setTicked([]);
      setRowSupplier({});
      await qc.invalidateQueries({ queryKey: ['purchase', 'pending'] });
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  return (
    <div data-testid="pending-order">
      <Space wrap style={{ marginBottom: 12 }}>
        <Input.Search
          allowClear
          style={{ width: 220 }}
          data-testid="pending-mpn"
          placeholder={L('Mpn')}
          onSearch={(v) => {
            setMpn(v.trim());
            setTicked([]);
          }}
        />
        <SupplierSelect value={supplierId} onChange={setSupplierId} />
        <Button
          type="primary"
          data-testid="pending-generate"
          disabled={!ticked.length || rows.some((r) => ticked.includes(keyOf(r)) && !supplierOf(r))}
          onClick={() => void generate()}
        >
          {L('generate')}
        </Button>
        {made.length > 0 && (
          <span data-testid="pending-made">
            {L('generated')}{' '}
            {made.map((o) => (
              <Link key={o.Id} to={`/purchase/purchasing-order?id=${o.Id}`} style={{ marginRight: 8 }}>
                {o.No}
              </Link>
            ))}
          </span>
        )}
      </Space>
      <Table<PendingRow>
        size="small"
        rowKey={keyOf}
        loading={q.isLoading}
        dataSource={rows}
        locale={{ emptyText: L('noDemand') }}
        pagination={{ pageSize: 50 }}
        rowSelection={{ selectedRowKeys: ticked, onChange: (keys) => setTicked(keys as string[]) }}
        columns={[
          { title: L('SourceNo'), dataIndex: 'SourceNo', width: 140 },
          { title: L('SalesOrderNo'), dataIndex: 'OrderNo', width: 140 },
          { title: L('Mpn'), dataIndex: 'Mpn' },
          { title: L('Brand'), dataIndex: 'Brand' },
          { title: L('Package'), dataIndex: 'Package' },
          { title: L('Quantity'), dataIndex: 'Quantity', align: 'right' },
          { title: L('OnOrderQty'), dataIndex: 'OnOrderQty', align: 'right' },
          { title: L('OpenQty'), dataIndex: 'OpenQty', align: 'right' },
          { title: L('RequiredDate'), dataIndex: 'RequiredDate' },
          { title: L('Customer'), dataIndex: 'Customer' },
          { title: L('Salesperson'), dataIndex: 'Salesperson' },
          {
            title: L('SupplierName'),
            key: 'supplier',
            width: 240,
            render: (_: unknown, r: PendingRow) => (
              <SupplierSelect
                size="small"
                width={220}
                testId={`pending-supplier-${r.LineId}`}
                value={rowSupplier[keyOf(r)]}
                onChange={(v) => setRowSupplier((m) => ({ ...m, [keyOf(r)]: v }))}
              />
            ),
          },
        ]}
      />
    </div>
  );
}
