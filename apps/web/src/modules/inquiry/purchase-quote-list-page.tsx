import './i18n';
import { purchaseQuoteResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionHandlers, confirmAction, ResourceListPage, successPrompt } from '../../kit';
import { afterInquiryChange, inquiryApi } from './inquiry-api';

/**
 * /forQuotation/purchase-quote: purchase quotes (CB) on the kit list — a buyer sees their own (the
 * server's data scope), with each offer's D/C age; a valid quote can be voided at its version (the
 * line's quote status is recomputed by the server) — the definition's `when`.
 */
export default function PurchaseQuoteListPage() {
  const { t } = useTranslation('inquiryUi');
  const qc = useQueryClient();
  const handlers = useMemo<ActionHandlers>(
    () => ({
      void: async (rows) => {
        const r = rows[0];
        if (!r) return false;
        if (!(await confirmAction({ content: t('pq.voidConfirm', { no: String(r.No) }), danger: true })))
          return false;
        await inquiryApi.voidQuote(Number(r.Id), Number(r.Version));
        successPrompt('voided');
        await afterInquiryChange(qc);
        return false;
      },
    }),
    [qc, t],
  );
  return (
    <ResourceListPage def={purchaseQuoteResource} testId="purchase-quote-list" actionHandlers={handlers} />
  );
}
