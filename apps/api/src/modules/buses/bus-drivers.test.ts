import { BusMsg, V } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildBus, buildBusDriver } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import {
  ADD_DRIVER,
  DELETE_DRIVER,
  LIST_BUSES,
  LIST_DRIVERS,
  UPDATE_DRIVER,
  driverData,
  setup,
} from './test-support'

describe('bus drivers', () => {
  it('adds a driver with a Singapore mobile, lists them newest first, and updates them', async () => {
    const { school, east, hq } = await setup()
    const added = await gql(ADD_DRIVER, { IDSchool: school.id, data: driverData(east.id) }, hq.token)
    expect(added.data!.insertBusDriver).toMatchObject({
      fkCentre: east.id,
      firstname: 'Ah Kow',
      mobilePhoneCountryCode: '+65',
      mobilePhone: '91234567',
    })
    const second = await gql(
      ADD_DRIVER,
      { IDSchool: school.id, data: driverData(east.id, { firstname: 'Siew Ling', lastname: 'Goh' }) },
      hq.token,
    )
    const list = await gql(LIST_DRIVERS, { IDSchool: school.id }, hq.token)
    expect(list.data!.findAllBusDriver.data.map((d) => d.firstname)).toEqual(['Siew Ling', 'Ah Kow'])
    expect(list.data!.findAllBusDriver.data[0].centre.label).toBe('East Coast')
    const found = await gql(LIST_DRIVERS, { IDSchool: school.id, filter: { search: 'goh' } }, hq.token)
    expect(found.data!.findAllBusDriver.totalCount).toBe(1)
    const updated = await gql(
      UPDATE_DRIVER,
      {
        IDBusDriver: second.data!.insertBusDriver.ID,
        data: driverData(east.id, { mobilePhone: '81234567' }),
      },
      hq.token,
    )
    expect(updated.data!.updateBusDriverByFields).toMatchObject({
      firstname: 'Ah Kow',
      mobilePhone: '81234567',
    })
  })

  it('refuses a landline, a foreign number and missing names with their messages', async () => {
    const { school, east, hq } = await setup()
    const cases: [Record<string, unknown>, string, string][] = [
      [{ mobilePhone: '61234567' }, 'mobilePhone', BusMsg.mobileInvalid],
      [{ mobilePhone: '912345678' }, 'mobilePhone', BusMsg.mobileInvalid],
      [{ mobilePhoneCountryCode: '+60' }, 'mobilePhoneCountryCode', BusMsg.countryCode],
      [{ firstname: ' ' }, 'firstname', V.required],
    ]
    for (const [overrides, field, message] of cases) {
      const result = await gql(
        ADD_DRIVER,
        { IDSchool: school.id, data: driverData(east.id, overrides) },
        hq.token,
      )
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].extensions?.fields?.[field]).toBe(message)
    }
    expect(
      (await gql(LIST_DRIVERS, { IDSchool: school.id }, hq.token)).data!.findAllBusDriver.totalCount,
    ).toBe(0)
  })

  it('takes a driver moved to another centre off the old centre’s buses, and a deleted one off every bus', async () => {
    const { school, east, west, hq } = await setup()
    const driver = await buildBusDriver(school, east.id)
    const bus = await buildBus(school, east.id, { driverId: driver })
    await gql(UPDATE_DRIVER, { IDBusDriver: driver, data: driverData(west.id) }, hq.token)
    const listed = await gql(LIST_BUSES, { IDSchool: school.id }, hq.token)
    expect(listed.data!.findAllBus.data[0]).toMatchObject({ ID: bus, busDriver: null })

    const other = await buildBusDriver(school, east.id)
    await buildBus(school, east.id, { driverId: other })
    expect((await gql(DELETE_DRIVER, { IDBusDriver: other }, hq.token)).data).toEqual({
      deleteBusDriverByID: true,
    })
    const after = await gql(LIST_BUSES, { IDSchool: school.id }, hq.token)
    expect(after.data!.findAllBus.data.map((b) => b.busDriver)).toEqual([null, null])
    expect(errorCode(await gql(DELETE_DRIVER, { IDBusDriver: other }, hq.token))).toBe('NOT_FOUND')
  })
})
