import { uiDeliveryStats } from '@partdesk/shared/logistics/delivery-stats/delivery-stats.i18n';
import { addNamespaces } from '../../../core/i18n';
import '../../../kit/i18n';

/** Delivery statistics texts (`deliveryStatsUi`); the server's messages arrive translated. */
addNamespaces({ deliveryStatsUi: uiDeliveryStats });
