import './i18n';
import { purchaseQuoteResource } from '@partdesk/shared/inquiry/inquiry-resource';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ActionHandlers, confirmAction, ResourceListPage, successPrompt } from '../../kit';
import { SupplierScorecardCard } from '../purchase';
import { afterInquiryChange, inquiryApi } from './inquiry-api';

/**
 * /forQuotation/purchase-quote: purchase quotes (CB) on the kit list — a buyer sees their own (the
 * server's data scope), with each offer's D/C age; a valid quote can be voided at its version (the
 * line's quote status is recomputed by the server) — the definition's `when`; each row opens its
 * supplier's scorecard (decision 0058).
 */
export default function PurchaseQuoteListPage() {
  const { t } = useTranslation('inquiryUi');
  const qc = useQueryClient();
  const { t: ts } = useTranslation('scorecardUi');
  const [card, setCard] = useState<{ id: number; name: string } | null>(null);
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
    <>
      <ResourceListPage
        def={purchaseQuoteResource}
        testId="purchase-quote-list"
        actionHandlers={handlers}
        rowActions={(row) => (
          <Button
            size="small"
            type="link"
            data-testid={`pq-scorecard-${String(row.Id)}`}
            onClick={() => setCard({ id: Number(row.SupplierId), name: String(row.SupplierName ?? '') })}
          >
            {ts('scorecard.open')}
          </Button>
        )}
      />
      <Modal
        open={!!card}
        title={card?.name}
        footer={null}
        width={760}
        onCancel={() => setCard(null)}
        destroyOnHidden
      >
        {card && <SupplierScorecardCard supplierId={card.id} />}
      </Modal>
    </>
  );
}
