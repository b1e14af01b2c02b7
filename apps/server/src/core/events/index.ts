export {
  type Delivery,
  type DomainEventMap,
  type DomainEventName,
  DomainEvents,
  type EventHandler,
  type Subscription,
} from './domain-events.js';
