import './i18n';
import { quoteRecordResource } from '@partdesk/shared/quote/quote-resource';
import { ResourceListPage } from '../../kit';
import { brandWithProxyFlag } from '../purchase';

/** /forQuotation/quote-record: the price history of every quoted line (by part, customer, salesperson). */
export default function QuoteRecordPage() {
  return (
    <ResourceListPage
      def={quoteRecordResource}
      testId="quote-record-list"
      cells={{ Brand: brandWithProxyFlag() }}
    />
  );
}
