import { demand, sourcing } from '@partdesk/shared/i18n/sourcing';
import { uiSourcing } from '@partdesk/shared/i18n/ui-sourcing';
import { addNamespaces } from '../../core/i18n';
import '../../kit/i18n';

/** Texts of the seas library, purchase requests and demand orders (`sourcingUi`) and their server messages. */
addNamespaces({ sourcingUi: uiSourcing, sourcing, demand });
