import { inquiry } from '@partdesk/shared/i18n/inquiry';
import { quote } from '@partdesk/shared/i18n/quote';
import { uiInquiry } from '@partdesk/shared/i18n/ui-inquiry';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** /forQuotation inquiry and sourcing texts (`inquiryUi`) the inquiry server messages (`inquiry`) and the
 * quote rules' messages (`quote`: price breaks of the sales quote form). */
addNamespaces({ inquiryUi: uiInquiry, inquiry, quote });
