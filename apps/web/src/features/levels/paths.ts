/** The spec's routes: /settings/levelmanagement, with /add and /edit/{id}. */
const list = '/settings/levelmanagement'

export const levelPaths = {
  list,
  add: `${list}/add`,
  edit: (id: number | string) => `${list}/edit/${id}`,
} as const
