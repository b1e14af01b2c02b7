import './i18n';
import { PURCHASE_REQUEST_DELETE_TYPE } from '@partdesk/shared/inquiry/purchase-request-codes';
import { purchaseRequestResource as def } from '@partdesk/shared/inquiry/purchase-request-resource';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { http } from '../../core/http';
import { type ActionHandlers, ResourceListPage, type Row, resourceQueryKey } from '../../kit';
import { RequestForm } from './request-form';

const BASE = '/merchant/forqutation/purchaserequest';
const move = (to: string) => (r: Row) => http.put(`${BASE}/${r.Id}/${to}`, { Version: Number(r.Version) });
const remove = (r: Row) =>
  http.put('/merchant/common/delete', undefined, {
    query: { type: PURCHASE_REQUEST_DELETE_TYPE, id: Number(r.Id) },
  });

/** /forQuotation/purchase-request: the caller's purchase requests (CS) — Add, edit, `when` from the definition. */
export default function PurchaseRequestPage() {
  const { t } = useTranslation('sourcingUi');
  const qc = useQueryClient();
  const handlers = useMemo<ActionHandlers>(() => {
    const each = (run: (r: Row) => Promise<unknown>, done?: string) => async (rows: Row[]) => {
      for (const r of rows) await run(r);
      if (done) toast.success(t(done));
      await qc.invalidateQueries({ queryKey: resourceQueryKey(def) });
      return false;
    };
    return {
      submit: each(move('submit'), 'request.submitted'),
      withdraw: each(move('withdraw'), 'request.withdrawn'),
      delete: each(remove),
    };
  }, [qc, t]);
  return (
    <ResourceListPage
      def={def}
      testId="purchase-request-list"
      actionHandlers={handlers}
      editor={(ref, done) => <RequestForm editing={ref} onDone={done} />}
    />
  );
}
