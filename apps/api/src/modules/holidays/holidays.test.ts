import { Access, FileMsg, HolidayMsg, V } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { childClasses, childRelations, children, classes, levels, storedFiles } from '../../db/schema'
import { elfBytes, pngBytes } from '../../platform/storage/test-files'
import {
  buildCentre,
  buildHQ,
  buildParent,
  buildSchool,
  buildStaff,
  type TestSchool,
  type TestUser,
} from '../../test/builders'
import { errorCode, gql, testServer } from '../../test/server'
import { holidaysOverlapping } from './service'

const RW = Access.read | Access.write

const HOLIDAY_FIELDS =
  'ID title description holidayImageKey holidayImageURL from to isPublic centreHolidays { ID fkCentre centre { ID label } }'
const LIST = /* GraphQL */ `
  query List($IDSchool: Int!, $year: Int!, $centreID: Int) {
    getCentreHolidaysOfYear(IDSchool: $IDSchool, year: $year, centreID: $centreID) { ${HOLIDAY_FIELDS} }
  }`
const CREATE = /* GraphQL */ `
  mutation Create($IDSchool: Int!, $holiday: HolidayInput!) {
    createHoliday(IDSchool: $IDSchool, holiday: $holiday) { ${HOLIDAY_FIELDS} }
  }`
const UPDATE = /* GraphQL */ `
  mutation Update($IDSchool: Int!, $holidayID: Int!, $holiday: HolidayInput!) {
    updateHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID, holiday: $holiday) { ${HOLIDAY_FIELDS} }
  }`
const UPLOAD_URL = /* GraphQL */ `
  mutation Upload($IDSchool: Int!, $filename: String!, $contentType: String!) {
    getHolidayPhotoUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`
const DELETE = /* GraphQL */ `
  mutation Delete($IDSchool: Int!, $holidayID: Int!) {
    deleteHolidayDetails(IDSchool: $IDSchool, holidayID: $holidayID)
  }
`

interface Holiday {
  ID: number
  title: string
  description: string | null
  holidayImageKey: string | null
  holidayImageURL: string | null
  from: string
  to: string
  isPublic: boolean
  centreHolidays: { fkCentre: number; centre: { ID: number; label: string } }[]
}
type Listed = { getCentreHolidaysOfYear: Holiday[] }
type Created = { createHoliday: Holiday }
type Updated = { updateHolidayDetails: Holiday }

const holiday = (overrides: Record<string, unknown> = {}) => ({
  title: 'Teachers’ Day',
  description: 'Centres closed for staff training',
  from: '2027-09-03',
  to: '2027-09-03',
  isPublic: false,
  centreIDs: [] as number[],
  ...overrides,
})

async function setup() {
  const school = await buildSchool()
  const east = await buildCentre(school, { label: 'East Coast' })
  const west = await buildCentre(school, { label: 'Jurong West' })
  const hq = await buildHQ(school, { holiday_management: RW })
  return { school, east, west, hq }
}

async function create(school: TestSchool, token: string, overrides: Record<string, unknown>) {
  const result = await gql<Created>(CREATE, { IDSchool: school.id, holiday: holiday(overrides) }, token)
  expect(result.errors).toBeUndefined()
  return result.data!.createHoliday
}

const list = async (school: TestSchool, user: TestUser, year: number, centreID?: number) => {
  const result = await gql<Listed>(LIST, { IDSchool: school.id, year, centreID }, user.token)
  expect(result.errors).toBeUndefined()
  return result.data!.getCentreHolidaysOfYear.map((h) => h.title)
}

/** A parent whose child is in a class of `centreId` from..to. */
async function parentWithChildAt(school: TestSchool, centreId: number, from: string, to: string | null) {
  const parent = await buildParent(school)
  const [child] = await school.db
    .insert(children)
    .values({ fkSchool: school.id, firstname: 'Mei', lastname: 'Tan', dateOfBirth: '2023-04-01' })
    .returning()
  await school.db
    .insert(childRelations)
    .values({ fkSchool: school.id, fkChild: child.id, fkUser: parent.id, isMainApplicant: true })
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
    .values({ fkSchool: school.id, fkChild: child.id, fkClass: klass.id, from, to })
  return parent
}

const pathOf = (url: string) => {
  const u = new URL(url)
  return u.pathname + u.search
}

/** Asks for a photo target as the web does and PUTs the bytes to it, as the browser would; answers the key. */
async function uploadPhoto(
  school: TestSchool,
  token: string,
  bytes: Buffer = pngBytes,
  filename = 'beach.png',
) {
  const { app } = await testServer()
  const target = await gql<{ getHolidayPhotoUploadURL: { Url: string; Key: string } }>(
    UPLOAD_URL,
    { IDSchool: school.id, filename, contentType: 'image/png' },
    token,
  )
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

const fileRow = async (school: TestSchool, key: string) =>
  (await school.db.select().from(storedFiles).where(eq(storedFiles.key, key)))[0]

describe('holiday management', () => {
  it('creates centre and public holidays and lists those overlapping a year, sorted by start', async () => {
    const { school, east, west, hq } = await setup()
    const created = await create(school, hq.token, { centreIDs: [west.id, east.id, east.id] })
    expect(created).toMatchObject({ title: 'Teachers’ Day', from: '2027-09-03', isPublic: false })
    expect(created.centreHolidays.map((c) => c.centre)).toEqual([
      { ID: east.id, label: 'East Coast' },
      { ID: west.id, label: 'Jurong West' },
    ])
    // A public holiday closes every centre, so centres sent with it are not kept.
    const national = await create(school, hq.token, {
      title: 'National Day',
      from: '2027-08-09',
      to: '2027-08-09',
      isPublic: true,
      centreIDs: [east.id],
      description: '  ',
    })
    expect(national).toMatchObject({ isPublic: true, centreHolidays: [], description: null })
    await create(school, hq.token, {
      title: 'Year-end break',
      from: '2027-12-27',
      to: '2028-01-02',
      centreIDs: [west.id],
    })
    await create(school, hq.token, {
      title: 'Next year',
      from: '2028-02-01',
      to: '2028-02-01',
      isPublic: true,
    })

    expect(await list(school, hq, 2027)).toEqual(['National Day', 'Teachers’ Day', 'Year-end break'])
    expect(await list(school, hq, 2028)).toEqual(['Year-end break', 'Next year'])
    expect(await list(school, hq, 2026)).toEqual([])
    // A centre's holidays: its own and the public ones.
    await create(school, hq.token, {
      title: 'East only',
      from: '2027-10-01',
      to: '2027-10-01',
      centreIDs: [east.id],
    })
    expect(await list(school, hq, 2027, west.id)).toEqual(['National Day', 'Teachers’ Day', 'Year-end break'])
    expect(await list(school, hq, 2027, east.id)).toEqual(['National Day', 'Teachers’ Day', 'East only'])
  })

  it('updates a holiday: details, dates and the complete list of centres', async () => {
    const { school, east, west, hq } = await setup()
    const created = await create(school, hq.token, { centreIDs: [east.id] })
    const result = await gql<Updated>(
      UPDATE,
      {
        IDSchool: school.id,
        holidayID: created.ID,
        holiday: holiday({
          title: 'Staff training',
          from: '2027-09-02',
          to: '2027-09-03',
          centreIDs: [west.id],
        }),
      },
      hq.token,
    )
    expect(result.errors).toBeUndefined()
    expect(result.data!.updateHolidayDetails).toMatchObject({
      ID: created.ID,
      title: 'Staff training',
      from: '2027-09-02',
      to: '2027-09-03',
      centreHolidays: [{ fkCentre: west.id, centre: { label: 'Jurong West' } }],
    })
    const toPublic = await gql<Updated>(
      UPDATE,
      {
        IDSchool: school.id,
        holidayID: created.ID,
        holiday: holiday({ isPublic: true, centreIDs: [west.id] }),
      },
      hq.token,
    )
    expect(toPublic.data!.updateHolidayDetails).toMatchObject({ isPublic: true, centreHolidays: [] })
  })

  it('deletes a holiday with its centres', async () => {
    const { school, east, hq } = await setup()
    const created = await create(school, hq.token, { centreIDs: [east.id] })
    const removal = await gql(DELETE, { IDSchool: school.id, holidayID: created.ID }, hq.token)
    expect(removal.data).toEqual({ deleteHolidayDetails: true })
    expect(await list(school, hq, 2027)).toEqual([])
    const again = await gql(DELETE, { IDSchool: school.id, holidayID: created.ID }, hq.token)
    expect(errorCode(again)).toBe('NOT_FOUND')
  })

  it('refuses bad input with the rule message on its field and writes nothing', async () => {
    const { school, east, hq } = await setup()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ title: '  ' }, 'title', V.required],
      [{ title: 'x'.repeat(121) }, 'title', HolidayMsg.titleMax],
      [{ from: '2027-09-04', to: '2027-09-03' }, 'to', HolidayMsg.toAfterFrom],
      [{ from: '2027-01-01', to: '2028-01-02' }, 'to', HolidayMsg.tooLong],
      [{ centreIDs: [] }, 'centreIDs', HolidayMsg.centresRequired],
    ]
    for (const [overrides, field, message] of cases) {
      const result = await gql(
        CREATE,
        { IDSchool: school.id, holiday: holiday({ centreIDs: [east.id], ...overrides }) },
        hq.token,
      )
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toContain(message)
      expect(result.errors?.[0].extensions?.fields?.[field]).toBe(message)
    }
    // Impossible or malformed dates are refused by the Date scalar before the rules run.
    for (const dates of [{ from: '2027-02-30' }, { to: '03/09/2027' }]) {
      const result = await gql(
        CREATE,
        { IDSchool: school.id, holiday: holiday({ centreIDs: [east.id], ...dates }) },
        hq.token,
      )
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toContain(V.invalidDate)
    }
    const year = await gql(LIST, { IDSchool: school.id, year: 0 }, hq.token)
    expect(year.errors?.[0].message).toBe(HolidayMsg.year)
    expect(await list(school, hq, 2027)).toEqual([])
  })

  it('shows parents the public holidays and those of the centres their children attend that year', async () => {
    const { school, east, west, hq } = await setup()
    const north = await buildCentre(school, { label: 'Woodlands' })
    await create(school, hq.token, {
      title: 'National Day',
      from: '2027-08-09',
      to: '2027-08-09',
      isPublic: true,
    })
    await create(school, hq.token, {
      title: 'East closure',
      from: '2027-03-01',
      to: '2027-03-01',
      centreIDs: [east.id],
    })
    await create(school, hq.token, {
      title: 'West closure',
      from: '2027-04-01',
      to: '2027-04-01',
      centreIDs: [west.id],
    })
    await create(school, hq.token, {
      title: 'North closure',
      from: '2027-05-01',
      to: '2027-05-01',
      centreIDs: [north.id],
    })
    const parent = await parentWithChildAt(school, east.id, '2026-01-01', null)
    // This child left Woodlands at the end of 2026: its 2027 closures are none of that family's business.
    const movedOn = await parentWithChildAt(school, north.id, '2025-01-01', '2026-12-31')

    expect(await list(school, parent, 2027)).toEqual(['East closure', 'National Day'])
    expect(await list(school, parent, 2027, west.id)).toEqual(['National Day'])
    expect(await list(school, parent, 2027, east.id)).toEqual(['East closure', 'National Day'])
    expect(await list(school, movedOn, 2027)).toEqual(['National Day'])
    expect(await list(school, hq, 2027)).toHaveLength(4)

    const write = await gql(
      CREATE,
      { IDSchool: school.id, holiday: holiday({ isPublic: true }) },
      parent.token,
    )
    expect(errorCode(write)).toBe('FORBIDDEN')
  })

  it('lets staff scoped to centres change only holidays of their centres, never public ones', async () => {
    const { school, east, west, hq } = await setup()
    const scoped = await buildStaff(school, { holiday_management: RW }, [east.id])
    const own = await create(school, scoped.token, { centreIDs: [east.id] })
    expect(own.centreHolidays.map((c) => c.fkCentre)).toEqual([east.id])

    const refusals = [
      [CREATE, { IDSchool: school.id, holiday: holiday({ centreIDs: [east.id, west.id] }) }],
      [CREATE, { IDSchool: school.id, holiday: holiday({ isPublic: true }) }],
      [UPDATE, { IDSchool: school.id, holidayID: own.ID, holiday: holiday({ centreIDs: [west.id] }) }],
    ] as const
    for (const [query, variables] of refusals) {
      const result = await gql(query, variables, scoped.token)
      expect(result.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(result)).toBe('FORBIDDEN')
    }
    const shared = await create(school, hq.token, { centreIDs: [east.id, west.id] })
    const national = await create(school, hq.token, { isPublic: true })
    for (const holidayID of [shared.ID, national.ID]) {
      const update = await gql(
        UPDATE,
        { IDSchool: school.id, holidayID, holiday: holiday({ centreIDs: [east.id] }) },
        scoped.token,
      )
      expect(errorCode(update)).toBe('FORBIDDEN')
      expect(errorCode(await gql(DELETE, { IDSchool: school.id, holidayID }, scoped.token))).toBe('FORBIDDEN')
    }
    // Reading is not limited to their centres.
    expect(await list(school, scoped, 2027)).toHaveLength(3)
    const removal = await gql(DELETE, { IDSchool: school.id, holidayID: own.ID }, scoped.token)
    expect(removal.data).toEqual({ deleteHolidayDetails: true })
  })

  it('gives the holidays closing a centre over a date range to other modules', async () => {
    const { school, east, west, hq } = await setup()
    await create(school, hq.token, { title: 'Public', from: '2027-08-09', to: '2027-08-09', isPublic: true })
    await create(school, hq.token, {
      title: 'East',
      from: '2027-08-01',
      to: '2027-08-10',
      centreIDs: [east.id],
    })
    await create(school, hq.token, {
      title: 'West',
      from: '2027-08-05',
      to: '2027-08-05',
      centreIDs: [west.id],
    })
    await create(school, hq.token, { title: 'Later', from: '2027-09-01', to: '2027-09-01', isPublic: true })
    const titles = async (centreId: number, from: string, to: string) =>
      (await holidaysOverlapping(school.db, school.id, centreId, from, to)).map((h) => h.title)
    expect(await titles(east.id, '2027-08-09', '2027-08-31')).toEqual(['East', 'Public'])
    expect(await titles(west.id, '2027-08-01', '2027-08-31')).toEqual(['West', 'Public'])
    expect(await titles(west.id, '2027-08-10', '2027-08-31')).toEqual([])
  })

  it('puts Holiday Management under Settings for staff who may read holidays, and offers them holidays.write', async () => {
    const { school, hq } = await setup()
    const readOnly = await buildStaff(school, { holiday_management: Access.read })
    const MENU = /* GraphQL */ `
      query Menu($filter: MenuFilter!) {
        findSidebarMenuByUser(filter: $filter) {
          path
          label
          icon
        }
      }
    `
    const ME = /* GraphQL */ `
      query {
        me {
          can
        }
      }
    `
    const entries = async (token: string) =>
      (
        await gql<{ findSidebarMenuByUser: { path: string | null; label: string; icon: string }[] }>(
          MENU,
          { filter: { fkSchool: school.id } },
          token,
        )
      ).data?.findSidebarMenuByUser.filter((i) => i.path === '/settings/holidaymanagement')
    expect(await entries(readOnly.token)).toEqual([
      { path: '/settings/holidaymanagement', label: 'Holiday Management', icon: 'BeachAccess' },
    ])
    const can = async (token: string) => (await gql<{ me: { can: string[] } }>(ME, {}, token)).data?.me.can
    expect(await can(hq.token)).toEqual(expect.arrayContaining(['holidays.read', 'holidays.write']))
    expect(await can(readOnly.token)).toContain('holidays.read')
    expect(await can(readOnly.token)).not.toContain('holidays.write')
  })

  describe('photo', () => {
    it('uploads a photo, saves it on the holiday and shows it through a signed link', async () => {
      const { school, east, hq } = await setup()
      const { app } = await testServer()
      const key = await uploadPhoto(school, hq.token)
      expect(key).toMatch(new RegExp(`^${school.id}/holiday_photo/.+\\.png$`))
      const created = await create(school, hq.token, { centreIDs: [east.id], holidayImageKey: key })
      expect(created.holidayImageKey).toBe(key)
      expect((await fileRow(school, key)).status).toBe('uploaded')
      const parent = await buildParent(school)
      await create(school, hq.token, { title: 'Public', isPublic: true, holidayImageKey: key })
      const seen = await gql<Listed>(LIST, { IDSchool: school.id, year: 2027 }, parent.token)
      const url = seen.data!.getCentreHolidaysOfYear[0].holidayImageURL
      const image = await app.inject({ method: 'GET', url: pathOf(url ?? '') })
      expect(image.statusCode).toBe(200)
      expect(image.rawPayload.equals(pngBytes)).toBe(true)
      expect(created.holidayImageURL).toContain(key)
      const without = await create(school, hq.token, { title: 'No photo', centreIDs: [east.id] })
      expect(without.holidayImageURL).toBeNull()
    })

    it('deletes a replaced or removed photo once no holiday shows it', async () => {
      const { school, east, hq } = await setup()
      const first = await uploadPhoto(school, hq.token)
      const created = await create(school, hq.token, { centreIDs: [east.id], holidayImageKey: first })
      const second = await uploadPhoto(school, hq.token)
      const replace = await gql<Updated>(
        UPDATE,
        {
          IDSchool: school.id,
          holidayID: created.ID,
          holiday: holiday({ centreIDs: [east.id], holidayImageKey: second }),
        },
        hq.token,
      )
      expect(replace.data?.updateHolidayDetails.holidayImageKey).toBe(second)
      expect(await fileRow(school, first)).toBeUndefined()
      // Saving again with the same photo keeps it.
      await gql(
        UPDATE,
        {
          IDSchool: school.id,
          holidayID: created.ID,
          holiday: holiday({ centreIDs: [east.id], holidayImageKey: second }),
        },
        hq.token,
      )
      expect(await fileRow(school, second)).toBeDefined()
      await gql(DELETE, { IDSchool: school.id, holidayID: created.ID }, hq.token)
      expect(await fileRow(school, second)).toBeUndefined()
    })

    it('refuses files that are not images, never uploaded, or of another school', async () => {
      const { school, east, hq } = await setup()
      const other = await setup()
      const wrongType = await gql(
        UPLOAD_URL,
        { IDSchool: school.id, filename: 'setup.exe', contentType: 'application/x-msdownload' },
        hq.token,
      )
      expect(wrongType.errors?.[0].message).toBe(FileMsg.invalidFiletype)
      expect(errorCode(wrongType)).toBe('BAD_USER_INPUT')

      const disguised = await uploadPhoto(school, hq.token, elfBytes, 'holiday.png')
      const notPending = await gql<{ getHolidayPhotoUploadURL: { Key: string } }>(
        UPLOAD_URL,
        { IDSchool: school.id, filename: 'beach.png', contentType: 'image/png' },
        hq.token,
      )
      const foreign = await uploadPhoto(other.school, other.hq.token)
      const cases: [string, string][] = [
        [disguised, FileMsg.invalidFiletype],
        [notPending.data!.getHolidayPhotoUploadURL.Key, FileMsg.uploadFailed],
        [foreign, FileMsg.uploadFailed],
        ['../../etc/passwd', FileMsg.uploadFailed],
      ]
      for (const [key, message] of cases) {
        const result = await gql(
          CREATE,
          { IDSchool: school.id, holiday: holiday({ centreIDs: [east.id], holidayImageKey: key }) },
          hq.token,
        )
        expect(result.errors?.[0].message).toBe(message)
        expect(result.errors?.[0].extensions?.fields?.holidayImageKey).toBe(message)
      }
      expect(await list(school, hq, 2027)).toEqual([])
    })

    it('hands out photo targets only to staff who may write holidays, for their own school', async () => {
      const { school, hq } = await setup()
      const readOnly = await buildStaff(school, { holiday_management: Access.read })
      const parent = await buildParent(school)
      const other = await buildSchool()
      const variables = { IDSchool: school.id, filename: 'beach.png', contentType: 'image/png' }
      expect(errorCode(await gql(UPLOAD_URL, variables))).toBe('UNAUTHENTICATED')
      for (const token of [readOnly.token, parent.token])
        expect(errorCode(await gql(UPLOAD_URL, variables, token))).toBe('FORBIDDEN')
      expect(errorCode(await gql(UPLOAD_URL, { ...variables, IDSchool: other.id }, hq.token))).toBe(
        'FORBIDDEN',
      )
    })
  })

  describe('refusals', () => {
    it('refuses callers without a session, staff without the module, and read-only staff writing', async () => {
      const { school, east } = await setup()
      const otherModule = await buildStaff(school, { level_management: RW })
      const readOnly = await buildStaff(school, { holiday_management: Access.read })
      const parent = await buildParent(school)
      const write = { IDSchool: school.id, holiday: holiday({ centreIDs: [east.id] }) }
      const anonymous = await gql(LIST, { IDSchool: school.id, year: 2027 })
      expect(anonymous.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(anonymous)).toBe('UNAUTHENTICATED')
      expect(errorCode(await gql(CREATE, write))).toBe('UNAUTHENTICATED')
      for (const token of [otherModule.token, readOnly.token, parent.token]) {
        const result = await gql(CREATE, write, token)
        expect(result.errors?.[0].message).toBe('unauthorized')
        expect(errorCode(result)).toBe('FORBIDDEN')
      }
      const otherList = await gql(LIST, { IDSchool: school.id, year: 2027 }, otherModule.token)
      expect(errorCode(otherList)).toBe('FORBIDDEN')
      expect((await gql(LIST, { IDSchool: school.id, year: 2027 }, readOnly.token)).errors).toBeUndefined()
    })

    it("never reaches another school's holidays or centres", async () => {
      const mine = await setup()
      const other = await setup()
      const theirs = await create(other.school, other.hq.token, { centreIDs: [other.east.id] })
      for (const [query, variables] of [
        [LIST, { IDSchool: other.school.id, year: 2027 }],
        [CREATE, { IDSchool: other.school.id, holiday: holiday({ isPublic: true }) }],
        [UPDATE, { IDSchool: other.school.id, holidayID: theirs.ID, holiday: holiday({ isPublic: true }) }],
        [DELETE, { IDSchool: other.school.id, holidayID: theirs.ID }],
      ] as const) {
        expect((await gql(query, variables, mine.hq.token)).errors?.[0].message).toBe('unauthorized')
      }
      // Its own school with the other school's holiday is refused: the guard checks every target.
      const update = await gql(
        UPDATE,
        { IDSchool: mine.school.id, holidayID: theirs.ID, holiday: holiday({ isPublic: true }) },
        mine.hq.token,
      )
      expect(errorCode(update)).toBe('FORBIDDEN')
      expect(
        errorCode(await gql(DELETE, { IDSchool: mine.school.id, holidayID: theirs.ID }, mine.hq.token)),
      ).toBe('FORBIDDEN')
      // Centres in the input are data, not targets: another school's is not found.
      const foreignCentre = await gql(
        CREATE,
        { IDSchool: mine.school.id, holiday: holiday({ centreIDs: [mine.east.id, other.east.id] }) },
        mine.hq.token,
      )
      expect(errorCode(foreignCentre)).toBe('NOT_FOUND')
      expect(await list(mine.school, mine.hq, 2027)).toEqual([])
      expect(await list(other.school, other.hq, 2027)).toHaveLength(1)
    })
  })
})
