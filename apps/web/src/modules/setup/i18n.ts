import { setup } from '@partdesk/shared/i18n/setup';
import { uiSetup } from '@partdesk/shared/i18n/ui-setup';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** /setup texts (`setupUi`) and its server messages (`setup`), registered with the module's screens. */
addNamespaces({ setupUi: uiSetup, setup });
