/** The withdrawal lists (drafts and completed, a tab) and one request's detail. */
const list = '/withdrawals'

export const withdrawalPaths = {
  list,
  completed: `${list}?tab=completed`,
  detail: (id: number | string) => `${list}/${id}`,
} as const
