import './i18n';
import { rfqLibraryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../core/feedback';
import type { ApiError } from '../../core/http';
import { EmptyState, ErrorState, LoadingState, ResourceDetail, type Row } from '../../kit';
import { afterInquiryChange, INQUIRY_PATHS, inquiryApi } from './inquiry-api';
import { OffersTable } from './line-offers';
import { PurchaseQuoteForm } from './purchase-quote-form';

const LINE_FIELDS = [
  'InquiryNo',
  'Mpn',
  'Brand',
  'Package',
  'DateCode',
  'Quantity',
  'TargetPrice',
  'Currency',
  'Delivery',
  'IsUrgent',
  'quoteStatus',
  'Description',
];

/**
 * The prefill a stock row sends (`/product/internationalinventory` "quote from this", decision 0044):
 * query parameters named as the form's fields; numbers parsed, the rest as text.
 */
const PREFILL_TEXT = ['Mpn', 'Brand', 'Package', 'DateCode', 'CostPrice', 'Currency'] as const;
const PREFILL_INT = ['SupplierId', 'Quantity'] as const;
export function prefillOf(params: URLSearchParams): Record<string, unknown> | undefined {
  const out: Record<string, unknown> = {};
  for (const k of PREFILL_TEXT) {
    const v = params.get(k);
    if (v) out[k] = v;
  }
  for (const k of PREFILL_INT) {
    const v = Number(params.get(k));
    if (Number.isInteger(v) && v > 0) out[k] = v;
  }
  return Object.keys(out).length ? out : undefined;
}

export const libraryLineKey = (id: number) => ['inquiry', 'libraryLine', id] as const;

/**
 * /forQuotation/new-purchasequote?lineId=: a purchase quote on one RFQ library line — the line (no
 * customer identity: the server's library view) with its existing offers (fresher D/C first), and the
 * form; after saving, the offers refresh and another offer can be entered.
 */
export default function NewPurchaseQuotePage() {
  const { t } = useTranslation('inquiryUi');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const [params] = useSearchParams();
  const lineId = Number(params.get('lineId')) || 0;
  const prefill = useMemo(() => prefillOf(params), [params]);
  const q = useQuery({
    queryKey: libraryLineKey(lineId),
    queryFn: () => inquiryApi.libraryLine(lineId),
    enabled: lineId > 0,
  });
  const toLibrary = (
    <Button onClick={() => navigate(INQUIRY_PATHS.library)} data-testid="pq-to-library">
      {t('pq.toLibrary')}
    </Button>
  );
  if (!lineId)
    return (
      <Card size="small" title={t('pq.title')} extra={toLibrary}>
        <EmptyState description={t('pq.pickLine')} />
      </Card>
    );
  if (q.isLoading) return <LoadingState />;
  if (q.error || !q.data)
    return <ErrorState message={(q.error as ApiError | null)?.message} onRetry={() => void q.refetch()} />;
  const line = q.data;
  return (
    <Space direction="vertical" style={{ width: '100%' }} data-testid="new-purchase-quote">
      <Card size="small" title={t('pq.line')} extra={toLibrary}>
        <ResourceDetail
          def={rfqLibraryResource}
          record={line as unknown as Row}
          fields={LINE_FIELDS}
          column={3}
        />
      </Card>
      <Card
        size="small"
        title={line.Quotes.length ? t('pq.existing', { count: line.Quotes.length }) : t('pq.noOffers')}
        data-testid="pq-offers-card"
      >
        <OffersTable offers={line.Quotes} testId="pq-offers" />
      </Card>
      <Card size="small" title={t('pq.title')}>
        <PurchaseQuoteForm
          key={line.Quotes.length}
          line={line}
          prefill={prefill}
          onSaved={async (saved) => {
            toast.success(t('pq.saved', { no: saved.No }));
            await qc.invalidateQueries({ queryKey: libraryLineKey(lineId) });
            await afterInquiryChange(qc);
          }}
        />
      </Card>
    </Space>
  );
}
