import { sales } from '@partdesk/shared/i18n/sales';
import { uiSalesOrder } from '@partdesk/shared/i18n/ui-sales-order';
import { addNamespaces } from '../../../core/i18n';
import '../../../kit/i18n';

/** Sales order screen texts (`salesOrderUi`) and the sales server messages (`sales`, the form's own checks); the list's labels are the kit's `resources.salesOrder.*`. */
addNamespaces({ salesOrderUi: uiSalesOrder, sales });
