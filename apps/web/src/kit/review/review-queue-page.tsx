import '../i18n';
import type { Page } from '@partdesk/shared/core/codes';
import type { ReviewSummary } from '@partdesk/shared/core/review-summary';
import { useQuery } from '@tanstack/react-query';
import Form from 'antd/es/form';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Timeline from 'antd/es/timeline';
import { type ComponentType, type ReactNode, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { http } from '../../core/http';
import { formatDateTime } from '../kinds/format';
import type { ListAction } from '../list/list-actions';
import { ResourceListPage } from '../list/resource-list-page';
import type { Row } from '../resource-api';
import { EmptyState, LoadingState } from '../states';
import { reviewResource } from './review-resource';
import { AmountCell, ReviewLinesTable, SummaryCell } from './review-summary';

/** One entry of a document's history (GET /merchant/document/history). */
export interface HistoryEntry {
  Id: number;
  Action: string;
  FromStatus?: string | null;
  ToStatus?: string | null;
  Comment?: string | null;
  UserName?: string | null;
  At: string;
}
export type HistoryLoader = (row: Row) => Promise<HistoryEntry[]>;

/** The history of the row's document from the documents API (`docType` as registered there). */
export const documentHistoryLoader =
  (docType: string): HistoryLoader =>
  async (row) =>
    (
      await http.get<Page<HistoryEntry>>('/merchant/document/history', {
        type: docType,
        id: Number(row.DocId),
      })
    ).Records ?? [];

/**
 * The history shown beside a review queue (GET /merchant/review/:type/history): the review actions and the
 * module's own entries of the document, for whoever holds the queue. The default of every review screen.
 */
export const reviewHistoryLoader =
  (type: string): HistoryLoader =>
  async (row) =>
    (
      await http.get<Page<HistoryEntry>>(`/merchant/review/${encodeURIComponent(type)}/history`, {
        DocId: Number(row.DocId),
      })
    ).Records ?? [];

export interface ReviewQueuePageProps {
  /** The review type (`salesOrder`, …) of the review engine. */
  type: string;
  title?: ReactNode;
  /** Each row's document history in an expanded row; default `reviewHistoryLoader(type)`, `null` for none. */
  historyLoader?: HistoryLoader | null;
  /** Extra row content (a link to the document…). */
  rowActions?: (row: Row) => ReactNode;
}

function History({ row, loader }: { row: Row; loader: HistoryLoader }) {
  const { t } = useTranslation('kit');
  const q = useQuery({ queryKey: ['reviewHistory', row.DocId, row.Id], queryFn: () => loader(row) });
  if (q.isLoading) return <LoadingState />;
  if (!q.data?.length) return <EmptyState description={t('detail.noHistory')} />;
  return (
    <Timeline
      data-testid="review-history"
      items={q.data.map((h) => ({
        key: h.Id,
        content: (
          <span>
            {formatDateTime(h.At)} · {h.UserName ?? ''} ·{' '}
            {t(`historyAction.${h.Action}`, { defaultValue: h.Action })}
            {h.Comment ? ` · ${h.Comment}` : ''}
          </span>
        ),
      }))}
    />
  );
}

type Decision = 'approve' | 'reject';
interface Pending {
  decision: Decision;
  rows: Row[];
  resolve: (done: boolean) => void;
}

/**
 * The one review queue of every "*-audit"/"*-review" screen: the pending requests of a document type
 * the caller may decide, approve or reject with a comment (a rejection needs one), one row or the
 * ticked ones ("请勾选需要审核的记录" when none). Each row shows the type's summary (who, salesperson,
 * old → new, why it needs review) and the amount with its currency; expanded, the document's lines
 * and its history.
 */
export function ReviewQueuePage({ type, title, historyLoader, rowActions }: ReviewQueuePageProps) {
  const { t } = useTranslation('kit');
  const loadHistory = useMemo(
    () => (historyLoader === undefined ? reviewHistoryLoader(type) : historyLoader),
    [historyLoader, type],
  );
  const def = reviewResource(type);
  const cells = useMemo(
    () => ({
      Summary: (value: unknown) => <SummaryCell summary={value as ReviewSummary | null} />,
      Amount: (_: unknown, row: Row) => <AmountCell row={row} />,
    }),
    [],
  );
  const [pending, setPending] = useState<Pending | null>(null);
  const [busy, setBusy] = useState(false);
  const [form] = Form.useForm<{ Comment?: string }>();
  const pendingRef = useRef<Pending | null>(null);
  pendingRef.current = pending;

  const actions = useMemo<ListAction[]>(() => {
    const ask = (decision: Decision) => (rows: Row[]) =>
      new Promise<boolean>((resolve) => setPending({ decision, rows, resolve })).then(
        (done) => done || false,
      );
    const make = (decision: Decision, batch: boolean): ListAction => ({
      key: `${decision}${batch ? '' : '-row'}`,
      label: t(`review.${decision}`),
      batch,
      danger: decision === 'reject',
      tickWarning: t('review.tickRecords'),
      success: t(decision === 'approve' ? 'review.approved' : 'review.rejected'),
      run: ask(decision),
    });
    return [make('approve', true), make('reject', true), make('approve', false), make('reject', false)];
  }, [t]);

  const close = (done: boolean) => {
    pendingRef.current?.resolve(done);
    setPending(null);
    form.resetFields();
  };
  const decide = async () => {
    const p = pendingRef.current;
    if (!p) return;
    const comment = (form.getFieldValue('Comment') as string | undefined)?.trim() ?? '';
    if (p.decision === 'reject' && !comment) {
      form.setFields([{ name: 'Comment', errors: [t('review.commentRequired')] }]);
      return;
    }
    setBusy(true);
    try {
      await http.put(`/merchant/review/${encodeURIComponent(type)}/${p.decision}`, {
        Ids: p.rows.map((r) => Number(r.Id)),
        ...(comment ? { Comment: comment } : {}),
      });
      close(true);
    } catch {
      // the API client showed the server's message (not pending any more, not a reviewer…); stay open
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <ResourceListPage
        def={def}
        title={title}
        testId="review-queue"
        extraActions={actions}
        rowActions={rowActions}
        cells={cells}
        expandable={{
          expandedRowRender: (row) => (
            <>
              <ReviewLinesTable type={type} row={row} />
              {loadHistory && <History row={row} loader={loadHistory} />}
            </>
          ),
        }}
      />
      <Modal
        open={pending !== null}
        title={
          pending
            ? t(pending.decision === 'approve' ? 'review.approveTitle' : 'review.rejectTitle', {
                count: pending.rows.length,
              })
            : undefined
        }
        okText={t('prompt.ok')}
        cancelText={t('prompt.cancel')}
        okButtonProps={{ danger: pending?.decision === 'reject', 'data-testid': 'review-ok' } as never}
        confirmLoading={busy}
        onOk={() => void decide()}
        onCancel={() => close(false)}
        destroyOnHidden
      >
        <Form form={form} layout="vertical" preserve={false}>
          <Form.Item name="Comment" label={t('review.comment')} required={pending?.decision === 'reject'}>
            <Input.TextArea rows={3} maxLength={500} data-testid="review-comment" />
          </Form.Item>
        </Form>
      </Modal>
    </>
  );
}

const screens = new Map<string, ComponentType>();

/**
 * A registered screen of one review type, so a module adds its queue in one line of
 * apps/web/src/modules/registry.ts: `'/sales/document-audit/salesOrderAudit': reviewScreen('salesOrder')`.
 */
export function reviewQueueScreen(
  type: string,
  props: Omit<ReviewQueuePageProps, 'type'> = {},
): ComponentType {
  let screen = screens.get(type);
  if (!screen) {
    screen = function ReviewQueueScreen() {
      return <ReviewQueuePage type={type} {...props} />;
    };
    screens.set(type, screen);
  }
  return screen;
}
