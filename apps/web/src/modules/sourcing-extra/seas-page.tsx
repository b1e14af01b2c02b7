import './i18n';
import { SEAS_PERMITS } from '@partdesk/shared/inquiry/seas-codes';
import { seasResource } from '@partdesk/shared/inquiry/seas-resource';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../core/feedback';
import { ApiError, http } from '../../core/http';
import { useMay } from '../../core/use-may';
import { type ActionHandlers, ResourceListPage, type Row, resourceQueryKey } from '../../kit';

type InquiryRow = { Id: number; No: string; CustomerName: string; Version: number };

/** Release one of the caller's open inquiries to the pool (the owner's action; also on rfq-menu's server route). */
function ReleaseDialog({ onClose }: { onClose: () => void }) {
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

/**
 * /forQuotation/seas-library: the public inquiry pool (server-masked contacts). "Take over" confirms,
 * then the inquiry opens in the caller's rfq-menu; a refusal shows the server's translated message
 * (taken meanwhile, claim the pool customer first — with a link to the customer pool). Salespeople
 * release an own open inquiry from here.
 */
export default function SeasPage() {
  const { t } = useTranslation('sourcingUi');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const mayRelease = useMay()(SEAS_PERMITS.release);
  const [releasing, setReleasing] = useState(false);
  const handlers = useMemo<ActionHandlers>(
    () => ({
      takeOver: async (rows: Row[]) => {
        const row = rows[0];
        if (!row) return false;
        try {
          await http.put(
            `/merchant/forqutation/seas/${row.Id}/takeover`,
            { Version: Number(row.Version) },
            { silent: true },
          );
          toast.success(t('seas.tookOver'));
          navigate(`/forQuotation/rfq-menu?No=${encodeURIComponent(String(row.No))}`);
        } catch (err) {
          const e = err instanceof ApiError ? err : null;
          if (e?.code !== -100) toast.error((err as Error).message);
          void qc.invalidateQueries({ queryKey: resourceQueryKey(seasResource) });
        }
        return false;
      },
    }),
    [navigate, qc, t],
  );
  return (
    <div data-testid="seas-page">
      <Alert
        type="info"
        showIcon
        style={{ marginBottom: 12 }}
        title={t('seas.hint')}
        action={
          <Button size="small" type="link" onClick={() => navigate('/crmsystem/customerLibrary')}>
            {t('seas.goClaim')}
          </Button>
        }
      />
      <ResourceListPage
        def={seasResource}
        testId="seas-list"
        actionHandlers={handlers}
        toolbar={
          mayRelease ? (
            <Button onClick={() => setReleasing(true)} data-testid="seas-release">
              {t('seas.release')}
            </Button>
          ) : null
        }
      />
      {releasing && <ReleaseDialog onClose={() => setReleasing(false)} />}
    </div>
  );
}
