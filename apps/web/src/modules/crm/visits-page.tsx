import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { CRM_OPS_PERMITS, VISIT_STATUS } from '@partdesk/shared/crm/crm-ops-codes';
import { visitResource } from '@partdesk/shared/crm/visit-resource';
import type { ActionDef } from '@partdesk/shared/resource/define';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import Modal from 'antd/es/modal';
import Select from 'antd/es/select';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../core/feedback';
import { http } from '../../core/http';
import { useSalespeople } from '../../core/lookups';
import { useSession } from '../../core/use-session';
import { CustomerSelect } from './customer-select';
import {
  type ActionHandlers,
  pathOf,
  ResourceForm,
  ResourceListPage,
  type Row,
  resourceApi,
  resourceQueryKey,
} from '../../kit';

const put = (template: string, row: Row) =>
  http.put(pathOf(`/${template.split(/\s+/)[1]}`, String(row.Id)), { Version: Number(row.Version) });

function AllotDialog({ rows, onClose }: { rows: Row[]; onClose: () => void }) {
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

/**
 * /crmsystem/customervisits: visit plans and reports (the server's scope), add (0103; `?customerId=`
 * fills the customer), assign to a salesperson (0102), submit a report for review, cancel.
 */
export default function VisitsPage() {
  const { t } = useTranslation('crmUi');
  const qc = useQueryClient();
  const session = useSession();
  const [params] = useSearchParams();
  const may = (permit: string) => session?.user.isAdmin === true || hasPermit(session?.permits, permit);
  const [adding, setAdding] = useState(false);
  const [allotting, setAllotting] = useState<Row[] | null>(null);
  const customerId = Number(params.get('customerId')) || undefined;
  const handlers = useMemo<ActionHandlers>(
    () => ({
      submit: async (rows) => {
        for (const r of rows) await put(CRM_OPS_PERMITS.visitSubmit, r);
        toast.success(t('visit.submitted'));
        await qc.invalidateQueries({ queryKey: resourceQueryKey(visitResource) });
        return false;
      },
      cancel: async (rows) => {
        for (const r of rows) await put(CRM_OPS_PERMITS.visitCancel, r);
        toast.success(t('visit.cancelled'));
        await qc.invalidateQueries({ queryKey: resourceQueryKey(visitResource) });
        return false;
      },
      allot: (rows) => {
        setAllotting(rows);
        return false;
      },
    }),
    [qc, t],
  );
  // Drafts and rejected visits can be submitted or cancelled.
  const visible = useCallback(
    (a: ActionDef, row: Row) =>
      a.name === 'allot' || row.Status === VISIT_STATUS.draft || row.Status === VISIT_STATUS.rejected,
    [],
  );
  return (
    <>
      <ResourceListPage
        def={visitResource}
        testId="visit-list"
        actionHandlers={handlers}
        actionVisible={visible}
        toolbar={
          may(CRM_OPS_PERMITS.visitCreate) ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setAdding(true)}
              data-testid="visit-add"
            >
              {t('visit.add')}
            </Button>
          ) : null
        }
      />
      {adding && (
        <Drawer open size={720} title={t('visit.newTitle')} onClose={() => setAdding(false)} destroyOnHidden>
          <ResourceForm
            def={visitResource}
            mode="create"
            initialValues={customerId ? { CustomerId: customerId } : {}}
            inputs={{ CustomerId: <CustomerSelect data-testid="visit-customer" /> }}
            onSubmit={(values) => resourceApi.create(visitResource, values)}
            onSaved={() => {
              void qc.invalidateQueries({ queryKey: resourceQueryKey(visitResource) });
              setAdding(false);
            }}
            onCancel={() => setAdding(false)}
          />
        </Drawer>
      )}
      {allotting && <AllotDialog rows={allotting} onClose={() => setAllotting(null)} />}
    </>
  );
}
