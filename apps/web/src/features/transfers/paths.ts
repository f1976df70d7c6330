/** The transfer lists (requests and completed, a tab) and one request's detail. */
const list = '/transfers'

export const transferPaths = {
  list,
  completed: `${list}?tab=completed`,
  detail: (id: number | string) => `${list}/${id}`,
} as const
