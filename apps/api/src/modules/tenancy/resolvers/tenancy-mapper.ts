import type { Code, SchoolConfig } from '../../../generated/graphql'
import type { CodeRow, SchoolConfigRow } from '../queries'

export const toSchoolConfig = (row: SchoolConfigRow): SchoolConfig => ({
  ID: row.id,
  fkSchool: row.fkSchool,
  key: row.key,
  value: row.value,
})

export const toCode = (row: CodeRow): Code => ({
  ID: row.id,
  fkSchool: row.fkSchool,
  category: row.category,
  label: row.label,
  description: row.description,
  sortOrder: row.sortOrder,
  active: row.active,
})
