import { BusMsg, plateCheckLetter, V } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { buildBus, buildBusDriver, buildChildAtCentre } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { FREE_CHILDREN, LIST_BUSES, REMOVE_BUS, SAVE_BUS, plates, setup } from './test-support'

const plate = (prefix: string, n: number) => `${prefix}${n}${plateCheckLetter(prefix, n)}`

describe('buses', () => {
  it('creates a bus with children of its centre and a driver, then lists it with them', async () => {
    const { school, east, hq } = await setup()
    const driver = await buildBusDriver(school, east.id)
    const mei = await buildChildAtCentre(school, east.id, { firstname: 'Mei', lastname: 'Tan' })
    const ali = await buildChildAtCentre(school, east.id, { firstname: 'Ali', lastname: 'Bakar' })
    const saved = await gql(
      SAVE_BUS,
      {
        IDSchool: school.id,
        data: { fkCentre: east.id, plateNumber: 'sbs 3229 p', fkBusDriver: driver },
        children: [mei, ali, mei],
      },
      hq.token,
    )
    expect(saved.errors).toBeUndefined()
    expect(saved.data!.insertOrUpdateBusForSchool).toMatchObject({
      plateNumber: 'SBS3229P',
      fkBusDriver: driver,
      busDriver: { ID: driver },
      busChildren: [{ ID: ali }, { ID: mei }],
    })
    const list = await gql(LIST_BUSES, { IDSchool: school.id }, hq.token)
    expect(list.data!.findAllBus).toMatchObject({
      totalCount: 1,
      data: [{ centre: { label: 'East Coast' }, busChildren: [{ firstname: 'Ali' }, { firstname: 'Mei' }] }],
    })
  })

  it('offers only children of the centre who are on no bus, placed now or later', async () => {
    const { school, east, west, hq } = await setup()
    const onBus = await buildChildAtCentre(school, east.id, { lastname: 'A' })
    const free = await buildChildAtCentre(school, east.id, { lastname: 'B' })
    const upcoming = await buildChildAtCentre(school, east.id, { lastname: 'C', from: '2099-01-01' })
    await buildChildAtCentre(school, east.id, { lastname: 'Left', to: '2021-01-01' })
    await buildChildAtCentre(school, west.id, { lastname: 'West' })
    await buildBus(school, east.id, { childIds: [onBus] })
    const offered = await gql(FREE_CHILDREN, { IDSchool: school.id, centreID: east.id }, hq.token)
    expect(offered.data!.findAllChildrenNotAssignedToBus.map((c) => c.ID)).toEqual([free, upcoming])
  })

  it('updates a bus: plate, centre, and the complete list of children; a save without children empties it', async () => {
    const { school, east, hq } = await setup()
    const [a, b] = [await buildChildAtCentre(school, east.id), await buildChildAtCentre(school, east.id)]
    const busID = await buildBus(school, east.id, { childIds: [a] })
    const data = { fkCentre: east.id, plateNumber: plate('PA', 12) }
    const moved = await gql(SAVE_BUS, { IDSchool: school.id, busID, data, children: [b] }, hq.token)
    expect(moved.data!.insertOrUpdateBusForSchool).toMatchObject({ ID: busID, busChildren: [{ ID: b }] })
    const dropped = await gql(SAVE_BUS, { IDSchool: school.id, busID, data }, hq.token)
    expect(dropped.data!.insertOrUpdateBusForSchool.busChildren).toEqual([])
    expect(await plates(school, hq.token)).toEqual([plate('PA', 12)])
  })

  it('never puts a child on two buses, nor a child or driver of another centre', async () => {
    const { school, east, west, hq } = await setup()
    const child = await buildChildAtCentre(school, east.id)
    const westChild = await buildChildAtCentre(school, west.id)
    const westDriver = await buildBusDriver(school, west.id)
    await buildBus(school, east.id, { childIds: [child] })
    const cases: [Record<string, unknown>, number[], string, string, string][] = [
      [{}, [child], 'children', BusMsg.childOnAnotherBus, 'CONFLICT'],
      [{}, [westChild], 'children', BusMsg.childNotAtCentre, 'BAD_USER_INPUT'],
      [{ fkBusDriver: westDriver }, [], 'fkBusDriver', BusMsg.driverNotAtCentre, 'BAD_USER_INPUT'],
    ]
    for (const [data, children, field, message, code] of cases) {
      const result = await gql(
        SAVE_BUS,
        { IDSchool: school.id, data: { fkCentre: east.id, plateNumber: 'SBS3229P', ...data }, children },
        hq.token,
      )
      expect(result.errors?.[0].message).toBe(message)
      expect(result.errors?.[0].extensions?.fields?.[field]).toBe(message)
      expect(errorCode(result)).toBe(code)
    }
    expect(await plates(school, hq.token)).toHaveLength(1)
  })

  it('refuses a plate that is not a Singapore plate, a taken plate, and a missing one', async () => {
    const { school, east, hq } = await setup()
    await gql(
      SAVE_BUS,
      { IDSchool: school.id, data: { fkCentre: east.id, plateNumber: 'SBS3229P' } },
      hq.token,
    )
    const cases: [string, string, string][] = [
      ['SBS3229A', BusMsg.plateInvalid, 'BAD_USER_INPUT'],
      ['SBS03229P', BusMsg.plateInvalid, 'BAD_USER_INPUT'],
      ["SBS'; drop table buses;--", BusMsg.plateInvalid, 'BAD_USER_INPUT'],
      ['  ', V.required, 'BAD_USER_INPUT'],
      ['SBS 3229 P', BusMsg.plateTaken, 'CONFLICT'],
    ]
    for (const [plateNumber, message, code] of cases) {
      const result = await gql(
        SAVE_BUS,
        { IDSchool: school.id, data: { fkCentre: east.id, plateNumber } },
        hq.token,
      )
      expect(result.errors?.[0].extensions?.fields?.plateNumber).toBe(message)
      expect(errorCode(result)).toBe(code)
    }
    expect(await plates(school, hq.token)).toEqual(['SBS3229P'])
  })

  it('filters by centre and plate, pages, and removes a bus freeing its children', async () => {
    const { school, east, west, hq } = await setup()
    const child = await buildChildAtCentre(school, east.id)
    const first = await buildBus(school, east.id, { plateNumber: 'SBS3229P', childIds: [child] })
    await buildBus(school, west.id, { plateNumber: plate('PA', 12) })
    expect(await plates(school, hq.token, { fkCentre: west.id })).toEqual([plate('PA', 12)])
    expect(await plates(school, hq.token, { search: 'bs 32' })).toEqual(['SBS3229P'])
    expect(await plates(school, hq.token, { ID: first })).toEqual(['SBS3229P'])
    const paged = await gql(
      LIST_BUSES,
      { IDSchool: school.id, pagination: { page: 2, perPage: 1 } },
      hq.token,
    )
    expect(paged.data!.findAllBus).toMatchObject({ totalCount: 2, data: [{ plateNumber: plate('PA', 12) }] })
    expect((await gql(REMOVE_BUS, { IDBus: first }, hq.token)).data).toEqual({ removeBusById: true })
    const offered = await gql(FREE_CHILDREN, { IDSchool: school.id, centreID: east.id }, hq.token)
    expect(offered.data!.findAllChildrenNotAssignedToBus.map((c) => c.ID)).toEqual([child])
    expect(errorCode(await gql(REMOVE_BUS, { IDBus: first }, hq.token))).toBe('NOT_FOUND')
  })
})
