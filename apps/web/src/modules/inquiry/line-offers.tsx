import './i18n';
import { purchaseQuoteResource } from '@partdesk/shared/inquiry/inquiry-resource';
import type { FieldDef } from '@partdesk/shared/resource/define';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Popover from 'antd/es/popover';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { label } from '../../core/i18n';
import { useMay } from '../../core/use-may';
import { EmptyState, ErrorState, FieldCell } from '../../kit';
import { SupplierScorecardCard } from '../purchase';
import { inquiryApi, type PurchaseQuote } from './inquiry-api';

const fieldOf = (name: string) => purchaseQuoteResource.fields.find((f) => f.name === name) as FieldDef;

const COLUMNS = [
  'No',
  'SupplierName',
  'Mpn',
  'Brand',
  'Package',
  'DateCode',
  'CostPrice',
  'Currency',
  'Quantity',
  'Moq',
  'LeadTimeDays',
  'ValidUntil',
  'Condition',
  'Source',
  'IsTentative',
] as const;

/** The age of an offer's date code: green within a year, gold within two, red older, grey unknown. */
export function DateCodeAge({ months }: { months: number | null | undefined }) {
  const { t } = useTranslation('inquiryUi');
  if (months === null || months === undefined) return <Tag data-testid="dc-age">{t('quote.ageUnknown')}</Tag>;
  const color = months <= 12 ? 'green' : months <= 24 ? 'gold' : 'red';
  return (
    <Tag color={color} data-testid="dc-age">
      {t('quote.age', { months })}
    </Tag>
  );
}

export const lineOffersKey = (lineId: number) => ['inquiry', 'offers', lineId] as const;

/** A line's valid purchase quotes (GET …/line/:id/quotes), as the server ranks them. */
export function useLineOffers(lineId: number, enabled = true) {
  return useQuery({
    queryKey: lineOffersKey(lineId),
    queryFn: () => inquiryApi.lineQuotes(lineId),
    enabled,
  });
}

export interface OffersTableProps {
  offers: PurchaseQuote[];
  /** Extra content at the end of each row (void…). */
  actions?: (q: PurchaseQuote) => ReactNode;
  testId?: string;
}

/** Purchase offers in the server's order — fresher D/C first — with each offer's D/C age. */
export function OffersTable({ offers, actions, testId }: OffersTableProps) {
  const { t } = useTranslation('inquiryUi');
  const { t: ts } = useTranslation('scorecardUi');
  const { i18n } = useTranslation();
  const may = useMay();
  const columns: { key: string; title: string; render: (_: unknown, q: PurchaseQuote) => ReactNode }[] =
    COLUMNS.map((name) => {
      const f = fieldOf(name);
      return {
        key: name,
        title: i18n.t(label(f.label)),
        render: (_: unknown, q: PurchaseQuote) => (
          <FieldCell field={f} value={(q as unknown as Record<string, unknown>)[name]} row={q as never} />
        ),
      };
    });
  columns.splice(6, 0, {
    key: 'DateCodeMonths',
    title: i18n.t(label(fieldOf('DateCodeMonths').label)),
    render: (_: unknown, q: PurchaseQuote) => <DateCodeAge months={q.DateCodeMonths} />,
  });
  // Beside each offer, its supplier's scorecard (decision 0058) — for the purchasing holders of the route.
  if (may('GET merchant/purchase/supplier/:id/scorecard'))
    columns.splice(2, 0, {
      key: '__scorecard',
      title: '',
      render: (_: unknown, q: PurchaseQuote) => (
        <Popover
          trigger="click"
          title={q.SupplierName}
          content={
            <div style={{ width: 640 }}>
              <SupplierScorecardCard supplierId={q.SupplierId} />
            </div>
          }
        >
          <Button size="small" type="link" data-testid={`offer-scorecard-${q.Id}`}>
            {ts('scorecard.open')}
          </Button>
        </Popover>
      ),
    });
  if (actions)
    columns.push({ key: '__actions', title: '', render: (_: unknown, q: PurchaseQuote) => actions(q) });
  return (
    <Table<PurchaseQuote>
      size="small"
      rowKey="Id"
      dataSource={offers}
      columns={columns}
      pagination={false}
      scroll={{ x: 'max-content' }}
      title={() => t('quote.fresher')}
      locale={{ emptyText: <EmptyState description={t('quote.noOffers')} /> }}
      data-testid={testId ?? 'line-offers'}
    />
  );
}

/** The offers of one line, loaded. */
export function LineOffers({ lineId, actions }: { lineId: number; actions?: OffersTableProps['actions'] }) {
  const q = useLineOffers(lineId);
  if (q.error) return <ErrorState message={(q.error as Error).message} onRetry={() => void q.refetch()} />;
  return (
    <div aria-busy={q.isLoading}>
      <OffersTable offers={q.data ?? []} actions={actions} testId={`line-offers-${lineId}`} />
    </div>
  );
}
