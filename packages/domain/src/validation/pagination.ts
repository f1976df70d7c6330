import { z } from 'zod'

/** List pages: page numbers start at 1; a page holds 50 rows unless asked otherwise, never more than 500. */
export const DEFAULT_PER_PAGE = 50
export const MAX_PER_PAGE = 500

export const PaginationMsg = {
  page: 'Page must be a whole number from 1',
  perPage: `Per page must be a whole number from 1 to ${MAX_PER_PAGE}`,
} as const

export const paginationSchema = z.object({
  page: z
    .number()
    .int(PaginationMsg.page)
    .min(1, PaginationMsg.page)
    .nullish()
    .transform((page) => page ?? 1),
  perPage: z
    .number()
    .int(PaginationMsg.perPage)
    .min(1, PaginationMsg.perPage)
    .max(MAX_PER_PAGE, PaginationMsg.perPage)
    .nullish()
    .transform((perPage) => perPage ?? DEFAULT_PER_PAGE),
})
export type PageRequest = z.output<typeof paginationSchema>
