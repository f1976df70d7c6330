import type { EventCategory } from '@preschool/domain'

/** The spec's routes: /eventmanagement, /create, /edit/{id}/{forceEdit}, /{type}, /details/{id}; /events for parents. */
const base = '/eventmanagement'

export const eventPaths = {
  list: base,
  category: (type: EventCategory | ':type') => `${base}/${type}`,
  create: `${base}/create`,
  /** forceEdit 1: an approver changes a pending or published event (updateEventDetails); 0: a draft. */
  edit: (id: number | string, forceEdit: 0 | 1 | ':forceEdit') => `${base}/edit/${id}/${forceEdit}`,
  details: (id: number | string) => `${base}/details/${id}`,
  parent: '/events',
} as const
