import type { Holiday } from '../../../generated/graphql'
import { type StorageDeps, signedFileUrl } from '../../../platform/storage/files'
import type { HolidayWithCentres } from '../queries'

/** The GraphQL holiday; the photo's link is signed for whoever was allowed to see the holiday. */
export async function toHoliday(holiday: HolidayWithCentres, deps: StorageDeps): Promise<Holiday> {
  return {
    ID: holiday.id,
    fkSchool: holiday.fkSchool,
    title: holiday.title,
    description: holiday.description,
    holidayImageKey: holiday.holidayImageKey,
    holidayImageURL: holiday.holidayImageKey ? await signedFileUrl(deps, holiday.holidayImageKey) : null,
    from: holiday.from,
    to: holiday.to,
    isPublic: holiday.isPublic,
    centreHolidays: holiday.centres.map((c) => ({
      ID: c.id,
      fkCentre: c.fkCentre,
      centre: { ID: c.fkCentre, label: c.centreLabel },
    })),
  }
}
