/** The spec's routes: /broadcast, /broadcast/create and /broadcast/edit/{id}. */
const list = '/broadcast'

export const broadcastPaths = {
  list,
  create: `${list}/create`,
  edit: (id: number | string) => `${list}/edit/${id}`,
} as const
