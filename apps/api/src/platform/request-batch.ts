import type { Context } from './context'

/**
 * A field loader batched per request: every call made while one list's items resolve (the same turn of the event
 * loop) waits for a single `load` of all their keys, run on the next turn. A list's field then costs one statement
 * whatever the list's length; an item whose key `load` did not answer gets `missing`.
 */
export function requestBatch<K, V>(
  load: (ctx: Context, keys: K[]) => Promise<Map<K, V>>,
  missing: V,
): (ctx: Context, key: K) => Promise<V> {
  const pending = new WeakMap<Context, { keys: Set<K>; result: Promise<Map<K, V>> }>()
  return (ctx, key) => {
    let batch = pending.get(ctx)
    if (!batch) {
      const keys = new Set<K>()
      const result = new Promise<Map<K, V>>((resolve, reject) => {
        setImmediate(() => {
          pending.delete(ctx)
          load(ctx, [...keys]).then(resolve, reject)
        })
      })
      batch = { keys, result }
      pending.set(ctx, batch)
    }
    batch.keys.add(key)
    return batch.result.then((found) => found.get(key) ?? missing)
  }
}

/** Rows grouped by a key, in their order: what a batched list field answers per item. */
export function groupBy<K, R>(rows: R[], keyOf: (row: R) => K): Map<K, R[]> {
  const groups = new Map<K, R[]>()
  for (const row of rows) {
    const key = keyOf(row)
    const group = groups.get(key)
    // Pushed in place: copying the group on each row made a key with many rows quadratic.
    if (group) group.push(row)
    else groups.set(key, [row])
  }
  return groups
}
