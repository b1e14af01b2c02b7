import '../sourcing-extra';
import { demandResource } from '@partdesk/shared/demand/demand-resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { toast } from '../../core/feedback';
import { http } from '../../core/http';
import { type ActionHandlers, ResourceListPage, resourceQueryKey } from '../../kit';
import { DemandForm } from './demand-form';

const rfq = (no: unknown) => `/forQuotation/rfq-menu?No=${encodeURIComponent(String(no))}`;

/** /demand/demandmanagement: demand orders (XQ) — Add, edit and `when` from the definition. */
export default function DemandPage() {
  const { t } = useTranslation('sourcingUi');
  const navigate = useNavigate();
  const qc = useQueryClient();
  const handlers = useMemo<ActionHandlers>(
    () => ({
      openInquiry: async ([r]) => {
        const url = `/merchant/demand/demand/${r!.Id}/inquiry`;
        const res = await http.put<{ InquiryNo: string }>(url, { Version: Number(r!.Version) });
        toast.success(t('demand.inquiryOpened', { no: res.InquiryNo }));
        await qc.invalidateQueries({ queryKey: resourceQueryKey(demandResource) });
        navigate(rfq(res.InquiryNo));
        return false;
      },
    }),
    [navigate, qc, t],
  );
  const inquiryLink = (no: unknown) => (
    <Button type="link" size="small" onClick={() => navigate(rfq(no))}>
      {t('demand.openInquiryLink')}
    </Button>
  );
  return (
    <ResourceListPage
      def={demandResource}
      testId="demand-list"
      actionHandlers={handlers}
      editor={(ref, done) => <DemandForm editing={ref} onDone={done} />}
      rowActions={(row) => (row.InquiryNo ? inquiryLink(row.InquiryNo) : null)}
    />
  );
}
