import './i18n';
import { MAX_ATTACHMENTS } from '@partdesk/shared/access/client-lookups';
import { useQuery } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Timeline from 'antd/es/timeline';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../../core/feedback';
import { download, EmptyState, ErrorState, formatDateTime, LoadingState } from '../../../kit';
import { type AttachmentRow, salesOrderApi } from './sales-order-api';

/** The order's history (GET /merchant/document/history), oldest first. */
export function OrderHistory({ id }: { id: number }) {
  const { t } = useTranslation('salesOrderUi');
  const { t: tk } = useTranslation('kit');
  const q = useQuery({ queryKey: ['salesOrder', 'history', id], queryFn: () => salesOrderApi.history(id) });
  if (q.isLoading) return <LoadingState />;
  if (q.isError) return <ErrorState message={q.error?.message} onRetry={() => void q.refetch()} />;
  if (!q.data?.length) return <EmptyState description={t('detail.noHistory')} />;
  return (
    <Timeline
      data-testid="sales-order-history"
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

/** The order's attachments (at most 3): download, upload, delete — the documents API's rules apply. */
export function OrderAttachments({ id }: { id: number }) {
  const { t } = useTranslation('salesOrderUi');
  const key = ['salesOrder', 'attachments', id];
  const q = useQuery({ queryKey: key, queryFn: () => salesOrderApi.attachments(id) });
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
    <div data-testid="sales-order-attachments">
      <Upload
        showUploadList={false}
        beforeUpload={(file) => {
          void run(() => salesOrderApi.upload(id, file));
          return false;
        }}
      >
        <Button disabled={rows.length >= MAX_ATTACHMENTS} data-testid="sales-order-upload">
          {t('detail.upload')}
        </Button>
      </Upload>
      {rows.length ? (
        <Table<AttachmentRow>
          size="small"
          rowKey="Id"
          dataSource={rows}
          pagination={false}
          style={{ marginTop: 8 }}
          columns={[
            {
              title: t('form.attachments'),
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
            {
              title: '',
              key: 'del',
              width: 80,
              render: (_, r) => (
                <Space>
                  <Button
                    size="small"
                    type="link"
                    danger
                    onClick={() => void run(() => salesOrderApi.removeAttachment(r.Id))}
                  >
                    {t('detail.delete')}
                  </Button>
                </Space>
              ),
            },
          ]}
        />
      ) : (
        <EmptyState description={t('detail.noAttachments')} />
      )}
    </div>
  );
}

/** The cancellation reason, asked before PUT …/:id/cancel (the server decides whether it may). */
export function CancelDialog({
  onOk,
  onClose,
}: {
  onOk: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation('salesOrderUi');
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  return (
    <Modal
      open
      title={t('detail.cancelOrder')}
      okText={t('detail.cancelOrder')}
      cancelText={t('cancel')}
      okButtonProps={{ danger: true, 'data-testid': 'so-cancel-ok' } as never}
      confirmLoading={busy}
      onOk={async () => {
        setBusy(true);
        await onOk(reason.trim());
        setBusy(false);
        onClose();
      }}
      onCancel={onClose}
      destroyOnHidden
    >
      <Input.TextArea
        rows={2}
        maxLength={500}
        placeholder={t('detail.cancelReasonPrompt')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        data-testid="so-cancel-reason"
      />
    </Modal>
  );
}
