import { addDays, singaporeToday } from '@preschool/domain'
import { levels, programs } from '../db/schema'
import { buildSchool } from './builders'

/** Small helpers of the list cases (list-cases*.ts). */
export const times = (n: number) => Array.from({ length: n }, (_, i) => i)
export const page = (perPage: number) => ({ pagination: { page: 1, perPage } })
export const dataOf = (field: string) => (data: Record<string, unknown>) =>
  (data[field] as { data: unknown[] }).data.length
export const itemsOf = (field: string) => (data: Record<string, unknown>) => (data[field] as unknown[]).length
/** What the fee tier screens ask of a tier (current and upcoming). */
export const FEE_TIER_FIELDS = `ID label pending feeGroup { groupCode } centre { label }
  fees { ID amount effectiveFrom level { label } program { label } } numberOfChildren { level { label } numberOfChildren }`
/** The first of next month (YYYY-MM-DD), Singapore time. */
export const nextMonth = () => `${addDays(`${singaporeToday().slice(0, 7)}-01`, 32).slice(0, 7)}-01`

/** A school with `rows` levels, each with one programme. */
export async function schoolWithLevels(rows: number) {
  const school = await buildSchool()
  for (const i of times(rows)) {
    const [level] = await school.db
      .insert(levels)
      .values({ fkSchool: school.id, label: `L${i}`, fromMonth: i, toMonth: i + 1 })
      .returning()
    await school.db
      .insert(programs)
      .values({ fkSchool: school.id, fkLevel: level.id, label: 'Full Day', from: '07:00', to: '19:00' })
  }
  return school
}
