import type { AuditLogQueryVariables } from '../../generated/graphql'
import { positiveParam } from '../../lib/url-params'

/** The audit log's filters and page, kept in the URL (a reload or a shared link shows the same list). */
export interface AuditLogParams {
  person: string
  action: string
  from: string
  to: string
  page: number
  perPage: number
}

export const PER_PAGE_OPTIONS = [25, 50, 100] as const
const DEFAULT_PER_PAGE = 25

export function readAuditLogParams(params: URLSearchParams): AuditLogParams {
  const perPage = positiveParam(params.get('perPage'))
  return {
    person: params.get('person') ?? '',
    action: params.get('action') ?? '',
    from: params.get('from') ?? '',
    to: params.get('to') ?? '',
    page: positiveParam(params.get('page')) ?? 1,
    perPage:
      perPage && (PER_PAGE_OPTIONS as readonly number[]).includes(perPage) ? perPage : DEFAULT_PER_PAGE,
  }
}

/** The URL after a change: a filter change goes back to the first page; empty values and defaults are left out. */
export function writeAuditLogParams(
  current: URLSearchParams,
  patch: Partial<AuditLogParams>,
): URLSearchParams {
  const next = { ...readAuditLogParams(current), ...patch }
  if (!('page' in patch)) next.page = 1
  const updated = new URLSearchParams()
  const set = (key: string, value: string | number, empty: string | number) => {
    if (value !== empty) updated.set(key, String(value))
  }
  set('person', next.person.trim(), '')
  set('action', next.action.trim(), '')
  set('from', next.from, '')
  set('to', next.to, '')
  set('page', next.page, 1)
  set('perPage', next.perPage, DEFAULT_PER_PAGE)
  return updated
}

export const toAuditLogVariables = (IDSchool: number, p: AuditLogParams): AuditLogQueryVariables => ({
  IDSchool,
  pagination: { page: p.page, perPage: p.perPage },
  filter: {
    ...(p.person.trim() ? { person: p.person.trim() } : {}),
    ...(p.action.trim() ? { action: p.action.trim() } : {}),
    ...(p.from ? { from: p.from } : {}),
    ...(p.to ? { to: p.to } : {}),
  },
})
