import './i18n';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import { inquiryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { ApiError } from '../../core/http';
import { EmptyState, ErrorState, LoadingState, ResourceDetail, type Row } from '../../kit';
import { type InquiryDetail, inquiryApi } from './inquiry-api';

export const inquiryKey = (id: number) => ['inquiry', 'detail', id] as const;

/** One inquiry with its lines (GET …/inquiry/:id). */
export function useInquiry(id: number) {
  return useQuery({
    queryKey: inquiryKey(id),
    queryFn: () => inquiryApi.detail(id),
    enabled: id > 0,
  });
}

/** The `?id=` of a hidden inquiry screen. */
export function useInquiryId(): number {
  const [params] = useSearchParams();
  return Number(params.get('id')) || 0;
}

/** Loads the inquiry of `?id=` and renders `children` with it; loading, missing and failure states. */
export function WithInquiry({ children }: { children: (inquiry: InquiryDetail) => ReactNode }) {
  const { t } = useTranslation('inquiryUi');
  const id = useInquiryId();
  const q = useInquiry(id);
  if (!id) return <EmptyState description={t('common.missingId')} />;
  if (q.isLoading) return <LoadingState />;
  if (q.error || !q.data)
    return <ErrorState message={(q.error as ApiError | null)?.message} onRetry={() => void q.refetch()} />;
  return <>{children(q.data)}</>;
}

const HEADER_FIELDS = [
  'No',
  'CustomerCode',
  'CustomerName',
  'ContactName',
  'SalespersonId',
  'Currency',
  'Source',
  'Status',
  'FileName',
  'CreatedAt',
  'Remark',
];

/** The inquiry's header as the definition shows it. */
export function InquiryHeader({ inquiry, extra }: { inquiry: InquiryDetail; extra?: ReactNode }) {
  const { t } = useTranslation('inquiryUi');
  return (
    <Card size="small" title={t('quote.header')} extra={extra} data-testid="inquiry-header">
      <ResourceDetail
        def={inquiryResource}
        record={inquiry as unknown as Row}
        fields={HEADER_FIELDS}
        column={3}
      />
      {inquiry.TransferReason && inquiry.Status === 2 && (
        <Alert type="warning" showIcon message={inquiry.TransferReason} />
      )}
    </Card>
  );
}

export function BackButton({ to }: { to: () => void }) {
  const { t } = useTranslation('inquiryUi');
  return (
    <Button onClick={to} data-testid="inquiry-back">
      {t('common.back')}
    </Button>
  );
}
