import './i18n';
import { QUOTE_STATUS_DOC, QUOTE_VOIDABLE } from '@partdesk/shared/quote/quote-codes';
import { salesQuoteResource } from '@partdesk/shared/quote/quote-resource';
import type { ActionDef } from '@partdesk/shared/resource/define';
import { useQueryClient } from '@tanstack/react-query';
import Button from 'antd/es/button';
import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { type ActionHandlers, ResourceListPage, type Row, withPrompt } from '../../kit';
import { afterQuoteChange, QUOTE_DETAIL_PATH, quoteApi } from './quote-api';

/**
 * /forQuotation/quotation: sales quotes (BJ) on the kit list — a salesperson sees their own (server
 * data scope); open → detail-quotation; send (valid quotes only, the server refuses the others) and void.
 */
export default function QuoteListPage() {
  const { t } = useTranslation('quoteUi');
  const qc = useQueryClient();
  const navigate = useNavigate();
  const handlers = useMemo<ActionHandlers>(
    () => ({
      send: async (rows) => {
        const r = rows[0];
        if (!r) return false;
        // The kit asked the definition's confirmation already: no second prompt.
        await withPrompt('saved', () => quoteApi.send(Number(r.Id), Number(r.Version)), { confirm: false });
        await afterQuoteChange(qc);
        return false;
      },
      void: async (rows) => {
        const r = rows[0];
        if (!r) return false;
        await withPrompt('voided', () => quoteApi.void(Number(r.Id), Number(r.Version)), { confirm: false });
        await afterQuoteChange(qc);
        return false;
      },
    }),
    [qc],
  );
  const visible = useCallback(
    (a: ActionDef, row: Row) =>
      a.name === 'send' ? row.Status === QUOTE_STATUS_DOC.valid : QUOTE_VOIDABLE.includes(Number(row.Status)),
    [],
  );
  return (
    <ResourceListPage
      def={salesQuoteResource}
      testId="quotation-list"
      actionHandlers={handlers}
      actionVisible={visible}
      rowActions={(row) => (
        <Button
          size="small"
          type="link"
          onClick={() => navigate(`${QUOTE_DETAIL_PATH}?id=${String(row.Id)}`)}
        >
          {t('open')}
        </Button>
      )}
    />
  );
}
