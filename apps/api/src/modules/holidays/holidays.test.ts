import { Access, HolidayMsg, V } from '@preschool/domain'
import { describe, expect, it } from 'vitest'

import { buildCentre, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import type { HolidayInput } from '../../test/generated/graphql'
import { errorCode, gql } from '../../test/server'
import { holidaysOverlapping } from './service'
import {
  RW,
  LIST,
  CREATE,
  UPDATE,
  DELETE,
  holiday,
  setup,
  create,
  list,
  parentWithChildAt,
} from './test-support'

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
    const result = await gql(
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
    const toPublic = await gql(
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
    const cases: [Partial<HolidayInput>, string, string][] = [
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
      () =>
        gql(
          CREATE,
          { IDSchool: school.id, holiday: holiday({ centreIDs: [east.id, west.id] }) },
          scoped.token,
        ),
      () => gql(CREATE, { IDSchool: school.id, holiday: holiday({ isPublic: true }) }, scoped.token),
      () =>
        gql(
          UPDATE,
          { IDSchool: school.id, holidayID: own.ID, holiday: holiday({ centreIDs: [west.id] }) },
          scoped.token,
        ),
    ]
    for (const refusal of refusals) {
      const result = await refusal()
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
    const MENU = graphql(`
      query HolidaysMenu($filter: MenuFilter!) {
        findSidebarMenuByUser(filter: $filter) {
          path
          label
          icon
        }
      }
    `)
    const ME = graphql(`
      query HolidaysMe {
        me {
          can
        }
      }
    `)
    const entries = async (token: string) =>
      (await gql(MENU, { filter: { fkSchool: school.id } }, token)).data?.findSidebarMenuByUser.filter(
        (i) => i.path === '/settings/holidaymanagement',
      )
    expect(await entries(readOnly.token)).toEqual([
      { path: '/settings/holidaymanagement', label: 'Holiday Management', icon: 'BeachAccess' },
    ])
    const can = async (token: string) => (await gql(ME, {}, token)).data?.me.can
    expect(await can(hq.token)).toEqual(expect.arrayContaining(['holidays.read', 'holidays.write']))
    expect(await can(readOnly.token)).toContain('holidays.read')
    expect(await can(readOnly.token)).not.toContain('holidays.write')
  })
})
