import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildBus, buildBusDriver, buildChildAtCentre, buildParent, buildStaff } from '../../test/builders'
import { errorCode, type GqlResult, gql } from '../../test/server'
import {
  ADD_DRIVER,
  DELETE_DRIVER,
  FREE_CHILDREN,
  LIST_BUSES,
  LIST_DRIVERS,
  REMOVE_BUS,
  RW,
  SAVE_BUS,
  UPDATE_DRIVER,
  driverData,
  plates,
  setup,
} from './test-support'

describe('bus refusals', () => {
  it('refuses no session, parents, staff without the module and read-only staff writing', async () => {
    const { school, east } = await setup()
    const bus = await buildBus(school, east.id)
    const driver = await buildBusDriver(school, east.id)
    const readOnly = await buildStaff(school, { bus_management: Access.read }, [east.id])
    const otherModule = await buildStaff(school, { class_management: RW }, [east.id])
    const parent = await buildParent(school)
    const writes: ((token?: string) => Promise<GqlResult<unknown>>)[] = [
      (token) =>
        gql(SAVE_BUS, { IDSchool: school.id, data: { fkCentre: east.id, plateNumber: 'SBS3229P' } }, token),
      (token) => gql(REMOVE_BUS, { IDBus: bus }, token),
      (token) => gql(ADD_DRIVER, { IDSchool: school.id, data: driverData(east.id) }, token),
      (token) => gql(UPDATE_DRIVER, { IDBusDriver: driver, data: driverData(east.id) }, token),
      (token) => gql(DELETE_DRIVER, { IDBusDriver: driver }, token),
    ]
    for (const write of writes) {
      expect(errorCode(await write())).toBe('UNAUTHENTICATED')
      for (const token of [readOnly.token, otherModule.token, parent.token]) {
        const result = await write(token)
        expect(result.errors?.[0].message).toBe('unauthorized')
        expect(errorCode(result)).toBe('FORBIDDEN')
      }
    }
    for (const token of [otherModule.token, parent.token]) {
      expect(errorCode(await gql(LIST_BUSES, { IDSchool: school.id }, token))).toBe('FORBIDDEN')
      expect(errorCode(await gql(LIST_DRIVERS, { IDSchool: school.id }, token))).toBe('FORBIDDEN')
    }
    expect(await plates(school, readOnly.token)).toHaveLength(1)
  })

  it('keeps centre staff to their centres: lists, children offered, saves and moves', async () => {
    const { school, east, west } = await setup()
    const scoped = await buildStaff(school, { bus_management: RW }, [east.id])
    const westBus = await buildBus(school, west.id, { plateNumber: 'SBS3229P' })
    const westDriver = await buildBusDriver(school, west.id)
    await buildChildAtCentre(school, west.id)
    const eastBus = await buildBus(school, east.id, { plateNumber: 'PA12X' })
    expect(await plates(school, scoped.token)).toEqual(['PA12X'])
    expect(
      (await gql(LIST_DRIVERS, { IDSchool: school.id }, scoped.token)).data!.findAllBusDriver.totalCount,
    ).toBe(0)
    const token = scoped.token
    const refused = [
      () => gql(FREE_CHILDREN, { IDSchool: school.id, centreID: west.id }, token),
      () => gql(SAVE_BUS, { IDSchool: school.id, data: { fkCentre: west.id, plateNumber: 'SBA1T' } }, token),
      // Moving its own bus to a centre out of reach, or editing the other centre's bus.
      () =>
        gql(
          SAVE_BUS,
          { IDSchool: school.id, busID: eastBus, data: { fkCentre: west.id, plateNumber: 'PA12X' } },
          token,
        ),
      () =>
        gql(
          SAVE_BUS,
          { IDSchool: school.id, busID: westBus, data: { fkCentre: east.id, plateNumber: 'SBS3229P' } },
          token,
        ),
      () => gql(REMOVE_BUS, { IDBus: westBus }, token),
      () => gql(ADD_DRIVER, { IDSchool: school.id, data: driverData(west.id) }, token),
      () => gql(UPDATE_DRIVER, { IDBusDriver: westDriver, data: driverData(east.id) }, token),
      () => gql(DELETE_DRIVER, { IDBusDriver: westDriver }, token),
    ]
    for (const call of refused) expect(errorCode(await call())).toBe('FORBIDDEN')
  })

  it("never reaches another school's buses, drivers, centres or children", async () => {
    const mine = await setup()
    const other = await setup()
    const theirBus = await buildBus(other.school, other.east.id)
    const theirDriver = await buildBusDriver(other.school, other.east.id)
    const theirChild = await buildChildAtCentre(other.school, other.east.id)
    const token = mine.hq.token
    const refused = [
      () => gql(LIST_BUSES, { IDSchool: other.school.id }, token),
      () => gql(FREE_CHILDREN, { IDSchool: mine.school.id, centreID: other.east.id }, token),
      () =>
        gql(
          SAVE_BUS,
          { IDSchool: mine.school.id, data: { fkCentre: other.east.id, plateNumber: 'SBS3229P' } },
          token,
        ),
      () =>
        gql(
          SAVE_BUS,
          {
            IDSchool: mine.school.id,
            busID: theirBus,
            data: { fkCentre: mine.east.id, plateNumber: 'SBS3229P' },
          },
          token,
        ),
      () => gql(REMOVE_BUS, { IDBus: theirBus }, token),
      () => gql(UPDATE_DRIVER, { IDBusDriver: theirDriver, data: driverData(mine.east.id) }, token),
      () => gql(DELETE_DRIVER, { IDBusDriver: theirDriver }, token),
    ]
    for (const call of refused) expect(errorCode(await call())).toBe('FORBIDDEN')
    // Another school's child in the list is data, not a target: it is simply not a child of the centre.
    const foreign = await gql(
      SAVE_BUS,
      {
        IDSchool: mine.school.id,
        data: { fkCentre: mine.east.id, plateNumber: 'SBS3229P' },
        children: [theirChild],
      },
      mine.hq.token,
    )
    expect(errorCode(foreign)).toBe('BAD_USER_INPUT')
    expect(await plates(mine.school, mine.hq.token)).toEqual([])
  })
})
