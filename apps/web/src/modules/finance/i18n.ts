import { finance } from '@partdesk/shared/i18n/finance';
import { uiFinance } from '@partdesk/shared/i18n/ui-finance';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** Finance texts (`financeUi`) and its server messages (`finance`). */
addNamespaces({ financeUi: uiFinance, finance });
