import { defineModule } from '../../platform/module'
import { createHoliday } from './resolvers/createHoliday'
import { deleteHolidayDetails } from './resolvers/deleteHolidayDetails'
import { getCentreHolidaysOfYear } from './resolvers/getCentreHolidaysOfYear'
import { getHolidayPhotoUploadURL } from './resolvers/getHolidayPhotoUploadURL'
import { updateHolidayDetails } from './resolvers/updateHolidayDetails'

export const holidaysModule = defineModule(import.meta.url, {
  Query: { getCentreHolidaysOfYear },
  Mutation: { createHoliday, updateHolidayDetails, deleteHolidayDetails, getHolidayPhotoUploadURL },
})

// The module's public surface: what other modules may use of holidays.
export { type HolidayWithCentres } from './queries'
export { holidaysOverlapping } from './service'
