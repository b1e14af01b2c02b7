import { QUOTE_API } from '@partdesk/shared/quote/quote-codes';
import type { QuoteView } from '@partdesk/shared/quote/quote-contract';
import { salesQuoteResource } from '@partdesk/shared/quote/quote-resource';
import type { QueryClient } from '@tanstack/react-query';
import { http } from '../../core/http';
import { download, resourceQueryKey } from '../../kit';

/** Calls of the quote screens (paths and bodies: packages/shared/src/quote). */
export const quoteApi = {
  detail: (id: number) => http.get<QuoteView>(QUOTE_API.detail(id)),
  send: (id: number, Version: number) => http.put(QUOTE_API.send(id), { Version }),
  void: (id: number, Version: number) => http.put(QUOTE_API.void(id), { Version }),
  pdf: (id: number, no: string, lang: 'zh-CN' | 'en-US') =>
    download('GET', QUOTE_API.pdf(id, lang), undefined, `${no}-${lang}.pdf`),
};

export const QUOTE_DETAIL_PATH = '/forQuotation/detail-quotation';

export const afterQuoteChange = (qc: QueryClient) =>
  qc.invalidateQueries({ queryKey: resourceQueryKey(salesQuoteResource) });
