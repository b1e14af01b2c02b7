import { inquiry } from '@partdesk/shared/i18n/inquiry';
import { uiInquiry } from '@partdesk/shared/i18n/ui-inquiry';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** /forQuotation inquiry and sourcing texts (`inquiryUi`) and the inquiry server messages (`inquiry`). */
addNamespaces({ inquiryUi: uiInquiry, inquiry });
