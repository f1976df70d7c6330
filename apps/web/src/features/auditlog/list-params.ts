import type { AuditLogQueryVariables } from '../../generated/graphql'
import type { ListParams, ListSpec } from '../../components/list/list-params'

/** The audit log's filters and page, kept in the address by the kit's `useListParams`. */
export const AUDIT_LOG_LIST = {
  filters: { person: 'text', action: 'text', from: 'text', to: 'text' },
  perPage: { options: [25, 50, 100], initial: 25 },
} as const satisfies ListSpec<{ person: 'text'; action: 'text'; from: 'text'; to: 'text' }>

export type AuditLogFilterValues = ListParams<typeof AUDIT_LOG_LIST.filters>['filters']

/** Only the filters that are set reach the server (the list's `query`, empty values dropped). */
export const toAuditLogVariables = (
  IDSchool: number,
  query: Partial<AuditLogFilterValues>,
  page: { page: number; perPage: number },
): AuditLogQueryVariables => ({
  IDSchool,
  pagination: { page: page.page, perPage: page.perPage },
  filter: query,
})
