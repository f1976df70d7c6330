import type { DbOrTx } from '../../db/client'

/**
 * The domain events modules tell each other about, by name. Empty here: the platform knows no domain. The module
 * that publishes an event declares it by augmenting this interface (see modules/enquiries/events.ts), so publisher
 * and subscribers share one payload type.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging in the modules
export interface DomainEvents {}

export type DomainEventName = keyof DomainEvents

/** A subscriber runs inside the publisher's transaction: its writes commit or roll back with the change. */
export type DomainEventHandler<K extends DomainEventName> = (
  tx: DbOrTx,
  event: DomainEvents[K],
) => Promise<void>

const handlers = new Map<DomainEventName, DomainEventHandler<DomainEventName>[]>()

/**
 * Registers a handler, once per process (a module's index.ts, at import): a module reacts to another's change
 * without the publisher importing it, which keeps the modules' dependencies one-way.
 */
export function subscribe<K extends DomainEventName>(name: K, handler: DomainEventHandler<K>): void {
  const list = handlers.get(name) ?? []
  if (!list.includes(handler as DomainEventHandler<DomainEventName>))
    list.push(handler as DomainEventHandler<DomainEventName>)
  handlers.set(name, list)
}

/** Runs every handler of the event in turn, in the caller's transaction; the first failure fails the change. */
export async function publish<K extends DomainEventName>(
  tx: DbOrTx,
  name: K,
  event: DomainEvents[K],
): Promise<void> {
  for (const handler of handlers.get(name) ?? []) await handler(tx, event)
}
