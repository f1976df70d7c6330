/** The public pages (spec 000 section 2), open to anyone and linked from the login page and the enquiry form. */
export const publicPaths = {
  search: '/parentsearch',
  intro: '/intro',
  info: '/parentinfo',
} as const

/** The enquiry form with a centre ticked, the start month and programme chosen (the public search's way in). */
export function enquiryWithCentre(centreId: number, month: string, programId: number | null) {
  const query = new URLSearchParams({ centre: String(centreId), month })
  if (programId) query.set('program', String(programId))
  return `/enquiry?${query.toString()}`
}
