import './i18n';
import { seasResource } from '@partdesk/shared/inquiry/seas-resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { http } from '../../core/http';
import { resourceQueryKey } from '../../kit';

type InquiryRow = { Id: number; No: string; CustomerName: string; Version: number };

/** Release one of the caller's open inquiries to the pool (the owner's action; also on rfq-menu's server route). */
export function ReleaseDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('sourcingUi');
  const qc = useQueryClient();
  const [id, setId] = useState<number | undefined>();
  const [reason, setReason] = useState('');
  const [busy, setBusy] = useState(false);
  const mine = useQuery({
    queryKey: ['seas', 'my-open-inquiries'],
    queryFn: () =>
      http.post<{ Records: InquiryRow[] }>('/merchant/forqutation/inquiry/Query', {
        pageSize: 100,
        Status: [1],
      }),
  });
  const pick = mine.data?.Records.find((r) => r.Id === id);
  const submit = async () => {
    if (!pick) return;
    setBusy(true);
    try {
      await http.put(`/merchant/forqutation/seas/${pick.Id}/release`, {
        Reason: reason,
        Version: pick.Version,
      });
      toast.success(t('seas.release'));
      await qc.invalidateQueries({ queryKey: resourceQueryKey(seasResource) });
      onClose();
    } catch {
      // the API client showed the server's message
    } finally {
      setBusy(false);
    }
  };
  return (
    <Modal
      open
      title={t('seas.releaseTitle')}
      okText={t('seas.release')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !pick, 'data-testid': 'release-ok' } as never}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Select
        style={{ width: '100%', marginBottom: 12 }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('seas.pickInquiry')}
        loading={mine.isLoading}
        options={(mine.data?.Records ?? []).map((r) => ({
          value: r.Id,
          label: `${r.No} ${r.CustomerName ?? ''}`,
        }))}
        value={id}
        onChange={setId}
        data-testid="release-inquiry"
      />
      <Input.TextArea
        rows={2}
        maxLength={500}
        placeholder={t('seas.reason')}
        value={reason}
        onChange={(e) => setReason(e.target.value)}
      />
    </Modal>
  );
}
