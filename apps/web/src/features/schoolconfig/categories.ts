import { CodeCategory } from '@preschool/domain'

/** The option list shown when the address names none (or one that does not exist). */
export const DEFAULT_CATEGORY: CodeCategory = 'Nationality'

const isCategory = (value: string | null): value is CodeCategory =>
  value !== null && (CodeCategory as readonly string[]).includes(value)

export const categoryOf = (value: string | null): CodeCategory =>
  isCategory(value) ? value : DEFAULT_CATEGORY
