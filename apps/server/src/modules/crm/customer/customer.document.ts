import { defineDocument } from '../../../core/documents/index.js';
import { customerReviews } from '../review/crm-reviews.js';
import { customerVisible } from './customer-visibility.js';
import { crmCustomer } from './customer.table.js';

/**
 * Customers (a record type, decision 0019 descriptor): seen through their owner's data scope plus whoever
 * may decide their pending new-customer or conflict review (customerVisible); the reviews `customer`
 * (customeraudit) and `customerConflict` (conflict-audit), default step: the sales leads.
 */
export const customerDocument = defineDocument({
  type: 'customer',
  table: crmCustomer,
  id: crmCustomer.id,
  no: crmCustomer.code,
  tenantId: crmCustomer.tenantId,
  scope: (user) => customerVisible(user),
  reviews: customerReviews,
});
