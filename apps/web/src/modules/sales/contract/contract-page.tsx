import '../margin-i18n';
import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../../core/feedback';
import { http } from '../../../core/http';
import { download, EmptyState, ErrorState, formatMoney, LoadingState } from '../../../kit';

interface Bi {
  zh: string;
  en: string;
}
/** GET /merchant/sale/salesorder/:id/contract (server contract.queries.ts ContractView). */
export interface Contract {
  Id: number;
  No: string;
  Date: string;
  Currency: string;
  TaxRate: string;
  Amount: string;
  TaxAmount: string;
  Total: string;
  PaymentTerms: number;
  Remark: string;
  /** The owner company's letterhead (name and address in both languages, phone, email). */
  Seller: Bi & { Country: string; Address: Bi; Phone: string; Email: string };
  Buyer: Bi & { Address: string; Phone: string };
  Contact: { Name: string; Phone: string } | null;
  Salesperson: Bi;
  Consignee: { Name: string; Phone: string; Address: string; Country: Bi };
  Account: {
    Name: Bi;
    BankName: string;
    AccountName: string;
    AccountNo: string;
    SwiftCode: string;
    BankAddress: string;
    Currency: string;
  } | null;
  Lines: {
    LineNo: number;
    Mpn: string;
    Brand: string;
    Package: string;
    DateCode: string;
    Quantity: number;
    UnitPrice: string;
    Amount: string;
    RequiredDate: string | null;
    CustomerPn: string;
  }[];
}

const SMALL = { fontSize: 12, fontWeight: 'normal', color: 'rgba(0, 0, 0, 0.55)' } as const;

export const contractApi = {
  get: (id: number) => http.get<Contract>(`/merchant/sale/salesorder/${id}/contract`),
  pdf: (id: number, no: string, lang: 'zh-CN' | 'en-US') =>
    download('GET', `/merchant/sale/salesorder/${id}/pdf?lang=${lang}`, undefined, `${no}-${lang}.pdf`),
};

/**
 * /sales/salesOrderInfo?id= (route permit `salecontract`, decision 0032): the order's contract / PI as it
 * prints — letterhead, parties, consignee, lines, totals with tax, payment terms and bank — and its PDF
 * in Chinese or English (the server's refusal shown as a toast).
 */
export default function ContractPage() {
  const { t, i18n } = useTranslation('salesMarginUi');
  const { t: tp } = useTranslation('sales');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const q = useQuery({
    queryKey: ['sales', 'contract', id],
    queryFn: () => contractApi.get(id),
    enabled: id > 0,
  });
  if (!(id > 0)) return <EmptyState description={t('contract.noOrder')} />;
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const c = q.data;
  const en = i18n.language === 'en-US';
  const pick = (b: Bi) => (en ? b.en || b.zh : b.zh);
  /** The other language's text when it differs (the letterhead shows both). */
  const other = (b: Bi) => {
    const o = en ? b.zh : b.en;
    return o && o !== pick(b) ? o : '';
  };
  const p = (k: string, o?: Record<string, unknown>) => tp(`pdf.${k}`, o);
  const pdf = (lang: 'zh-CN' | 'en-US') =>
    void contractApi.pdf(c.Id, c.No, lang).catch((e: Error) => toast.error(e.message));
  const a = c.Account;
  return (
    <div data-testid="sales-contract">
      <Card
        title={
          <Space orientation="vertical" size={0} data-testid="contract-letterhead">
            <span style={{ fontSize: 18 }}>{pick(c.Seller)}</span>
            {other(c.Seller) && <span style={SMALL}>{other(c.Seller)}</span>}
            {pick(c.Seller.Address) && <span style={SMALL}>{pick(c.Seller.Address)}</span>}
            {other(c.Seller.Address) && <span style={SMALL}>{other(c.Seller.Address)}</span>}
            {(c.Seller.Phone || c.Seller.Email) && (
              <span style={SMALL}>
                {[
                  c.Seller.Phone && `${p('phone')}: ${c.Seller.Phone}`,
                  c.Seller.Email && `${p('email')}: ${c.Seller.Email}`,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </span>
            )}
            <span>{p('title')}</span>
          </Space>
        }
        extra={
          <Space wrap>
            <Button icon={<FilePdfOutlined />} onClick={() => pdf('zh-CN')} data-testid="contract-pdf-zh">
              {t('contract.download', { lang: t('contract.zh') })}
            </Button>
            <Button icon={<FilePdfOutlined />} onClick={() => pdf('en-US')} data-testid="contract-pdf-en">
              {t('contract.download', { lang: t('contract.en') })}
            </Button>
          </Space>
        }
      >
        <Descriptions
          bordered
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            { key: 'no', label: p('no'), children: c.No },
            { key: 'date', label: p('date'), children: c.Date },
            { key: 'seller', label: p('seller'), children: pick(c.Seller) },
            { key: 'buyer', label: p('buyer'), children: pick(c.Buyer) },
            { key: 'sales', label: p('salesperson'), children: pick(c.Salesperson) },
            {
              key: 'contact',
              label: p('contact'),
              children: c.Contact ? `${c.Contact.Name} ${c.Contact.Phone}` : '',
            },
            { key: 'consignee', label: p('consignee'), children: `${c.Consignee.Name} ${c.Consignee.Phone}` },
            { key: 'country', label: p('country'), children: pick(c.Consignee.Country) },
            { key: 'address', label: p('address'), children: c.Consignee.Address },
          ]}
        />
        <Table
          style={{ marginTop: 12 }}
          size="small"
          rowKey="LineNo"
          pagination={false}
          dataSource={c.Lines}
          data-testid="contract-lines"
          columns={[
            { key: 'n', title: p('lineNo'), dataIndex: 'LineNo', width: 40 },
            { key: 'mpn', title: p('mpn'), dataIndex: 'Mpn' },
            { key: 'brand', title: p('brand'), dataIndex: 'Brand' },
            { key: 'pkg', title: p('package'), dataIndex: 'Package' },
            { key: 'dc', title: p('dateCode'), dataIndex: 'DateCode' },
            { key: 'qty', title: p('quantity'), dataIndex: 'Quantity', align: 'right' },
            { key: 'price', title: p('price'), dataIndex: 'UnitPrice', align: 'right' },
            {
              key: 'amount',
              title: p('amount'),
              dataIndex: 'Amount',
              align: 'right',
              render: (v: string) => formatMoney(v),
            },
            { key: 'req', title: p('required'), dataIndex: 'RequiredDate' },
          ]}
        />
        <div style={{ textAlign: 'right', marginTop: 8 }} data-testid="contract-totals">
          <div>{`${p('subtotal')}: ${c.Currency} ${formatMoney(c.Amount)}`}</div>
          <div>{`${p('tax', { rate: Number(c.TaxRate) })}: ${c.Currency} ${formatMoney(c.TaxAmount)}`}</div>
          <div style={{ fontWeight: 600 }}>{`${p('total')}: ${c.Currency} ${formatMoney(c.Total)}`}</div>
        </div>
        <Descriptions
          style={{ marginTop: 12 }}
          size="small"
          column={1}
          items={[
            { key: 'terms', label: p('paymentTerms'), children: p(`term${c.PaymentTerms}`) },
            ...(a
              ? [
                  { key: 'bank', label: p('bank'), children: `${pick(a.Name)} (${a.Currency})` },
                  { key: 'bankName', label: p('bankName'), children: a.BankName },
                  { key: 'accName', label: p('accountName'), children: a.AccountName },
                  { key: 'accNo', label: p('accountNo'), children: a.AccountNo },
                  { key: 'swift', label: p('swift'), children: a.SwiftCode },
                ]
              : []),
            ...(c.Remark ? [{ key: 'remark', label: p('remark'), children: c.Remark }] : []),
          ]}
        />
      </Card>
    </div>
  );
}
