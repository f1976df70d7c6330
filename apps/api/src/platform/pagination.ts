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
  if (!pagination) return (firstPage ??= parsed({}))
  // A request's arguments do not change: a resolver that reads them twice (the bell, before and after its guard)
  // validates them once. A refusal is not kept: it is thrown again.
  let known = parsedArguments.get(pagination)
  if (!known) {
    known = parsed(pagination)
    parsedArguments.set(pagination, known)
  }
  return known
}
let firstPage: LimitOffset | undefined
const parsedArguments = new WeakMap<Pagination, LimitOffset>()

/** Frozen: the answer may be shared, so nobody may change it. */
function parsed(pagination: Pagination): LimitOffset {
  const { page, perPage } = parseInput(paginationSchema, pagination)
  return Object.freeze({ limit: perPage, offset: (page - 1) * perPage })
}
