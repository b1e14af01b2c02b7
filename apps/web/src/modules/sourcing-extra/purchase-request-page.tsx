import './i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import {
  PURCHASE_REQUEST_DELETE_TYPE,
  PURCHASE_REQUEST_EDITABLE,
  PURCHASE_REQUEST_PERMITS,
  PURCHASE_REQUEST_STATUS,
} from '@partdesk/shared/inquiry/purchase-request-codes';
import { purchaseRequestResource } from '@partdesk/shared/inquiry/purchase-request-resource';
import type { ActionDef } from '@partdesk/shared/resource/define';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '../../core/feedback';
import { http } from '../../core/http';
import { useSession } from '../../core/use-session';
import { type ActionHandlers, ResourceListPage, type Row, resourceQueryKey } from '../../kit';
import { RequestForm, type RequestRef } from './request-form';

const BASE = '/merchant/forqutation/purchaserequest';

/**
 * /forQuotation/purchase-request: the caller's purchase requests (CS) on the kit — new / edit in a
 * drawer (draft or rejected), submit to purchase-requestaudit, withdraw from review, delete a draft.
 */
export default function PurchaseRequestPage() {
  const { t } = useTranslation('sourcingUi');
  const qc = useQueryClient();
  const session = useSession();
  const may = (p: string) => session?.user.isAdmin === true || hasPermit(session?.permits, p);
  const [editing, setEditing] = useState<RequestRef | 'new' | null>(null);
  const refresh = useCallback(
    () => qc.invalidateQueries({ queryKey: resourceQueryKey(purchaseRequestResource) }),
    [qc],
  );
  const handlers = useMemo<ActionHandlers>(
    () => ({
      edit: (rows) => {
        const r = rows[0];
        if (r) setEditing({ Id: Number(r.Id), No: String(r.No) });
        return false;
      },
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
    [refresh, t],
  );
  const visible = useCallback((a: ActionDef, row: Row) => {
    const s = Number(row.Status);
    if (a.name === 'withdraw') return s === PURCHASE_REQUEST_STATUS.pendingReview;
    if (a.name === 'delete') return s === PURCHASE_REQUEST_STATUS.draft;
    return PURCHASE_REQUEST_EDITABLE.includes(s);
  }, []);
  const ref = editing === 'new' ? null : editing;
  return (
    <>
      <ResourceListPage
        def={purchaseRequestResource}
        testId="purchase-request-list"
        actionHandlers={handlers}
        actionVisible={visible}
        toolbar={
          may(PURCHASE_REQUEST_PERMITS.create) ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="request-add"
            >
              {t('request.add')}
            </Button>
          ) : null
        }
      />
      {editing && (
        <Drawer
          open
          size={1100}
          title={ref ? t('request.editTitle', { no: ref.No }) : t('request.newTitle')}
          onClose={() => setEditing(null)}
          destroyOnHidden
        >
          <RequestForm
            editing={ref}
            onDone={() => {
              setEditing(null);
              void refresh();
            }}
          />
        </Drawer>
      )}
    </>
  );
}
