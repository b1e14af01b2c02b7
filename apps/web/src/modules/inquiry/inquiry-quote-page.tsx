import './i18n';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { INQUIRY_PERMITS, INQUIRY_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { rfqLibraryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { canSendBack } from '@partdesk/shared/inquiry/quote-status';
import { QUOTE_PERMITS } from '@partdesk/shared/quote/quote-codes';
import type { FieldDef } from '@partdesk/shared/resource/define';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useSession } from '../../core/use-session';
import { DocumentTabs, FieldCell, formatMoney } from '../../kit';
import { INQUIRY_PATHS, type InquiryDetail, type InquiryLine } from './inquiry-api';
import { SendBackDialog } from './inquiry-dialogs';
import { BackButton, InquiryHeader, WithInquiry } from './inquiry-pages';
import { LineOffers } from './line-offers';
import { SalesQuoteForm } from './sales-quote-form';

const statusField = rfqLibraryResource.fields.find((f) => f.name === 'quoteStatus') as FieldDef;

/**
 * Where the sales quote is made from the chosen purchase offers (SalesQuoteForm, on the quotation
 * module's shared contract), for a session holding its permit; otherwise a notice.
 */
function SalesQuote({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation('inquiryUi');
  const session = useSession();
  const may = session?.user.isAdmin === true || hasPermit(session?.permits, QUOTE_PERMITS.create);
  if (may && inquiry.Status !== INQUIRY_STATUS.closed) return <SalesQuoteForm inquiry={inquiry} />;
  return (
    <Card size="small" title={t('quote.salesQuote')} data-testid="sales-quote-slot">
      <Alert type="info" showIcon message={t('quote.salesQuoteNoPermit')} />
    </Card>
  );
}

function LinesWithOffers({ inquiry }: { inquiry: InquiryDetail }) {
  const { t } = useTranslation('inquiryUi');
  const { t: tr } = useTranslation('resources');
  const session = useSession();
  const maySendBack = session?.user.isAdmin === true || hasPermit(session?.permits, INQUIRY_PERMITS.sendBack);
  const [sendBack, setSendBack] = useState<InquiryLine | null>(null);
  const [expanded, setExpanded] = useState<number[]>(() =>
    inquiry.Lines.filter((l) => l.Quotes > 0)
      .slice(0, 20)
      .map((l) => l.Id),
  );
  const open = inquiry.Status !== INQUIRY_STATUS.closed;
  return (
    <Card size="small" title={t('quote.offers')}>
      <Table<InquiryLine>
        size="small"
        rowKey="Id"
        dataSource={inquiry.Lines}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        scroll={{ x: 'max-content' }}
        data-testid="inquiry-lines"
        expandable={{
          expandedRowKeys: expanded,
          onExpandedRowsChange: (keys) => setExpanded(keys as number[]),
          expandedRowRender: (l) => (
            <>
              {l.SendBackReason && (
                <Alert
                  type="warning"
                  showIcon
                  message={t('quote.sendBackReason', { reason: l.SendBackReason })}
                />
              )}
              <LineOffers lineId={l.Id} />
            </>
          ),
        }}
        columns={[
          { key: 'LineNo', dataIndex: 'LineNo', title: '#', width: 50 },
          { key: 'Mpn', dataIndex: 'Mpn', title: tr('inquiryLine.Mpn') },
          { key: 'Brand', dataIndex: 'Brand', title: tr('inquiryLine.Brand') },
          { key: 'Package', dataIndex: 'Package', title: tr('inquiryLine.Package') },
          { key: 'DateCode', dataIndex: 'DateCode', title: tr('inquiryLine.DateCode') },
          { key: 'Quantity', dataIndex: 'Quantity', title: tr('inquiryLine.Quantity'), align: 'right' },
          {
            key: 'TargetPrice',
            title: tr('inquiryLine.TargetPrice'),
            align: 'right',
            render: (_: unknown, l) =>
              l.TargetPrice ? `${formatMoney(l.TargetPrice, 6)} ${l.Currency ?? ''}` : '',
          },
          { key: 'CustomerPn', dataIndex: 'CustomerPn', title: tr('inquiryLine.CustomerPn') },
          {
            key: 'IsUrgent',
            title: tr('inquiryLine.IsUrgent'),
            render: (_: unknown, l) =>
              l.IsUrgent ? <Tag color="red">{tr('inquiryLine.IsUrgent')}</Tag> : null,
          },
          {
            key: 'QuoteStatus',
            title: tr('inquiryLine.QuoteStatus'),
            render: (_: unknown, l) => (
              <FieldCell field={statusField} value={l.QuoteStatus} row={l as never} />
            ),
          },
          { key: 'Quotes', dataIndex: 'Quotes', title: tr('inquiryLine.Quotes'), align: 'right' },
          {
            key: '__actions',
            title: '',
            fixed: 'right',
            render: (_: unknown, l) =>
              open && maySendBack && canSendBack(l.QuoteStatus) ? (
                <Button
                  type="link"
                  size="small"
                  onClick={() => setSendBack(l)}
                  data-testid={`line-sendback-${l.Id}`}
                >
                  {t('quote.sendBack')}
                </Button>
              ) : null,
          },
        ]}
      />
      {sendBack && <SendBackDialog line={sendBack} onClose={() => setSendBack(null)} />}
    </Card>
  );
}

/**
 * /forQuotation/rfq-detail_quote?id= (hidden): the inquiry's lines, each with its purchase offers
 * (fresher D/C first, each offer's age); a quoted line can be sent back to "price to be checked"
 * with a reason; below, the sales quote form (a purchase offer per line, sale price against the
 * suggested price, price breaks, currency, date and validity).
 */
export default function InquiryQuotePage() {
  const { t } = useTranslation('inquiryUi');
  const navigate = useNavigate();
  const session = useSession();
  const mayEdit = session?.user.isAdmin === true || hasPermit(session?.permits, INQUIRY_PERMITS.update);
  return (
    <WithInquiry>
      {(inquiry) => (
        <Space direction="vertical" style={{ width: '100%' }} data-testid="inquiry-quote">
          <InquiryHeader
            inquiry={inquiry}
            extra={
              <Space>
                {mayEdit && inquiry.Status === INQUIRY_STATUS.open && (
                  <Button
                    onClick={() => navigate(`${INQUIRY_PATHS.edit}?id=${inquiry.Id}`)}
                    data-testid="inquiry-edit-open"
                  >
                    {t('quote.edit')}
                  </Button>
                )}
                <BackButton
                  to={() => navigate(`${INQUIRY_PATHS.list}?No=${encodeURIComponent(inquiry.No)}`)}
                />
              </Space>
            }
          />
          <DocumentTabs type="inquiry" id={inquiry.Id}>
            <Space direction="vertical" style={{ width: '100%' }}>
              <LinesWithOffers inquiry={inquiry} />
              <SalesQuote inquiry={inquiry} />
            </Space>
          </DocumentTabs>
        </Space>
      )}
    </WithInquiry>
  );
}
