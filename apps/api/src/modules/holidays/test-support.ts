// Fixtures of the holiday tests (holidays, holiday-photos, holiday-refusals): documents, a school with two centres, upload.
import { Access } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { childClasses, children, classes, levels, storedFiles } from '../../db/schema'
import { pngBytes } from '../../platform/storage/test-files'
import {
  buildCentre,
  buildHQ,
  buildParent,
  buildSchool,
  type TestSchool,
  type TestUser,
  relateParent,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import type { HolidayInput } from '../../test/generated/graphql'
import { gql, testServer } from '../../test/server'

export const RW = Access.read | Access.write

graphql(`
  fragment HolidaysHolidayFields on Holiday {
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
`)
export const LIST = graphql(`
  query HolidaysList($IDSchool: Int!, $year: Int!, $centreID: Int) {
    getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year, centreID: $centreID) {
      ...HolidaysHolidayFields
    }
  }
`)
export const CREATE = graphql(`
  mutation HolidaysCreate($IDSchool: Int!, $holiday: HolidayInput!) {
    createHoliday(IDSchool: $IDSchool, holiday: $holiday) {
      ...HolidaysHolidayFields
    }
  }
`)
export const UPDATE = graphql(`
  mutation HolidaysUpdate($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {
    updateHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID, holiday: $holiday) {
      ...HolidaysHolidayFields
    }
  }
`)
export const UPLOAD_URL = graphql(`
  mutation HolidaysUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {
    getHolidayPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)
export const DELETE = graphql(`
  mutation HolidaysDelete($IDSchool: Int!, $holidayID: Int!) {
    deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)
  }
`)

export const holiday = (overrides: Partial<HolidayInput> = {}): HolidayInput => ({
  title: 'Teachers’ Day',
  description: 'Centres closed for staff training',
  from: '2027-09-03',
  to: '2027-09-03',
  isPublic: false,
  centreIDs: [],
  ...overrides,
})

export async function setup() {
  const school = await buildSchool()
  const east = await buildCentre(school, { label: 'East Coast' })
  const west = await buildCentre(school, { label: 'Jurong West' })
  const hq = await buildHQ(school, { holiday_management: RW })
  return { school, east, west, hq }
}

export async function create(school: TestSchool, token: string, overrides: Partial<HolidayInput>) {
  const result = await gql(CREATE, { IDSchool: school.id, holiday: holiday(overrides) }, token)
  expect(result.errors).toBeUndefined()
  return result.data!.createHoliday
}

export const list = async (school: TestSchool, user: TestUser, year: number, centreID?: number) => {
  const result = await gql(LIST, { IDSchool: school.id, year, centreID }, user.token)
  expect(result.errors).toBeUndefined()
  return result.data!.getCentreHolidaysOfYear.map((h) => h.title)
}

/** A parent whose child is in a class of `centreId` from..to. */
export async function parentWithChildAt(
  school: TestSchool,
  centreId: number,
  from: string,
  to: string | null,
) {
  const parent = await buildParent(school)
  const [child] = await school.db
    .insert(children)
    .values({ fkSchool: school.id, firstname: 'Mei', lastname: 'Tan', dateOfBirth: '2023-04-01' })
    .returning()
  await relateParent(school, child.id, parent.id, true)
  const [level] = await school.db
    .insert(levels)
    .values({ fkSchool: school.id, label: `Nursery ${centreId}`, fromMonth: 36, toMonth: 48 })
    .returning()
  const [klass] = await school.db
    .insert(classes)
    .values({ fkSchool: school.id, fkCentre: centreId, fkLevel: level.id, label: 'N1 Sunflowers' })
    .returning()
  await school.db
    .insert(childClasses)
    .values({ fkSchool: school.id, fkChild: child.id, fkClass: klass.id, fkLevel: level.id, from, to })
  return parent
}

export const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

/** Asks for a photo target as the web does and PUTs the bytes to it, as the browser would; answers the key. */
export async function uploadPhoto(
  school: TestSchool,
  token: string,
  bytes: Buffer = pngBytes,
  filename = 'beach.png',
) {
  const { app } = await testServer()
  const target = await gql(UPLOAD_URL, { IDSchool: school.id, filename, contentType: 'image/png' }, token)
  expect(target.errors).toBeUndefined()
  const { Url, Key } = target.data!.getHolidayPhotoUploadURL
  const put = await app.inject({
    method: 'PUT',
    url: pathOf(Url),
    headers: { 'content-type': 'image/png' },
    payload: bytes,
  })
  expect(put.statusCode).toBe(200)
  return Key
}

export const fileRow = async (school: TestSchool, key: string) =>
  (await school.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0]
