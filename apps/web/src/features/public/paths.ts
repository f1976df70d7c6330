export { publicPaths } from '../../components/PublicLinks'

/** The enquiry form with a centre ticked, the start month and programme chosen (the public search's way in). */
export function enquiryWithCentre(centreId: number, month: string, programId: number | null) {
  const query = new URLSearchParams({ centre: String(centreId), month })
  if (programId) query.set('program', String(programId))
  return `/enquiry?${query.toString()}`
}
