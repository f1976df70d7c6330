/** The spec's routes: /waitlistmanagement, /waitlistmanagement/{id}/{tab?} and /settings/waitlisttags. */
const list = '/waitlistmanagement'

export const waitlistPaths = {
  list,
  detail: (id: number | string, tab?: string) => `${list}/${id}${tab ? `/${tab}` : ''}`,
  tags: '/settings/waitlisttags',
} as const
