import './i18n';
import {
  PURCHASE_REQUEST_DELETE_TYPE,
  PURCHASE_REQUEST_EDITABLE,
  PURCHASE_REQUEST_PERMITS,
  PURCHASE_REQUEST_STATUS,
} from '@partdesk/shared/inquiry/purchase-request-codes';
import { purchaseRequestResource } from '@partdesk/shared/inquiry/purchase-request-resource';
import type { ActionDef } from '@partdesk/shared/resource/define';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { http } from '../../core/http';
import {
  type ActionHandlers,
  DrawerAddButton,
  EditorDrawer,
  ResourceListPage,
  type Row,
  useDrawerEditor,
} from '../../kit';
import { RequestForm } from './request-form';

const BASE = '/merchant/forqutation/purchaserequest';

/**
 * /forQuotation/purchase-request: the caller's purchase requests (CS) on the kit — new / edit in a
 * drawer (draft or rejected), submit to purchase-requestaudit, withdraw from review, delete a draft.
 */
export default function PurchaseRequestPage() {
  const { t } = useTranslation('sourcingUi');
  const editor = useDrawerEditor(purchaseRequestResource);
  const { edit, refresh } = editor;
  const handlers = useMemo<ActionHandlers>(
    () => ({
      edit,
      submit: async (rows) => {
        for (const r of rows) await http.put(`${BASE}/${r.Id}/submit`, { Version: Number(r.Version) });
        toast.success(t('request.submitted'));
        await refresh();
        return false;
      },
      withdraw: async (rows) => {
        for (const r of rows) await http.put(`${BASE}/${r.Id}/withdraw`, { Version: Number(r.Version) });
        toast.success(t('request.withdrawn'));
        await refresh();
        return false;
      },
      delete: async (rows) => {
        for (const r of rows)
          await http.put('/merchant/common/delete', undefined, {
            query: { type: PURCHASE_REQUEST_DELETE_TYPE, id: Number(r.Id) },
          });
        await refresh();
        return false;
      },
    }),
    [edit, refresh, t],
  );
  const visible = useCallback((a: ActionDef, row: Row) => {
    const s = Number(row.Status);
    if (a.name === 'withdraw') return s === PURCHASE_REQUEST_STATUS.pendingReview;
    if (a.name === 'delete') return s === PURCHASE_REQUEST_STATUS.draft;
    return PURCHASE_REQUEST_EDITABLE.includes(s);
  }, []);
  return (
    <>
      <ResourceListPage
        def={purchaseRequestResource}
        testId="purchase-request-list"
        actionHandlers={handlers}
        actionVisible={visible}
        toolbar={
          <DrawerAddButton
            editor={editor}
            add={{ permit: PURCHASE_REQUEST_PERMITS.create, label: t('request.add'), testId: 'request-add' }}
          />
        }
      />
      <EditorDrawer
        editor={editor}
        newTitle={t('request.newTitle')}
        editTitle={(ref) => t('request.editTitle', { no: ref.No })}
      >
        {(ref, done) => <RequestForm editing={ref} onDone={done} />}
      </EditorDrawer>
    </>
  );
}
