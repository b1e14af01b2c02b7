import './i18n';
import { DOC_NO_QUERY } from '@partdesk/shared/core/doc-types';
import { INQUIRY_PERMITS, INQUIRY_STATUS } from '@partdesk/shared/inquiry/inquiry-codes';
import { SEAS_PERMITS } from '@partdesk/shared/inquiry/seas-codes';
import { inquiryResource } from '@partdesk/shared/inquiry/inquiry-resource';
import type { ActionDef } from '@partdesk/shared/resource/define';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { toast } from '../../core/feedback';
import { http } from '../../core/http';
import { useSession } from '../../core/use-session';
import {
  type ActionHandlers,
  confirmAction,
  type ListAction,
  ResourceListPage,
  type Row,
  successPrompt,
} from '../../kit';
import { afterInquiryChange, INQUIRY_PATHS, inquiryApi, mayButton } from './inquiry-api';
import { type InquiryRef, TransferDialog } from './inquiry-dialogs';
import { InquiryForm } from './inquiry-form';

const refOf = (row: Row): InquiryRef => ({
  Id: Number(row.Id),
  No: String(row.No ?? ''),
  SalespersonId: Number(row.SalespersonId),
  Version: Number(row.Version),
});
const isOpen = (row: Row) => row.Status === INQUIRY_STATUS.open;

/**
 * /forQuotation/rfq-menu: the caller's inquiries (the server applies the data scope) on the kit list.
 * New inquiry (0103) in a drawer: typed lines or a BOM import. Row actions: quote (the lines and their
 * purchase offers), edit (0101 / rfq-detail_edit), transfer (0102, to forward-review), delete (0102),
 * close — each only while the inquiry is open. A notification opens this screen with `?OrderNo=B…`
 * (spec §2 RFQmenu): it becomes the list's `No` filter, as `?No=B…` is.
 */
export default function InquiryListPage() {
  const { t } = useTranslation('inquiryUi');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const session = useSession();
  const [params, setParams] = useSearchParams();
  const [transfer, setTransfer] = useState<InquiryRef | null>(null);
  const mayDelete = mayButton(session, '0102');

  // Notification click: ?OrderNo=B… → the No filter.
  const orderNo = params.get(DOC_NO_QUERY);
  useEffect(() => {
    if (!orderNo) return;
    const next = new URLSearchParams(params);
    next.delete(DOC_NO_QUERY);
    next.set('No', orderNo);
    next.delete('pageIndex');
    setParams(next, { replace: true });
  }, [orderNo, params, setParams]);

  const handlers = useMemo<ActionHandlers>(
    () => ({
      edit: (rows) => {
        if (rows[0]) navigate(`${INQUIRY_PATHS.edit}?id=${String(rows[0].Id)}`);
        return false;
      },
      transfer: (rows) => {
        if (rows[0]) setTransfer(refOf(rows[0]));
        return false;
      },
    }),
    [navigate],
  );
  // The definition's delete names the generic route (session access, not a listed permit): the screen
  // shows its own delete by button 0102 instead.
  const visible = useCallback((a: ActionDef) => a.name !== 'delete', []);

  const extraActions = useMemo<ListAction[]>(() => {
    const out: ListAction[] = [
      {
        key: 'close',
        label: t('list.close'),
        permit: INQUIRY_PERMITS.close,
        visible: isOpen,
        run: async (rows) => {
          const r = rows[0];
          if (!r) return false;
          if (!(await confirmAction({ content: t('list.closeConfirm', { no: String(r.No) }) }))) return false;
          await inquiryApi.close(Number(r.Id), Number(r.Version));
          toast.success(t('list.closed'));
          await afterInquiryChange(qc);
          return false;
        },
      },
      {
        key: 'release',
        label: t('list.release'),
        permit: SEAS_PERMITS.release,
        visible: isOpen,
        run: async (rows) => {
          const r = rows[0];
          if (!r) return false;
          if (!(await confirmAction({ content: t('list.releaseConfirm', { no: String(r.No) }) })))
            return false;
          await http.put(`/merchant/forqutation/seas/${String(r.Id)}/release`, {
            Version: Number(r.Version),
          });
          toast.success(t('list.released'));
          await afterInquiryChange(qc);
          return false;
        },
      },
    ];
    if (mayDelete)
      out.push({
        key: 'remove',
        label: t('list.delete'),
        danger: true,
        visible: isOpen,
        run: async (rows) => {
          const r = rows[0];
          if (!r) return false;
          if (
            !(await confirmAction({ content: t('list.deleteConfirm', { no: String(r.No) }), danger: true }))
          )
            return false;
          await inquiryApi.remove(Number(r.Id));
          successPrompt('deleted');
          await afterInquiryChange(qc);
          return false;
        },
      });
    return out;
  }, [mayDelete, qc, t]);

  return (
    <>
      <ResourceListPage
        def={inquiryResource}
        testId="inquiry-list"
        actionHandlers={handlers}
        actionVisible={visible}
        extraActions={extraActions}
        editor={(_ref, _done, close) => (
          <InquiryForm
            onSaved={(saved) => {
              toast.success(t('form.created', { no: saved.No ?? '' }));
              void afterInquiryChange(qc);
              close();
            }}
            onCancel={close}
          />
        )}
      />
      {transfer && <TransferDialog inquiry={transfer} onClose={() => setTransfer(null)} />}
    </>
  );
}
