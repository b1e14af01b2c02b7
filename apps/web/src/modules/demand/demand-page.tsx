import '../sourcing-extra/i18n';
import PlusOutlined from '@ant-design/icons/es/icons/PlusOutlined';
import { hasPermit } from '@partdesk/shared/access/client-access';
import { DEMAND_PERMITS, DEMAND_STATUS } from '@partdesk/shared/demand/demand-codes';
import { demandResource } from '@partdesk/shared/demand/demand-resource';
import type { ActionDef } from '@partdesk/shared/resource/define';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Drawer from 'antd/es/drawer';
import { useCallback, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../core/feedback';
import { http } from '../../core/http';
import { useSession } from '../../core/use-session';
import { type ActionHandlers, ResourceListPage, type Row, resourceQueryKey } from '../../kit';
import { DemandForm, type DemandRef } from './demand-form';

/**
 * /demand/demandmanagement: demand orders (XQ) on the kit (the to-do link's `status=1` is the status
 * filter) — new in a drawer (awaits confirmation in demandaudit), edit a rejected one (sent back for
 * confirmation), "open inquiry" on a confirmed one (then it opens in rfq-menu), the linked inquiry's
 * number shown in the list.
 */
export default function DemandPage() {
  const { t } = useTranslation('sourcingUi');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const session = useSession();
  const may = (p: string) => session?.user.isAdmin === true || hasPermit(session?.permits, p);
  const [editing, setEditing] = useState<DemandRef | 'new' | null>(null);
  const refresh = useCallback(
    () => qc.invalidateQueries({ queryKey: resourceQueryKey(demandResource) }),
    [qc],
  );
  const handlers = useMemo<ActionHandlers>(
    () => ({
      edit: (rows) => {
        const r = rows[0];
        if (r) setEditing({ Id: Number(r.Id), No: String(r.No) });
        return false;
      },
      openInquiry: async (rows) => {
        const r = rows[0];
        if (!r) return false;
        const res = await http.put<{ InquiryNo: string }>(`/merchant/demand/demand/${r.Id}/inquiry`, {
          Version: Number(r.Version),
        });
        toast.success(t('demand.inquiryOpened', { no: res.InquiryNo }));
        await refresh();
        navigate(`/forQuotation/rfq-menu?No=${encodeURIComponent(res.InquiryNo)}`);
        return false;
      },
    }),
    [navigate, refresh, t],
  );
  const visible = useCallback((a: ActionDef, row: Row) => {
    const s = Number(row.status);
    if (a.name === 'openInquiry') return s === DEMAND_STATUS.confirmed;
    return s === DEMAND_STATUS.rejected;
  }, []);
  const ref = editing === 'new' ? null : editing;
  return (
    <>
      <ResourceListPage
        def={demandResource}
        testId="demand-list"
        actionHandlers={handlers}
        actionVisible={visible}
        rowActions={(row) =>
          row.InquiryNo ? (
            <Button
              type="link"
              size="small"
              onClick={() =>
                navigate(`/forQuotation/rfq-menu?No=${encodeURIComponent(String(row.InquiryNo))}`)
              }
            >
              {t('demand.openInquiryLink')}
            </Button>
          ) : null
        }
        toolbar={
          may(DEMAND_PERMITS.create) ? (
            <Button
              type="primary"
              icon={<PlusOutlined />}
              onClick={() => setEditing('new')}
              data-testid="demand-add"
            >
              {t('demand.add')}
            </Button>
          ) : null
        }
      />
      {editing && (
        <Drawer
          open
          size={1100}
          title={ref ? t('demand.editTitle', { no: ref.No }) : t('demand.newTitle')}
          onClose={() => setEditing(null)}
          destroyOnHidden
        >
          <DemandForm
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
