/** The finance area (/financemanagement, its tabs by ?tab=) and an invoice's detail (spec 002 routes). */
const page = '/financemanagement'

export const financePaths = {
  page,
  tab: (tab: string) => `${page}?tab=${tab}`,
  run: (id: number) => `${page}?tab=runs&run=${id}`,
  invoice: (id: number | string) => `/finance/invoice/${id}`,
} as const
