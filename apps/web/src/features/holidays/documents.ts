import { graphql } from '../../generated'
import type { HolidayCentreOptionsQuery, HolidaysOfYearQuery } from '../../generated/graphql'

/** The school's holidays overlapping a year, sorted by start on the server. */
export const holidaysOfYearQuery = graphql(`
  query HolidaysOfYear($IDSchool: Int!, $year: Int!) {
    getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year) {
      ID
      title
      description
      holidayImageKey
      holidayImageURL
      from
      to
      isPublic
      centreHolidays {
        ID
        fkCentre
        centre {
          ID
          label
        }
      }
    }
  }
`)

/** The centres the form may close: those where the staff member holds holiday_management write. */
export const holidayCentreOptionsQuery = graphql(`
  query HolidayCentreOptions {
    getAccessibleCentresForModule(module: "holiday_management", accessType: "write") {
      ID
      label
    }
  }
`)

export const createHolidayMutation = graphql(`
  mutation CreateHoliday($IDSchool: Int!, $holiday: HolidayInput!) {
    createHoliday(IDSchool: $IDSchool, holiday: $holiday) {
      ID
      from
    }
  }
`)

export const updateHolidayMutation = graphql(`
  mutation UpdateHolidayDetails($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {
    updateHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID, holiday: $holiday) {
      ID
      from
    }
  }
`)

export const deleteHolidayMutation = graphql(`
  mutation DeleteHolidayDetails($IDSchool: Int!, $holidayID: Int!) {
    deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)
  }
`)

/** Where to PUT a holiday photo, and the key to save on the holiday once it is there. */
export const holidayPhotoUploadMutation = graphql(`
  mutation HolidayPhotoUploadURL($IDSchool: Int!, $filename: String!, $contentType: String!) {
    getHolidayPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)

/** A holiday as holiday management shows it. */
export type Holiday = HolidaysOfYearQuery['getCentreHolidaysOfYear'][number]
export type CentreOption = HolidayCentreOptionsQuery['getAccessibleCentresForModule'][number]
