import './i18n';
import { CRM_OPS_PERMITS } from '@partdesk/shared/crm/crm-ops-codes';
import { visitResource as def } from '@partdesk/shared/crm/visit-resource';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { toast } from '../../core/feedback';
import { http } from '../../core/http';
import {
  type ActionHandlers,
  pathOf,
  ResourceForm,
  ResourceListPage,
  type Row,
  resourceApi,
  resourceQueryKey,
} from '../../kit';
import { CustomerSelect } from './customer-select';
import { AllotDialog } from './visit-dialogs';

const put = (template: string, row: Row) =>
  http.put(pathOf(`/${template.split(/\s+/)[1]}`, String(row.Id)), { Version: Number(row.Version) });

/**
 * /crmsystem/customervisits: visit plans and reports (the server's scope) — Add in the definition's
 * drawer (`?customerId=` fills the customer), assign (0102), submit for review and cancel by `when`.
 */
export default function VisitsPage() {
  const { t } = useTranslation('crmUi');
  const qc = useQueryClient();
  const customerId = Number(useSearchParams()[0].get('customerId')) || undefined;
  const [allotting, setAllotting] = useState<Row[] | null>(null);
  const handlers = useMemo<ActionHandlers>(() => {
    const each = (permit: string, done: string) => async (rows: Row[]) => {
      for (const r of rows) await put(permit, r);
      toast.success(t(done));
      await qc.invalidateQueries({ queryKey: resourceQueryKey(def) });
      return false;
    };
    return {
      submit: each(CRM_OPS_PERMITS.visitSubmit, 'visit.submitted'),
      cancel: each(CRM_OPS_PERMITS.visitCancel, 'visit.cancelled'),
      allot: (rows) => {
        setAllotting(rows);
        return false;
      },
    };
  }, [qc, t]);
  const form = (done: () => void, close: () => void) => (
    <ResourceForm
      def={def}
      mode="create"
      initialValues={customerId ? { CustomerId: customerId } : {}}
      inputs={{ CustomerId: <CustomerSelect data-testid="visit-customer" /> }}
      onSubmit={(values) => resourceApi.create(def, values)}
      onSaved={done}
      onCancel={close}
    />
  );
  return (
    <>
      <ResourceListPage
        def={def}
        testId="visit-list"
        actionHandlers={handlers}
        editor={(_r, done, close) => form(done, close)}
      />
      {allotting && <AllotDialog rows={allotting} onClose={() => setAllotting(null)} />}
    </>
  );
}
