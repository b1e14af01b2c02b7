import '../i18n';
import type { ReviewFact, ReviewLines, ReviewSummary } from '@partdesk/shared/core/review-summary';
import { useQuery } from '@tanstack/react-query';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import { useTranslation } from 'react-i18next';
import { http } from '../../core/http';
import { label } from '../../core/i18n';
import { formatDecimal, formatMoney, isBlank } from '../kinds/format';
import type { Row } from '../resource-api';
import { LoadingState } from '../states';

/**
 * What a review queue row shows to decide from (#20 item 9): the type's summary (who, salesperson,
 * facts with old → new, why it needs review) and, expanded, the document's lines. Labels and reasons
 * are translation keys from the server, rendered in the reader's language.
 */

const money = (v: string | null | undefined, currency?: string | null) =>
  isBlank(v) ? '' : `${currency ? `${currency} ` : ''}${formatMoney(v)}`;

function factValue(f: ReviewFact, v: string | null | undefined, t: (k: string) => string) {
  if (isBlank(v)) return '—';
  if (f.Kind === 'money') return money(v, f.Currency);
  if (f.Kind === 'key') return t(label(String(v)));
  return String(v);
}

/** The amount column: the amount with its currency ("CNY 210.00"). */
export function AmountCell({ row }: { row: Row }) {
  return <span className="pd-num">{money(row.Amount as string | null, row.Currency as string | null)}</span>;
}

export function SummaryCell({ summary }: { summary: ReviewSummary | null | undefined }) {
  const { t } = useTranslation();
  if (!summary) return null;
  const tr = (k: string, p?: Record<string, unknown>) => t(label(k), p ?? {}) as string;
  return (
    <div className="pd-review-summary" data-testid="review-summary">
      {summary.Who && <strong data-testid="review-who">{summary.Who}</strong>}
      {summary.Owner && (
        <span data-testid="review-owner">
          {' · '}
          {tr('resources.review.Owner')}: {summary.Owner}
        </span>
      )}
      {summary.Facts?.filter((f) => !isBlank(f.Value) || !isBlank(f.From)).map((f) => (
        <div key={f.Label} data-testid="review-fact">
          {tr(f.Label)}:{' '}
          {f.From !== undefined ? (
            <>
              {factValue(f, f.From, tr)} → <strong>{factValue(f, f.Value, tr)}</strong>
            </>
          ) : (
            factValue(f, f.Value, tr)
          )}
        </div>
      ))}
      {summary.Reason && (
        <Tag color="orange" data-testid="review-reason">
          {tr(summary.Reason.Key, summary.Reason.Params)}
        </Tag>
      )}
    </div>
  );
}

/** The document's lines (GET /merchant/review/:type/lines); nothing when the type has none. */
export function ReviewLinesTable({ type, row }: { type: string; row: Row }) {
  const { t } = useTranslation();
  const q = useQuery({
    queryKey: ['reviewLines', type, row.DocId],
    queryFn: () =>
      http.get<ReviewLines>(`/merchant/review/${encodeURIComponent(type)}/lines`, {
        DocId: Number(row.DocId),
      }),
  });
  if (q.isLoading) return <LoadingState />;
  const data = q.data;
  if (!data?.Columns.length) return null;
  return (
    <Table
      data-testid="review-lines"
      size="small"
      pagination={false}
      rowKey={(_, i) => String(i)}
      dataSource={data.Records}
      columns={data.Columns.map((c) => ({
        key: c.Name,
        dataIndex: c.Name,
        title: t(label(c.Label)),
        align: c.Kind === 'money' || c.Kind === 'number' ? ('right' as const) : undefined,
        render: (v: unknown, r: Record<string, unknown>) =>
          c.Kind === 'money'
            ? money(v as string | null, r.Currency as string | null)
            : c.Kind === 'number'
              ? formatDecimal(v)
              : isBlank(v)
                ? ''
                : c.Kind === 'key'
                  ? t(label(String(v)))
                  : String(v),
      }))}
    />
  );
}
