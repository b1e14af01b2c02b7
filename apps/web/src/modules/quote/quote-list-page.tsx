import './i18n';
import { salesQuoteResource } from '@partdesk/shared/quote/quote-resource';
import { useQueryClient } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type ActionHandlers, ResourceListPage, type Row, withPrompt } from '../../kit';
import { afterQuoteChange, quoteApi } from './quote-api';

/**
 * /forQuotation/quotation: sales quotes (BJ) on the kit list — a salesperson sees their own (server
 * data scope); open → detail-quotation; send and void by the definition's `when` (the server refuses
 * the others by the same rule).
 */
export default function QuoteListPage() {
  const qc = useQueryClient();
  const handlers = useMemo<ActionHandlers>(() => {
    // The kit asked the definition's confirmation already: no second prompt.
    const run =
      (kind: 'saved' | 'voided', call: (id: number, v: number) => Promise<unknown>) =>
      async ([r]: Row[]) => {
        await withPrompt(kind, () => call(Number(r!.Id), Number(r!.Version)), { confirm: false });
        await afterQuoteChange(qc);
        return false;
      };
    return { send: run('saved', quoteApi.send), void: run('voided', quoteApi.void) };
  }, [qc]);
  return <ResourceListPage def={salesQuoteResource} testId="quotation-list" actionHandlers={handlers} />;
}
