import type { StaffListQueryVariables } from '../../generated/graphql'
import { positiveParam } from '../../lib/url-params'

/** The staff list's filters and page, kept in the URL so a reload, Back or a shared link shows the same list. */
export interface StaffListParams {
  search: string
  role: number | null
  centre: number | null
  /** null: active and inactive staff. */
  active: boolean | null
  page: number
  perPage: number
}

export const PER_PAGE_OPTIONS = [10, 25, 50] as const
const DEFAULT_PER_PAGE = 25

export function readStaffParams(params: URLSearchParams): StaffListParams {
  const active = params.get('active')
  const perPage = positiveParam(params.get('perPage'))
  return {
    search: params.get('q') ?? '',
    role: positiveParam(params.get('role')),
    centre: positiveParam(params.get('centre')),
    active: active === 'true' ? true : active === 'false' ? false : null,
    page: positiveParam(params.get('page')) ?? 1,
    perPage:
      perPage && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  }
}

/**
 * The URL after a change. Any filter change goes back to the first page (the old page may not exist any more);
 * empty values and defaults are left out, other parameters (the tab) are kept.
 */
export function writeStaffParams(current: URLSearchParams, patch: Partial<StaffListParams>): URLSearchParams {
  const next = { ...readStaffParams(current), ...patch }
  if (!('page' in patch)) next.page = 1
  const updated = new URLSearchParams(current)
  const set = (key: string, value: string | number | boolean | null, empty: unknown = null) => {
    if (value === null || value === '' || value === empty) updated.delete(key)
    else updated.set(key, String(value))
  }
  set('q', next.search.trim())
  set('role', next.role)
  set('centre', next.centre)
  set('active', next.active)
  set('page', next.page, 1)
  set('perPage', next.perPage, DEFAULT_PER_PAGE)
  return updated
}

/** The query's variables; empty filters are dropped (spec 001 section 5). */
export function toStaffListVariables(IDSchool: number, p: StaffListParams): StaffListQueryVariables {
  return {
    IDSchool,
    pagination: { page: p.page, perPage: p.perPage },
    ...(p.search.trim() ? { searchString: p.search.trim() } : {}),
    ...(p.role ? { role: p.role } : {}),
    ...(p.centre ? { centre: p.centre } : {}),
    ...(p.active === null ? {} : { filter: { active: p.active } }),
  }
}
