import { sql } from 'drizzle-orm'
import { Repeater } from 'graphql-yoga'
import type { Database, DbOrTx } from '../../db/client'

/**
 * Live events of the database: a change is told to every API instance on the same database, through PostgreSQL's
 * LISTEN/NOTIFY (decision 0049-live). Nothing is kept in process memory between instances; each instance listens
 * once per channel and fans an event out to its own subscribers (its open event streams).
 */
export interface LiveEvents {
  /**
   * The events of `channel` from the moment this resolves (the channel is listened to by then), until the
   * subscriber leaves (the stream's return).
   */
  subscribe<T>(channel: string): Promise<AsyncIterableIterator<T>>
  close(): Promise<void>
}

/**
 * Tells `channel` of a change inside the caller's transaction: PostgreSQL delivers it at commit (never for a
 * rolled-back change) to every session listening, on every instance. The payload stays small (ids and a date, no
 * personal data): a listener refetches what it may see. NOTIFY's payload limit is 8,000 bytes.
 */
export async function publishLive(tx: DbOrTx, channel: string, payload: object): Promise<void> {
  await tx.execute(sql`select pg_notify(${channel}, ${JSON.stringify(payload)})`)
}

export function createLiveEvents(database: Pick<Database, 'listen'>): LiveEvents {
  const subscribers = new Map<string, Set<(payload: unknown) => void>>()
  const listening = new Map<string, Promise<() => Promise<void>>>()

  const deliver = (channel: string) => (text: string) => {
    let payload: unknown
    try {
      payload = JSON.parse(text)
    } catch {
      return
    }
    for (const push of subscribers.get(channel) ?? []) push(payload)
  }

  return {
    async subscribe<T>(channel: string) {
      if (!listening.has(channel)) listening.set(channel, database.listen(channel, deliver(channel)))
      await listening.get(channel)
      // Registered before the caller gets the stream: an event committed once this resolves is never missed.
      const early: T[] = []
      let push: ((value: T) => unknown) | undefined
      const own = (payload: unknown) => (push ? push(payload as T) : early.push(payload as T))
      const set = subscribers.get(channel) ?? new Set()
      set.add(own)
      subscribers.set(channel, set)
      return new Repeater<T>(async (next, stop) => {
        push = next
        for (const value of early.splice(0)) await next(value)
        await stop
        set.delete(own)
      })
    },
    async close() {
      subscribers.clear()
      const stops = await Promise.all(listening.values())
      listening.clear()
      await Promise.all(stops.map((unlisten) => unlisten()))
    },
  }
}
