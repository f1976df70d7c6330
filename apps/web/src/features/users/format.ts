export const fullName = (person: { firstname: string; lastname: string }) =>
  `${person.firstname} ${person.lastname}`.trim()

/** '+65 91234567'; null when there is no number. */
export const formatPhone = (code: string | null, number: string | null) =>
  number ? `${code ?? ''} ${number}`.trim() : null

export { formatDate } from '../../lib/format'
