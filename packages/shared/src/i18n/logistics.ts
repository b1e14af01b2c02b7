import { courierMessages } from '../logistics/courier/courier.i18n.js';
import { declareMessages } from '../logistics/declare/declare.i18n.js';
import { forwarderMessages } from '../logistics/forwarder/forwarder.i18n.js';
import { deliveryStatsMessages } from '../logistics/delivery-stats/delivery-stats.i18n.js';
import { shipmentReviewMessages } from '../logistics/shipment/shipment-review.i18n.js';
import { shipmentMessages } from '../logistics/shipment/shipment.i18n.js';
import { defineMessages } from './define.js';

/** Server messages of the logistics module (namespace `logistics`; issue #16). */
export const logistics = defineMessages({
  ...shipmentMessages,
  ...deliveryStatsMessages,
  ...shipmentReviewMessages,
  ...courierMessages,
  ...declareMessages,
  ...forwarderMessages,
});
