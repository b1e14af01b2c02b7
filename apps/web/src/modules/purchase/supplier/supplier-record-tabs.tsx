import '../i18n';
import { MAX_ATTACHMENTS } from '@partdesk/shared/access/client-lookups';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Table from 'antd/es/table';
import Timeline from 'antd/es/timeline';
import Upload from 'antd/es/upload';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { download, EmptyState, ErrorState, formatDateTime, LoadingState } from '../../../kit';
import { type AttachmentRow, supplierApi } from './supplier-api';

/** The supplier's history (GET /merchant/document/history?type=supplier), oldest first. */
export function SupplierHistory({ id }: { id: number }) {
  const { t } = useTranslation('supplierUi');
  const { t: tk } = useTranslation('kit');
  const q = useQuery({ queryKey: ['supplier', 'history', id], queryFn: () => supplierApi.history(id) });
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState message={q.error?.message} onRetry={() => void q.refetch()} />;
  if (!q.data?.length) return <EmptyState description={t('none')} />;
  return (
    <Timeline
      data-testid="supplier-history"
      items={q.data.map((h) => ({
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
  );
}

/** The supplier's attachments (at most 3; the documents API checks type, size and who may change them). */
export function SupplierAttachments({ id, canEdit }: { id: number; canEdit: boolean }) {
  const { t } = useTranslation('supplierUi');
  const q = useQuery({
    queryKey: ['supplier', 'attachments', id],
    queryFn: () => supplierApi.attachments(id),
  });
  const rows = q.data ?? [];
  const run = async (work: () => Promise<unknown>) => {
    try {
      await work();
    } catch (e) {
      toast.error((e as Error).message);
    }
    await q.refetch();
  };
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState message={q.error?.message} onRetry={() => void q.refetch()} />;
  return (
    <div data-testid="supplier-attachments">
      {canEdit && (
        <Upload
          showUploadList={false}
          beforeUpload={(file) => {
            void run(() => supplierApi.upload(id, file));
            return false;
          }}
        >
          <Button disabled={rows.length >= MAX_ATTACHMENTS} data-testid="supplier-upload">
            {t('upload')}
          </Button>
        </Upload>
      )}
      <Table<AttachmentRow>
        size="small"
        rowKey="Id"
        dataSource={rows}
        pagination={false}
        style={{ marginTop: 8 }}
        locale={{ emptyText: t('none') }}
        columns={[
          {
            title: t('attachments'),
            dataIndex: 'FileName',
            render: (name: string, r) => (
              <a
                href={`#attachment-${r.Id}`}
                onClick={(e) => {
                  e.preventDefault();
                  void download('GET', `/merchant/document/attachment/${r.Id}`, undefined, name).catch(
                    (err: Error) => toast.error(err.message),
                  );
                }}
              >
                {name}
              </a>
            ),
          },
          { title: '', dataIndex: 'UploadedByName', width: 120 },
          {
            title: '',
            dataIndex: 'UploadedAt',
            width: 170,
            render: (v: string | undefined) => (v ? formatDateTime(v) : ''),
          },
          ...(canEdit
            ? [
                {
                  title: '',
                  key: 'del',
                  width: 80,
                  render: (_: unknown, r: AttachmentRow) => (
                    <Button
                      size="small"
                      type="link"
                      danger
                      onClick={() => void run(() => supplierApi.removeAttachment(r.Id))}
                    >
                      {t('remove')}
                    </Button>
                  ),
                },
              ]
            : []),
        ]}
      />
    </div>
  );
}
