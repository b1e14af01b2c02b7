import { crm } from '@partdesk/shared/i18n/crm';
import { uiCrm } from '@partdesk/shared/i18n/ui-crm';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** /crmsystem texts (`crmUi`) and the CRM server messages (`crm`), registered with the module's screens. */
addNamespaces({ crmUi: uiCrm, crm });
