import { describe, expect, it } from 'vitest'
import { PaginationMsg, paginationSchema } from './pagination'

const message = (input: unknown) => paginationSchema.safeParse(input).error?.issues[0].message

describe('paginationSchema', () => {
  it('defaults to the first page of 50', () => {
    expect(paginationSchema.parse({})).toEqual({ page: 1, perPage: 50 })
    expect(paginationSchema.parse({ page: null, perPage: null })).toEqual({ page: 1, perPage: 50 })
    expect(paginationSchema.parse({ page: 3, perPage: 500 })).toEqual({ page: 3, perPage: 500 })
  })

  it('refuses pages below 1 and page sizes outside 1 to 500', () => {
    expect(message({ page: 0 })).toBe(PaginationMsg.page)
    expect(message({ page: 1.5 })).toBe(PaginationMsg.page)
    expect(message({ perPage: 0 })).toBe(PaginationMsg.perPage)
    expect(message({ perPage: 501 })).toBe(PaginationMsg.perPage)
  })
})
