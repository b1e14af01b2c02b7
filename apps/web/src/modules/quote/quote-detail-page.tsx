import './i18n';
import FilePdfOutlined from '@ant-design/icons/es/icons/FilePdfOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import {
  QUOTE_PERMITS,
  QUOTE_STATUS_DOC,
  QUOTE_VOIDABLE,
  SALES_QUOTE_DOC,
} from '@partdesk/shared/quote/quote-codes';
import type { QuoteLineView } from '@partdesk/shared/quote/quote-contract';
import { QUOTE_DOC_STATUS_OPTIONS } from '@partdesk/shared/quote/quote-resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../core/feedback';
import { useSession } from '../../core/use-session';
import {
  confirmAction,
  DocumentTabs,
  EmptyState,
  ErrorState,
  formatMoney,
  LoadingState,
  withPrompt,
} from '../../kit';
import { brandWithProxyFlag } from '../purchase';
import { afterQuoteChange, quoteApi } from './quote-api';

/** The sales order create permit (POST merchant/sale/salesorder): a valid or sent quote becomes an order. */
const ORDER_CREATE_PERMIT = 'POST merchant/sale/salesorder';

/**
 * /forQuotation/detail-quotation?id=: a quote with its lines (cost, suggested price, below-suggested
 * mark, tiers), send / void at the version read, and the PDF in Chinese or English — refused by the
 * server (its message shown) while the quote waits for approval or was rejected. A valid or sent quote
 * opens the sales order picker (createdSalesOrder) with its lines ticked.
 */
export default function QuoteDetailPage() {
  const { t } = useTranslation('quoteUi');
  const { t: tr } = useTranslation('resources');
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const qc = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const key = ['quote', 'detail', id];
  const q = useQuery({ queryKey: key, queryFn: () => quoteApi.detail(id), enabled: id > 0 });
  if (!(id > 0)) return <EmptyState description={t('missingId')} />;
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState onRetry={() => void q.refetch()} />;
  const d = q.data;
  const may = (permit: string) => session?.user.isAdmin || hasPermit(session?.permits, permit);
  const refresh = async () => {
    await qc.invalidateQueries({ queryKey: key });
    await afterQuoteChange(qc);
  };
  // A refusal (pending approval, rejected, font missing…) is the server's message, shown as a toast.
  const pdf = (lang: 'zh-CN' | 'en-US') =>
    void quoteApi.pdf(d.Id, d.No, lang).catch((e: Error) => toast.error(e.message));
  const status = QUOTE_DOC_STATUS_OPTIONS.find((o) => o.value === d.Status);
  const printable = d.Status === QUOTE_STATUS_DOC.valid || d.Status === QUOTE_STATUS_DOC.sent;
  return (
    <div data-testid="quote-detail">
      {d.Status === QUOTE_STATUS_DOC.pendingApproval && (
        <Alert type="warning" showIcon message={t('pendingHint')} />
      )}
      {d.Status === QUOTE_STATUS_DOC.rejected && (
        <Alert type="error" showIcon message={t('rejectedHint', { comment: d.ReviewComment })} />
      )}
      <Descriptions
        bordered
        size="small"
        column={{ xs: 1, md: 3 }}
        style={{ marginTop: 12 }}
        title={d.No}
        extra={
          <Space wrap>
            <Button
              icon={<FilePdfOutlined />}
              disabled={!printable}
              onClick={() => pdf('zh-CN')}
              data-testid="quote-pdf-zh"
            >
              {t('pdfZh')}
            </Button>
            <Button
              icon={<FilePdfOutlined />}
              disabled={!printable}
              onClick={() => pdf('en-US')}
              data-testid="quote-pdf-en"
            >
              {t('pdfEn')}
            </Button>
            {printable && may(ORDER_CREATE_PERMIT) && (
              <Button
                data-testid="quote-create-order"
                onClick={() =>
                  void navigate(`/forQuotation/createdSalesOrder?customerId=${d.CustomerId}&quoteId=${d.Id}`)
                }
              >
                {t('createOrder')}
              </Button>
            )}
            {d.Status === QUOTE_STATUS_DOC.valid && may(QUOTE_PERMITS.send) && (
              <Button
                type="primary"
                data-testid="quote-send"
                onClick={async () => {
                  if (!(await confirmAction({ content: tr('salesQuote.confirmSend') }))) return;
                  await withPrompt('saved', () => quoteApi.send(d.Id, d.Version), { confirm: false });
                  await refresh();
                }}
              >
                {t('send')}
              </Button>
            )}
            {QUOTE_VOIDABLE.includes(d.Status) && may(QUOTE_PERMITS.void) && (
              <Button
                danger
                data-testid="quote-void"
                onClick={async () => {
                  if (await withPrompt('voided', () => quoteApi.void(d.Id, d.Version))) await refresh();
                }}
              >
                {t('void')}
              </Button>
            )}
          </Space>
        }
        items={[
          {
            key: 'status',
            label: tr('salesQuote.Status'),
            children: status && (
              <Tag color={status.color}>{tr(status.label.replace(/^resources\./, ''))}</Tag>
            ),
          },
          { key: 'inq', label: tr('salesQuote.InquiryNo'), children: d.InquiryNo },
          {
            key: 'cust',
            label: tr('salesQuote.CustomerName'),
            children: `${d.CustomerName} (${d.CustomerCode})`,
          },
          { key: 'contact', label: tr('inquiry.ContactName'), children: d.ContactName ?? '' },
          { key: 'sales', label: tr('salesQuote.SalespersonId'), children: d.SalespersonName },
          { key: 'cur', label: tr('salesQuote.Currency'), children: d.Currency },
          { key: 'date', label: tr('salesQuote.QuoteDate'), children: d.QuoteDate },
          { key: 'valid', label: tr('salesQuote.ValidUntil'), children: d.ValidUntil },
          { key: 'total', label: tr('salesQuote.Total'), children: `${d.Currency} ${formatMoney(d.Total)}` },
          { key: 'remark', label: tr('salesQuote.Remark'), children: d.Remark, span: 3 },
        ]}
      />
      <DocumentTabs type={SALES_QUOTE_DOC} id={d.Id}>
        <Table<QuoteLineView>
          size="small"
          rowKey="Id"
          title={() => t('lines')}
          dataSource={d.Lines}
          pagination={false}
          scroll={{ x: 900 }}
          columns={[
            { title: t('col.LineNo'), dataIndex: 'LineNo', width: 50 },
            { title: t('col.Mpn'), dataIndex: 'Mpn' },
            {
              title: t('col.Brand'),
              dataIndex: 'Brand',
              width: 130,
              // A franchise line in force is flagged (purchase proxy brands, decision 0049).
              render: (v: string, l) => brandWithProxyFlag()(v, l as unknown as Record<string, unknown>),
            },
            { title: t('col.Quantity'), dataIndex: 'Quantity', width: 90, align: 'right' },
            {
              title: t('col.SalePrice'),
              key: 'price',
              width: 150,
              align: 'right',
              render: (_, l) =>
                l.SalePrice == null ? (
                  <Tag>{t('noQuote')}</Tag>
                ) : (
                  <Space size={4}>
                    {l.SalePrice}
                    {l.BelowSuggested && <Tag color="red">{t('belowSuggested')}</Tag>}
                  </Space>
                ),
            },
            { title: t('col.SuggestedPrice'), dataIndex: 'SuggestedPrice', width: 110, align: 'right' },
            {
              title: t('col.CostPrice'),
              key: 'cost',
              width: 130,
              render: (_, l) => (l.CostPrice == null ? '' : `${l.CostPrice} ${l.CostCurrency ?? ''}`),
            },
            { title: t('col.Supplier'), dataIndex: 'SupplierName', width: 140 },
            {
              title: t('col.Tiers'),
              key: 'tiers',
              render: (_, l) => l.Tiers.map((x) => `≥${x.Quantity}: ${x.Price}`).join('; '),
            },
            { title: t('col.LeadTimeDays'), dataIndex: 'LeadTimeDays', width: 100 },
          ]}
        />
      </DocumentTabs>
    </div>
  );
}
