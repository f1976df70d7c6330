/** The parent's documents step of one enquiry, beside the registration form (spec 002: /overview/enrolment/{id}). */
export const documentPaths = {
  parent: (id: number | string) => `/overview/enrolment/${id}/documents`,
  queue: '/documentreview',
  review: (id: number | string) => `/documentreview/${id}`,
  types: '/settings/documenttypes',
} as const
