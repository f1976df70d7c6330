/** The spec's routes: /settings/centremanagement, with /add and /edit/{id}. */
const list = '/settings/centremanagement'

export const centrePaths = {
  list,
  add: `${list}/add`,
  edit: (id: number | string) => `${list}/edit/${id}`,
} as const
