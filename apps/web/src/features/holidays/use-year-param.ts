import { holidayYearSchema } from '@preschool/domain'
import type { ListSpec } from '../../components/list/list-params'
import { useListParams } from '../../components/list/use-list-params'

const YEAR_PARAM: ListSpec<{ year: 'id' }> = { filters: { year: 'id' } }

/** The year a holiday screen is about, kept in the address (?year=2027) so reloads and links keep it. */
export function useYearParam() {
  const { filters, set } = useListParams(YEAR_PARAM)
  const parsed = holidayYearSchema.safeParse(filters.year ?? Number.NaN)
  const year = parsed.success ? parsed.data : new Date().getFullYear()
  const setYear = (next: number) => set({ filters: { year: next } })
  return [year, setYear] as const
}
