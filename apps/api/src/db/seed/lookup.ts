/** A row the seed inserted moments ago; missing means the demo data files disagree with each other. */
export function lookup<K, V>(map: ReadonlyMap<K, V>, key: K, what: string): V {
  const value = map.get(key)
  if (value === undefined) throw new Error(`Demo data refers to an unknown ${what}: ${String(key)}`)
  return value
}
