import { sales } from '@partdesk/shared/i18n/sales';
import { uiSalesMargin } from '@partdesk/shared/sales/margin/margin.i18n';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** Texts of the parameter and contract screens (`salesMarginUi`) and the sales server messages (`sales`). */
addNamespaces({ salesMarginUi: uiSalesMargin, sales });
