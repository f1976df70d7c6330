/** How a filter is read from the address: free text, an on/off flag, an id, or one of a few words. */
export type FilterKind = 'text' | 'flag' | 'id' | 'choice'
type ValueOf<K extends FilterKind> = K extends 'text'
  ? string
  : K extends 'flag'
    ? boolean
    : K extends 'id'
      ? number | null
      : string | null

export type FilterSpec = Record<string, FilterKind>
export type FilterValues<S extends FilterSpec> = { [P in keyof S]: ValueOf<S[P]> }

export interface Sort {
  value: string
  order: 'asc' | 'desc'
}

export interface ListSpec<S extends FilterSpec> {
  filters: S
  /** Sortable values; the first is the default, ascending. No sort when left out. */
  sorts?: readonly string[]
  tabs?: readonly string[]
  perPage?: { options: readonly number[]; initial: number }
}

export interface ListParams<S extends FilterSpec> {
  filters: FilterValues<S>
  sort: Sort | null
  page: number
  perPage: number
  tab: string | null
}

const positive = (value: string | null) => {
  const n = Number(value)
  return value !== null && Number.isInteger(n) && n > 0 ? n : null
}

function readFilter(kind: FilterKind, raw: string | null): string | boolean | number | null {
  switch (kind) {
    case 'text':
      return raw ?? ''
    case 'flag':
      return raw === 'true'
    case 'id':
      return positive(raw)
    case 'choice':
      return raw || null
  }
}

/** The spec's sort format, `value--order` ('label--asc'); anything else is the default. */
export function readSort(raw: string | null, sorts: readonly string[] | undefined): Sort | null {
  if (!sorts?.length) return null
  const [value, order] = (raw ?? '').split('--')
  if (sorts.includes(value) && (order === 'asc' || order === 'desc')) return { value, order }
  return { value: sorts[0], order: 'asc' }
}

export const writeSort = (sort: Sort) => `${sort.value}--${sort.order}`

export function readListParams<S extends FilterSpec>(spec: ListSpec<S>, url: URLSearchParams): ListParams<S> {
  const filters = {} as Record<string, unknown>
  for (const [name, kind] of Object.entries(spec.filters)) filters[name] = readFilter(kind, url.get(name))
  const perPage = positive(url.get('perPage'))
  const tab = url.get('tab')
  return {
    filters: filters as FilterValues<S>,
    sort: readSort(url.get('sort'), spec.sorts),
    page: positive(url.get('page')) ?? 1,
    perPage: perPage && spec.perPage?.options.includes(perPage) ? perPage : (spec.perPage?.initial ?? 25),
    tab: spec.tabs?.length ? (tab && spec.tabs.includes(tab) ? tab : spec.tabs[0]) : null,
  }
}

export type ListPatch<S extends FilterSpec> = Partial<Omit<ListParams<S>, 'filters'>> & {
  filters?: Partial<FilterValues<S>>
}

/**
 * The address after a change. A change of filters, sort, page size or tab goes back to the first page (the old page
 * may not exist any more); empty values and defaults are left out; parameters the list does not own are kept.
 */
export function writeListParams<S extends FilterSpec>(
  spec: ListSpec<S>,
  current: URLSearchParams,
  patch: ListPatch<S>,
): URLSearchParams {
  const now = readListParams(spec, current)
  const next = { ...now, ...patch, filters: { ...now.filters, ...patch.filters } }
  if (!('page' in patch)) next.page = 1
  const url = new URLSearchParams(current)
  const set = (key: string, value: unknown, initial: unknown = null) => {
    if (isEmpty(value) || value === initial) url.delete(key)
    else url.set(key, String(value))
  }
  for (const name of Object.keys(spec.filters)) {
    const value = next.filters[name]
    set(name, typeof value === 'string' ? value.trim() : value)
  }
  // Only what the list has: a list inside a tabbed page (the staff of user management) keeps the page's tab.
  if (spec.sorts?.length) set('sort', next.sort && writeSort(next.sort), `${spec.sorts[0]}--asc`)
  set('page', next.page, 1)
  if (spec.perPage) set('perPage', next.perPage, spec.perPage.initial)
  if (spec.tabs?.length) set('tab', next.tab, spec.tabs[0])
  return url
}

const isEmpty = (value: unknown) => value === null || value === undefined || value === '' || value === false

/** The spec: empty or falsy filter values are removed before any query. Text is trimmed. */
export function dropEmpty<T extends Record<string, unknown>>(filters: T): Partial<T> {
  const kept: Partial<T> = {}
  for (const [name, value] of Object.entries(filters) as [keyof T, unknown][]) {
    const clean = typeof value === 'string' ? value.trim() : value
    if (!isEmpty(clean)) kept[name] = clean as T[keyof T]
  }
  return kept
}
