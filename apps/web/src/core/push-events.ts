/**
 * A tiny subscription API over the push hub's socket (apps/web/src/app/shell/use-push.ts forwards the
 * events of FORWARDED_PUSH_EVENTS here), so a screen can listen to a server event (`exportProgress`, …) without owning a socket.
 */
/** The server events forwarded to subscribers (add one here when a screen needs it). */
export const FORWARDED_PUSH_EVENTS = ['exportProgress', 'bomImportProgress'] as const;

type Handler = (data: unknown) => void;
const handlers = new Map<string, Set<Handler>>();

/** Listens to a push event; returns the unsubscribe function. */
export function onPushEvent<T = unknown>(event: string, handler: (data: T) => void): () => void {
  let set = handlers.get(event);
  if (!set) {
    set = new Set();
    handlers.set(event, set);
  }
  const h = handler as Handler;
  set.add(h);
  return () => {
    set.delete(h);
  };
}

/** Called by the push hook for every event the socket receives (and by tests). */
export function publishPushEvent(event: string, data: unknown): void {
  for (const h of [...(handlers.get(event) ?? [])]) h(data);
}
