import { holidayYearSchema } from '@preschool/domain'
import { useSearchParams } from 'react-router'

/** The year a holiday screen is about, kept in the address (?year=2027) so reloads and links keep it. */
export function useYearParam() {
  const [params, setParams] = useSearchParams()
  const parsed = holidayYearSchema.safeParse(Number(params.get('year') ?? Number.NaN))
  const year = parsed.success ? parsed.data : new Date().getFullYear()
  const setYear = (next: number) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current)
        updated.set('year', String(next))
        return updated
      },
      { replace: true },
    )
  return [year, setYear] as const
}
