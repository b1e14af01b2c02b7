import { PAYABLE_PO_STATUSES } from '@partdesk/shared/purchase/payment-order/payment-order.codes';
import {
  PO_CANCELLABLE,
  PO_EDITABLE,
  PURCHASE_ORDER_DOC,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import { isUnitCost } from '@partdesk/shared/purchase/purchase-order/purchase-order.rules';
import {
  PO_STATUS_OPTIONS,
  PO_TERMS_OPTIONS,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Input from 'antd/es/input';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../core/feedback';
import { http } from '../../../core/http';
import { useMay } from '../../../core/use-may';
import { DocumentTabs, download, EmptyState, ErrorState, LoadingState } from '../../../kit';
import { PaymentRequestForm } from './payment-request-form';
import { PurchaseOrderForm } from './purchase-order-form';

const base = '/merchant/purchase/purchaseorder';

interface PoLine {
  Id: number;
  PartId: number | null;
  Remark: string;
  LineNo: number;
  Mpn: string;
  Brand: string;
  Package: string;
  DateCode: string;
  Quantity: number;
  UnitCost: string | null;
  Amount: string;
  RequiredDate: string | null;
  SourceNo: string | null;
  SalesOrderNo: string | null;
  ReceivedQty: number;
}
interface PoDetail {
  Id: number;
  No: string;
  Version: number;
  SupplierId: number;
  TenantId: number;
  WarehouseId: number | null;
  SupplierName: string | null;
  OwnerName: string | null;
  Currency: string;
  Rate: string;
  TaxRate: string;
  PaymentTerms: number;
  DeliveryAddress: string;
  Amount: string;
  TaxAmount: string;
  Total: string;
  Status: number;
  Remark: string;
  ReviewComment?: string;
  Lines: PoLine[];
}

/** `?id=` or a notification's `?OrderNo=PO…` (named route PurchasingOrder) → the PO. */
async function loadPo(id: number, no: string | null): Promise<PoDetail | null> {
  let poId = id;
  if (!(poId > 0) && no) {
    const page = await http.post<{ Records: { Id: number; No: string }[] }>(`${base}/Query`, { No: no });
    poId = page.Records.find((r) => r.No === no)?.Id ?? 0;
  }
  return poId > 0 ? http.get<PoDetail>(`${base}/${poId}`) : null;
}

/**
 * /purchase/purchasing-order?id= (or ?OrderNo=): one purchase order — header, lines with the demand they
 * serve, the PDF in zh-CN / en-US; history and trace in the kit's tabs. A draft, rejected or to-complete
 * PO is edited in the new-purchaseorder form (Edit), its unit costs also in place; submit and cancel.
 */
export default function PurchaseOrderDetailPage() {
  const { t } = useTranslation('resources');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const no = params.get('OrderNo');
  const q = useQuery({ queryKey: ['purchaseOrder', 'detail', id, no], queryFn: () => loadPo(id, no) });
  const qc = useQueryClient();
  const [costs, setCosts] = useState<Record<number, string>>({});
  const [editing, setEditing] = useState(false);
  const [paying, setPaying] = useState(false);
  const mayRequestPayment = useMay()('POST merchant/purchase/paymentorder');
  const L = (k: string) => t(`purchaseOrder.${k}`);
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = q.data;
  if (!d) return <EmptyState description={L('missing')} />;
  const status = PO_STATUS_OPTIONS.find((o) => o.value === d.Status);
  const terms = PO_TERMS_OPTIONS.find((o) => o.value === d.PaymentTerms);
  const editable = PO_EDITABLE.includes(d.Status);
  const costOf = (l: PoLine) => (l.Id in costs ? costs[l.Id]! : (l.UnitCost ?? ''));
  const dirty = Object.keys(costs).length > 0;
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
      // The PO read again before the typed costs are dropped: submit stays disabled (dirty) until the
      // detail holds the saved Version — a submit at the old one would be refused as stale (409).
      await qc.invalidateQueries({ queryKey: ['purchaseOrder'] });
      setCosts({});
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  /** Saves the unit costs typed (the whole PO at its Version, as the edit route takes it). */
  const save = () =>
    run(() =>
      http.put(`${base}/${d.Id}`, {
        Version: d.Version,
        SupplierId: d.SupplierId,
        TenantId: d.TenantId,
        Currency: d.Currency,
        TaxRate: Number(d.TaxRate),
        PaymentTerms: d.PaymentTerms,
        ...(d.WarehouseId ? { WarehouseId: d.WarehouseId } : {}),
        DeliveryAddress: d.DeliveryAddress,
        Remark: d.Remark,
        Lines: d.Lines.map((l) => ({
          Id: l.Id,
          ...(l.PartId ? { PartId: l.PartId } : {}),
          Mpn: l.Mpn,
          Brand: l.Brand,
          Package: l.Package,
          DateCode: l.DateCode,
          Quantity: l.Quantity,
          ...(costOf(l) ? { UnitCost: costOf(l) } : {}),
          RequiredDate: l.RequiredDate ?? '',
          Remark: l.Remark,
        })),
      }),
    );
  if (editing)
    return (
      <PurchaseOrderForm
        initial={d}
        onCancel={() => setEditing(false)}
        onSaved={() => {
          setEditing(false);
          void qc.invalidateQueries({ queryKey: ['purchaseOrder'] });
        }}
      />
    );
  const pdf = (lang: 'zh-CN' | 'en-US') =>
    void download('GET', `${base}/${d.Id}/pdf?lang=${lang}`, undefined, `${d.No}-${lang}.pdf`).catch(
      (e: Error) => toast.error(e.message),
    );
  return (
    <div data-testid="purchase-order-detail">
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        title={d.No}
        extra={
          <Space wrap>
            {editable && (
              <Button data-testid="po-edit" onClick={() => setEditing(true)}>
                {L('edit')}
              </Button>
            )}
            {editable && (
              <Button
                data-testid="po-save"
                disabled={!dirty || d.Lines.some((l) => !!costOf(l) && !isUnitCost(costOf(l)))}
                onClick={() => void save()}
              >
                {L('save')}
              </Button>
            )}
            {editable && (
              <Button
                type="primary"
                data-testid="po-submit"
                disabled={dirty}
                onClick={() => void run(() => http.put(`${base}/${d.Id}/submit`, { Version: d.Version }))}
              >
                {L('submit')}
              </Button>
            )}
            {PO_CANCELLABLE.includes(d.Status) && (
              <Button
                danger
                data-testid="po-cancel"
                onClick={() => {
                  const Reason = window.prompt(L('cancelReason')) ?? '';
                  if (Reason.trim())
                    void run(() => http.put(`${base}/${d.Id}/cancel`, { Version: d.Version, Reason }));
                }}
              >
                {L('cancel')}
              </Button>
            )}
            {PAYABLE_PO_STATUSES.includes(d.Status) && mayRequestPayment && (
              <Button data-testid="po-request-payment" onClick={() => setPaying(true)}>
                {t('paymentOrder.add')}
              </Button>
            )}
            <Button data-testid="po-pdf-zh" onClick={() => pdf('zh-CN')}>
              {L('pdfZh')}
            </Button>
            <Button data-testid="po-pdf-en" onClick={() => pdf('en-US')}>
              {L('pdfEn')}
            </Button>
          </Space>
        }
        items={[
          { key: 'sp', label: L('SupplierName'), children: d.SupplierName },
          {
            key: 'st',
            label: L('Status'),
            children: (
              <Tag color={status?.color} data-testid="po-status">
                {status ? t(status.label.replace('resources.', '')) : d.Status}
              </Tag>
            ),
          },
          { key: 'ow', label: L('OwnerName'), children: d.OwnerName },
          { key: 'cu', label: L('Currency'), children: `${d.Currency} (${d.Rate})` },
          {
            key: 'pt',
            label: L('PaymentTerms'),
            children: terms ? t(terms.label.replace('resources.', '')) : '',
          },
          { key: 'tx', label: L('TaxRate'), children: d.TaxRate },
          { key: 'am', label: L('Amount'), children: d.Amount },
          { key: 'ta', label: L('TaxAmount'), children: d.TaxAmount },
          { key: 'to', label: L('Total'), children: d.Total },
          { key: 'da', label: L('DeliveryAddress'), children: d.DeliveryAddress },
          { key: 'rm', label: L('Remark'), children: d.Remark },
          ...(d.ReviewComment
            ? [
                {
                  key: 'rc',
                  label: L('ReviewComment'),
                  children: <span data-testid="po-review-comment">{d.ReviewComment}</span>,
                },
              ]
            : []),
        ]}
      />
      {paying && (
        <PaymentRequestForm
          orderId={d.Id}
          onCancel={() => setPaying(false)}
          onDone={(no) => {
            setPaying(false);
            toast.success(`${t('paymentOrder.created')} ${no}`);
            void qc.invalidateQueries({ queryKey: ['paymentOrder'] });
          }}
        />
      )}
      <DocumentTabs type={PURCHASE_ORDER_DOC} id={d.Id}>
        <Table<PoLine>
          size="small"
          rowKey="Id"
          data-testid="purchase-order-lines"
          title={() => L('lines')}
          dataSource={d.Lines}
          pagination={false}
          columns={[
            { title: '#', dataIndex: 'LineNo', width: 40 },
            { title: L('Mpn'), dataIndex: 'Mpn' },
            { title: L('Brand'), dataIndex: 'Brand' },
            { title: L('Package'), dataIndex: 'Package' },
            { title: L('DateCode'), dataIndex: 'DateCode' },
            { title: L('Quantity'), dataIndex: 'Quantity', align: 'right' },
            {
              title: L('UnitCost'),
              dataIndex: 'UnitCost',
              align: 'right',
              render: (_: unknown, l: PoLine) =>
                editable ? (
                  <Input
                    size="small"
                    style={{ width: 110 }}
                    data-testid={`po-cost-${l.LineNo}`}
                    status={costOf(l) && !isUnitCost(costOf(l)) ? 'error' : undefined}
                    value={costOf(l)}
                    onChange={(e) => setCosts((c) => ({ ...c, [l.Id]: e.target.value.trim() }))}
                  />
                ) : (
                  l.UnitCost
                ),
            },
            { title: L('LineAmount'), dataIndex: 'Amount', align: 'right' },
            { title: L('RequiredDate'), dataIndex: 'RequiredDate' },
            { title: L('SourceNo'), dataIndex: 'SourceNo' },
            { title: L('SalesOrderNo'), dataIndex: 'SalesOrderNo' },
            { title: L('ReceivedQty'), dataIndex: 'ReceivedQty', align: 'right' },
          ]}
        />
      </DocumentTabs>
    </div>
  );
}
