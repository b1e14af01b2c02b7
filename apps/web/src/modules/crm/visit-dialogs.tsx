import './i18n';
import { visitResource } from '@partdesk/shared/crm/visit-resource';
import { useQueryClient } from '@tanstack/react-query';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { http } from '../../core/http';
import { useSalespeople } from '../../core/lookups';
import { type Row, resourceQueryKey } from '../../kit';

/** Assigns the ticked visits to a salesperson (button 0102). */
export function AllotDialog({ rows, onClose }: { rows: Row[]; onClose: () => void }) {
  const { t } = useTranslation('crmUi');
  const qc = useQueryClient();
  const people = useSalespeople();
  const [to, setTo] = useState<number | undefined>();
  const [busy, setBusy] = useState(false);
  const submit = async () => {
    if (!to) return;
    setBusy(true);
    try {
      await http.put('/merchant/sale/customervisit/allotment', {
        Ids: rows.map((r) => Number(r.Id)),
        SalespersonId: to,
      });
      toast.success(t('visit.allotted'));
      await qc.invalidateQueries({ queryKey: resourceQueryKey(visitResource) });
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
      title={t('visit.allotTitle', { count: rows.length })}
      okText={t('common.save')}
      cancelText={t('common.cancel')}
      okButtonProps={{ disabled: !to }}
      confirmLoading={busy}
      onOk={() => void submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Select
        style={{ width: '100%' }}
        showSearch={{ optionFilterProp: 'label' }}
        placeholder={t('visit.salesperson')}
        loading={people.isLoading}
        options={people.data ?? []}
        value={to}
        onChange={setTo}
      />
    </Modal>
  );
}
