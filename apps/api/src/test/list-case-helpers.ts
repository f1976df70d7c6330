import { addDays, singaporeToday } from '@preschool/domain'

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
