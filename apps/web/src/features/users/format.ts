/** '+65 91234567'; null when there is no number. */
export const formatPhone = (code: string | null, number: string | null) =>
  number ? `${code ?? ''} ${number}`.trim() : null
