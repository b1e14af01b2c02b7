import { quote } from '@partdesk/shared/i18n/quote';
import { uiQuote } from '@partdesk/shared/i18n/ui-quote';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** Quote screen texts (`quoteUi`) and the quote server messages (`quote`). */
addNamespaces({ quoteUi: uiQuote, quote });
