import { paginationSchema } from '@preschool/domain'
import type { Pagination } from '../generated/graphql'
import { parseInput } from './errors/domain-error'

export interface LimitOffset {
  limit: number
  offset: number
}

/**
 * The shared `Pagination` argument as SQL limit/offset. Missing values mean the first page of 50; a page below
 * 1 or a page size outside 1 to 500 is refused with BAD_USER_INPUT.
 */
export function toLimitOffset(pagination: Pagination | null | undefined): LimitOffset {
  const { page, perPage } = parseInput(paginationSchema, pagination ?? {})
  return { limit: perPage, offset: (page - 1) * perPage }
}
