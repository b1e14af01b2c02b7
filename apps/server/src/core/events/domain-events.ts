import type { FastifyBaseLogger } from 'fastify';
import type { Db, Tx } from '../db/client.js';
import type { AfterCommit } from '../documents/after-commit.js';

/**
 * Every domain event by name → its payload. Empty here: a publishing module declares its own events
 * beside the code that publishes them, by declaration merging (e.g. `inquiry/inquiry/inquiry-events.ts`:
 * `declare module '…/core/events/domain-events.js' { interface DomainEventMap { 'inquiry.created': … } }`)
 * and exports the payload types from its index.ts. A subscriber names the event and gets its payload
 * typed, without importing the publisher (crm listens to inquiry although inquiry depends on crm).
 * docs/decisions/0016-domain-events.md.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by the publishers' declaration merging
export interface DomainEventMap {}

export type DomainEventName = keyof DomainEventMap;

/**
 * How a subscriber's work is delivered:
 *  - `transaction`: inside the publisher's transaction, right when it publishes. Consistency: the
 *    subscriber's writes commit or roll back with the publisher's change; a failing subscriber fails
 *    the publisher's whole change (nothing is written).
 *  - `afterCommit`: queued on the publisher's AfterCommit and run once it has committed, on the plain
 *    database. Decoupling: a failing subscriber is logged and the publisher's change stands.
 */
export type Delivery = 'transaction' | 'afterCommit';

export type EventHandler<K extends DomainEventName, E> = (
  event: DomainEventMap[K],
  on: { db: E; log: Pick<FastifyBaseLogger, 'error'> },
) => unknown;

export type Subscription<K extends DomainEventName> =
  | { subscriber: string; delivery: 'transaction'; handle: EventHandler<K, Tx> }
  | { subscriber: string; delivery: 'afterCommit'; handle: EventHandler<K, Db> };

type AnySubscription = { subscriber: string; delivery: Delivery; handle: EventHandler<never, never> };

/**
 * The event bus of one app (`app.ctx.events`). Modules subscribe from their index.ts `register`
 * (never at import time); services publish inside their transaction. No central switch: the bus
 * knows no event by name.
 */
export class DomainEvents {
  private readonly subs = new Map<string, AnySubscription[]>();

  constructor(private readonly env: () => { db: Db; log: Pick<FastifyBaseLogger, 'error'> }) {}

  /** Adds a subscriber; one `subscriber` name per event (a second one with the same name is refused). */
  subscribe<K extends DomainEventName>(name: K, sub: Subscription<K>): () => void {
    const list = this.subs.get(name) ?? [];
    if (list.some((s) => s.subscriber === sub.subscriber))
      throw new Error(`${sub.subscriber} already subscribes to ${name}`);
    const entry = sub as unknown as AnySubscription;
    this.subs.set(name, [...list, entry]);
    return () =>
      this.subs.set(
        name,
        (this.subs.get(name) ?? []).filter((s) => s !== entry),
      );
  }

  /** Who listens to an event (docs, tests). */
  subscribers(name: DomainEventName): { subscriber: string; delivery: Delivery }[] {
    return (this.subs.get(name) ?? []).map(({ subscriber, delivery }) => ({ subscriber, delivery }));
  }

  /**
   * Publishes an event from inside the publisher's transaction `tx`: `transaction` subscribers run now
   * (in order of subscription; a throw propagates and rolls the transaction back), `afterCommit` ones
   * are queued on `after`, which the publisher flushes after its commit.
   */
  async publish<K extends DomainEventName>(
    tx: Tx,
    after: AfterCommit,
    name: K,
    event: DomainEventMap[K],
  ): Promise<void> {
    const { db, log } = this.env();
    for (const s of this.subs.get(name) ?? []) {
      const handle = s.handle as unknown as EventHandler<K, Tx | Db>;
      if (s.delivery === 'transaction') await handle(event, { db: tx, log });
      else
        after.later(async () => {
          try {
            await handle(event, { db, log });
          } catch (err) {
            log.error({ err, event: name, subscriber: s.subscriber }, 'domain event subscriber failed');
          }
        });
    }
  }
}
