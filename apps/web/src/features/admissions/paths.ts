/** The spec's routes: /pre-enrolment and /pre-enrolment/{id}/{tab?}. */
const list = '/pre-enrolment'

export const admissionPaths = {
  list,
  detail: (id: number | string, tab?: string) => (tab ? `${list}/${id}/${tab}` : `${list}/${id}`),
} as const
