import '../i18n';
import { docStatusOption } from '@partdesk/shared/core/doc-status';
import { type TraceNode, type TraceView, traceNodeRoute } from '@partdesk/shared/core/doc-trace';
import { docType } from '@partdesk/shared/core/doc-types';
import { useQuery } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Table from 'antd/es/table';
import Tabs from 'antd/es/tabs';
import Tag from 'antd/es/tag';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { http } from '../../core/http';
import { label as textKey } from '../../core/i18n';
import { formatDateTime } from '../kinds/format';
import { EmptyState, ErrorState, LoadingState } from '../states';

const DIRECTION_COLOR = { upstream: 'blue', start: 'gold', downstream: 'green' } as const;

/** Upstream first (farthest first), then the document itself, then downstream (nearest first). */
const order = (n: TraceNode) => (n.Direction === 'upstream' ? -n.Depth : n.Depth);

export const traceQueryKey = (type: string, id: number) => ['documentTrace', type, id] as const;

/**
 * The trace of a document (GET /merchant/document/trace, decision 0018): the documents it was made from
 * and those made from it, each with a link to its screen; one the user may not view is shown by its
 * type only.
 */
export function DocumentTrace({ type, id }: { type: string; id: number }) {
  const { t, i18n } = useTranslation('kit');
  const en = i18n.language === 'en-US';
  const q = useQuery({
    queryKey: traceQueryKey(type, id),
    queryFn: () => http.get<TraceView>('/merchant/document/trace', { type, id }),
  });
  if (q.isLoading) return <LoadingState />;
  if (q.isError || !q.data) return <ErrorState message={q.error?.message} onRetry={() => void q.refetch()} />;
  const v = q.data;
  if (v.Nodes.length <= 1) return <EmptyState description={t('trace.empty')} />;
  const byKey = new Map(v.Nodes.map((n) => [n.Key, n]));
  const typeName = (n: TraceNode) => {
    const def = docType(n.Type);
    return def ? (en ? def.en : def.zh) : n.Type;
  };
  const label = (n: TraceNode): ReactNode => {
    if (n.Masked) return <span className="trace-masked">{t('trace.masked')}</span>;
    const to = traceNodeRoute(n);
    return to ? <Link to={to}>{n.No}</Link> : n.No;
  };
  /** Its status by the label its list shows (decision 0018); an unknown code as it is; none when masked. */
  const status = (n: TraceNode): ReactNode => {
    if (n.Masked || n.Status === null) return '';
    const o = docStatusOption(n.Type, n.Status);
    return o ? <Tag color={o.color}>{t(textKey(o.label))}</Tag> : n.Status;
  };
  /** The documents a node was made from (upstream of it) or made into (for the start's upstream). */
  const related = (n: TraceNode): ReactNode[] =>
    v.Links.filter((l) => (n.Direction === 'upstream' ? l.From === n.Key : l.To === n.Key)).map((l) => {
      const other = byKey.get(n.Direction === 'upstream' ? l.To : l.From);
      if (!other) return null;
      return (
        <div key={`${l.From}>${l.To}`}>
          {typeName(other)} {other.Masked ? t('trace.masked') : other.No}
          {l.Lines > 1 ? ` · ${t('trace.lines', { count: l.Lines })}` : ''}
        </div>
      );
    });
  const rows = [...v.Nodes].sort((a, b) => order(a) - order(b));
  return (
    <div data-testid="document-trace">
      {v.Truncated && (
        <Alert type="warning" showIcon message={t('trace.truncated', { count: v.Nodes.length })} />
      )}
      <Table<TraceNode>
        size="small"
        rowKey="Key"
        dataSource={rows}
        pagination={false}
        rowClassName={(n) => (n.Direction === 'start' ? 'trace-start' : '')}
        columns={[
          {
            title: t('trace.Direction'),
            key: 'dir',
            width: 110,
            render: (_, n) => <Tag color={DIRECTION_COLOR[n.Direction]}>{t(`trace.${n.Direction}`)}</Tag>,
          },
          { title: t('trace.Type'), key: 'type', width: 140, render: (_, n) => typeName(n) },
          { title: t('trace.No'), key: 'no', width: 170, render: (_, n) => label(n) },
          { title: t('trace.Status'), key: 'status', width: 120, render: (_, n) => status(n) },
          {
            title: t('trace.CreatedAt'),
            key: 'at',
            width: 170,
            render: (_, n) => (n.CreatedAt ? formatDateTime(n.CreatedAt) : ''),
          },
          {
            title: t('trace.Related'),
            key: 'rel',
            render: (_, n) => (n.Direction === 'start' ? '' : related(n)),
          },
        ]}
      />
    </div>
  );
}

export interface DocumentTabsProps {
  /** The document type as the documents API knows it (`inquiry`, `salesQuote`, …). */
  type: string;
  id: number;
  /** The detail itself: the first tab. */
  children: ReactNode;
  /** The first tab's label (default 详情 / Details). */
  detailLabel?: ReactNode;
  /** More tabs after the detail (before the trace). */
  extraTabs?: { key: string; label: ReactNode; children: ReactNode }[];
}

/**
 * The tabs every document detail shares: the detail, the screen's own extra tabs, and the trace (追溯).
 * A tab renders when first opened.
 */
export function DocumentTabs({ type, id, children, detailLabel, extraTabs = [] }: DocumentTabsProps) {
  const { t } = useTranslation('kit');
  return (
    <Tabs
      data-testid="document-tabs"
      items={[
        { key: 'detail', label: detailLabel ?? t('trace.detailTab'), children },
        ...extraTabs,
        { key: 'trace', label: t('trace.tab'), children: <DocumentTrace type={type} id={id} /> },
      ]}
    />
  );
}
