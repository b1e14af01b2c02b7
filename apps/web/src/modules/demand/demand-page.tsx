import '../sourcing-extra/i18n';
import { DEMAND_PERMITS, DEMAND_STATUS } from '@partdesk/shared/demand/demand-codes';
import { demandResource } from '@partdesk/shared/demand/demand-resource';
import type { ActionDef } from '@partdesk/shared/resource/define';
import Button from 'antd/es/button';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
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
import { DemandForm } from './demand-form';

/**
 * /demand/demandmanagement: demand orders (XQ) on the kit (the to-do link's `status=1` is the status
 * filter) — new in a drawer (awaits confirmation in demandaudit), edit a rejected one (sent back for
 * confirmation), "open inquiry" on a confirmed one (then it opens in rfq-menu), the linked inquiry's
 * number shown in the list.
 */
export default function DemandPage() {
  const { t } = useTranslation('sourcingUi');
  const navigate = useNavigate();
  const editor = useDrawerEditor(demandResource);
  const { edit, refresh } = editor;
  const handlers = useMemo<ActionHandlers>(
    () => ({
      edit,
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
    [edit, navigate, refresh, t],
  );
  const visible = useCallback((a: ActionDef, row: Row) => {
    const s = Number(row.status);
    if (a.name === 'openInquiry') return s === DEMAND_STATUS.confirmed;
    return s === DEMAND_STATUS.rejected;
  }, []);
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
          <DrawerAddButton
            editor={editor}
            add={{ permit: DEMAND_PERMITS.create, label: t('demand.add'), testId: 'demand-add' }}
          />
        }
      />
      <EditorDrawer
        editor={editor}
        newTitle={t('demand.newTitle')}
        editTitle={(ref) => t('demand.editTitle', { no: ref.No })}
      >
        {(ref, done) => <DemandForm editing={ref} onDone={done} />}
      </EditorDrawer>
    </>
  );
}
