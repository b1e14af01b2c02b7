import { PURCHASE_ORDER_DOC } from '@partdesk/shared/purchase/purchase-order/purchase-order.codes';
import {
  PO_STATUS_OPTIONS,
  PO_TERMS_OPTIONS,
} from '@partdesk/shared/purchase/purchase-order/purchase-order.resource';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../core/feedback';
import { http } from '../../../core/http';
import { DocumentTabs, download, EmptyState, ErrorState, LoadingState } from '../../../kit';

const base = '/merchant/purchase/purchaseorder';

interface PoLine {
  Id: number;
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
 * serve, the PDF in zh-CN / en-US; history and trace in the kit's tabs. Editing, submit and cancel screens
 * come with the new-purchaseorder form.
 */
export default function PurchaseOrderDetailPage() {
  const { t } = useTranslation('resources');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const no = params.get('OrderNo');
  const q = useQuery({ queryKey: ['purchaseOrder', 'detail', id, no], queryFn: () => loadPo(id, no) });
  const L = (k: string) => t(`purchaseOrder.${k}`);
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = q.data;
  if (!d) return <EmptyState description={L('missing')} />;
  const status = PO_STATUS_OPTIONS.find((o) => o.value === d.Status);
  const terms = PO_TERMS_OPTIONS.find((o) => o.value === d.PaymentTerms);
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
        ]}
      />
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
            { title: L('UnitCost'), dataIndex: 'UnitCost', align: 'right' },
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
