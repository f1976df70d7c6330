import type { CentreFilter } from '../../generated/graphql'

/** The spec: empty or falsy filter values are removed before queries (so "active only" off means every centre). */
export function toCentreFilter(search: string, activeOnly: boolean): CentreFilter {
  const filter: CentreFilter = {}
  const text = search.trim()
  if (text) filter.search = text
  if (activeOnly) filter.active = true
  return filter
}
