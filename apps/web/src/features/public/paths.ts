export { publicPaths } from '../../components/PublicLinks'

/** HQ's editor of /intro and /parentinfo, among the settings screens. */
export const PUBLIC_PAGES_SETTINGS_PATH = '/settings/publicpages'

/** The enquiry form with a centre ticked, the start month and programme chosen (the public search's way in). */
export function enquiryWithCentre(centreId: number, month: string, programId: number | null) {
  const query = new URLSearchParams({ centre: String(centreId), month })
  if (programId) query.set('program', String(programId))
  return `/enquiry?${query.toString()}`
}
