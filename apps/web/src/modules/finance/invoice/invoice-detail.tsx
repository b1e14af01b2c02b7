import '../i18n';
import { INVOICE_PERMITS, INVOICE_STATUS as S } from '@partdesk/shared/finance/invoice/invoice.codes';
import { INVOICE_STATUS_OPTIONS } from '@partdesk/shared/finance/invoice/invoice.resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Descriptions from 'antd/es/descriptions';
import Drawer from 'antd/es/drawer';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Timeline from 'antd/es/timeline';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../../core/http';
import { useMay } from '../../../core/use-may';
import { EmptyState, ErrorState, formatDateTime, LoadingState, type Row } from '../../../kit';
import { IssueDialog, VoidDialog } from './invoice-actions';

interface InvoiceDetailView extends Row {
  Lines: {
    Id: number;
    LineNo: number;
    Mpn: string;
    Brand: string;
    Quantity: number;
    UnitPrice: string;
    Amount: string;
  }[];
  History: { Id: number; Action: string; Comment: string | null; UserName: string | null; At: string }[];
}

/** The status tag of a request (the resource's options: colour and label). */
export function InvoiceStatusTag({ status }: { status: number }) {
  const { t } = useTranslation();
  const o = INVOICE_STATUS_OPTIONS.find((x) => x.value === status);
  return <Tag color={o?.color}>{o ? t(o.label) : status}</Tag>;
}

/**
 * One invoice request (GET /merchant/finance/invoice/:id) in a drawer: status, order, amounts, buyer,
 * the invoice or red-letter numbers, its lines and its history (its actions and the review's); finance
 * issues a request to issue and voids an issued one here (permits, status).
 */
export function InvoiceDetailDrawer({ id, onClose }: { id: number; onClose: () => void }) {
  const { t } = useTranslation('financeUi');
  const { t: tr } = useTranslation();
  const { t: tk } = useTranslation('kit');
  const may = useMay();
  const qc = useQueryClient();
  const [dialog, setDialog] = useState<'issue' | 'void' | null>(null);
  const q = useQuery({
    queryKey: ['finance.invoice.detail', id],
    queryFn: () => http.get<InvoiceDetailView>(`/merchant/finance/invoice/${id}`),
  });
  const d = q.data;
  const L = (k: string) => tr(`resources.invoice.${k}`);
  const closeDialog = (changed: boolean) => {
    setDialog(null);
    if (changed) {
      void q.refetch();
      for (const name of ['finance.invoice', 'finance.invoiceIssue'])
        void qc.invalidateQueries({ queryKey: ['resource', name] });
    }
  };
  return (
    <Drawer open size={880} onClose={onClose} title={d ? t('invoiceUi.detailTitle', { no: d.No }) : ''}>
      {q.isLoading && <LoadingState />}
      {q.error && <ErrorState message={(q.error as Error).message} onRetry={() => void q.refetch()} />}
      {d && (
        <div data-testid="invoice-detail">
          <Space style={{ marginBottom: 12 }}>
            <InvoiceStatusTag status={Number(d.Status)} />
            {d.Status === S.toIssue && may(INVOICE_PERMITS.issue) && (
              <Button type="primary" onClick={() => setDialog('issue')} data-testid="invoice-detail-issue">
                {t('invoiceUi.issue')}
              </Button>
            )}
            {d.Status === S.issued && may(INVOICE_PERMITS.void) && (
              <Button danger onClick={() => setDialog('void')} data-testid="invoice-detail-void">
                {t('invoiceUi.void')}
              </Button>
            )}
          </Space>
          <Descriptions size="small" bordered column={2}>
            <Descriptions.Item label={L('OrderNo')}>{String(d.OrderNo)}</Descriptions.Item>
            <Descriptions.Item label={L('CustomerName')}>{String(d.CustomerName)}</Descriptions.Item>
            <Descriptions.Item label={L('TaxRate')}>{Number(d.TaxRate)}</Descriptions.Item>
            <Descriptions.Item label={L('Currency')}>{String(d.Currency)}</Descriptions.Item>
            <Descriptions.Item label={L('Amount')}>{String(d.Amount)}</Descriptions.Item>
            <Descriptions.Item label={L('TaxAmount')}>{String(d.TaxAmount)}</Descriptions.Item>
            <Descriptions.Item label={L('Total')}>
              <Typography.Text strong data-testid="invoice-detail-total">
                {String(d.Total)}
              </Typography.Text>
            </Descriptions.Item>
            <Descriptions.Item label={L('BuyerName')}>{String(d.BuyerName)}</Descriptions.Item>
            <Descriptions.Item label={L('BuyerTaxNo')}>{String(d.BuyerTaxNo)}</Descriptions.Item>
            <Descriptions.Item label={t('invoiceUi.buyerAddress')}>
              {String(d.BuyerAddress ?? '')}
            </Descriptions.Item>
            <Descriptions.Item label={L('InvoiceNo')}>{String(d.InvoiceNo ?? '')}</Descriptions.Item>
            <Descriptions.Item label={L('InvoiceDate')}>{String(d.InvoiceDate ?? '')}</Descriptions.Item>
            {d.RedInvoiceNo ? (
              <>
                <Descriptions.Item label={L('RedInvoiceNo')}>{String(d.RedInvoiceNo)}</Descriptions.Item>
                <Descriptions.Item label={t('invoiceUi.voidReason')}>
                  {String(d.VoidReason ?? '')}
                </Descriptions.Item>
              </>
            ) : null}
            {d.ReviewComment ? (
              <Descriptions.Item label={t('invoiceUi.reviewComment')}>
                {String(d.ReviewComment)}
              </Descriptions.Item>
            ) : null}
            {d.Remark ? <Descriptions.Item label={L('Remark')}>{String(d.Remark)}</Descriptions.Item> : null}
          </Descriptions>
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('invoiceUi.lines')}
          </Typography.Title>
          <Table
            size="small"
            rowKey="Id"
            pagination={false}
            dataSource={d.Lines}
            columns={[
              { title: t('invoiceUi.lineNo'), dataIndex: 'LineNo', width: 60 },
              { title: t('invoiceUi.mpn'), dataIndex: 'Mpn' },
              { title: t('invoiceUi.brand'), dataIndex: 'Brand' },
              { title: t('invoiceUi.qty'), dataIndex: 'Quantity' },
              { title: t('invoiceUi.unitPrice'), dataIndex: 'UnitPrice' },
              { title: t('invoiceUi.amount'), dataIndex: 'Amount' },
            ]}
          />
          <Typography.Title level={5} style={{ marginTop: 16 }}>
            {t('invoiceUi.history')}
          </Typography.Title>
          {d.History.length ? (
            <Timeline
              data-testid="invoice-history"
              items={d.History.map((h) => ({
                key: h.Id,
                content: (
                  <span>
                    {formatDateTime(h.At)} · {h.UserName ?? ''} ·{' '}
                    {tk(`historyAction.${h.Action}`, { defaultValue: h.Action })}
                    {h.Comment ? ` · ${h.Comment}` : ''}
                  </span>
                ),
              }))}
            />
          ) : (
            <EmptyState description={t('invoiceUi.noHistory')} />
          )}
        </div>
      )}
      {d && dialog === 'issue' && <IssueDialog row={d} close={closeDialog} />}
      {d && dialog === 'void' && <VoidDialog row={d} close={closeDialog} />}
    </Drawer>
  );
}
