import { receivablesResource } from '@partdesk/shared/finance/receivables/receivables.resource';
import { ResourceListPage } from '../../../kit';

/**
 * finance/financial/receivables: open receivables per customer, owner company and currency with the
 * ageing columns, overdue flag and remaining credit (decision 0056); Export = the list. A salesperson
 * sees their own customers (server scope).
 */
export default function ReceivablesListPage() {
  return <ResourceListPage def={receivablesResource} testId="receivables-list" />;
}
