import type { FilterValues, ListSpec } from '../../components/list/list-params'
import type { StaffListQueryVariables } from '../../generated/graphql'

const STAFF_FILTERS = { q: 'text', role: 'id', centre: 'id', active: 'choice' } as const

/** The staff list's filters and page, kept in the URL so a reload, Back or a shared link shows the same list. */
export const STAFF_LIST: ListSpec<typeof STAFF_FILTERS> = {
  filters: STAFF_FILTERS,
  perPage: { options: [10, 25, 50], initial: 25 },
}

export type StaffFilters = Partial<FilterValues<typeof STAFF_FILTERS>>

/** The query's variables from the filters set (useListParams drops empty ones: spec 001 section 5). */
export function toStaffListVariables(
  IDSchool: number,
  filters: StaffFilters,
  page: { page: number; perPage: number },
): StaffListQueryVariables {
  return {
    IDSchool,
    pagination: page,
    ...(filters.q ? { searchString: filters.q } : {}),
    ...(filters.role ? { role: filters.role } : {}),
    ...(filters.centre ? { centre: filters.centre } : {}),
    ...(filters.active === 'true' || filters.active === 'false'
      ? { filter: { active: filters.active === 'true' } }
      : {}),
  }
}
