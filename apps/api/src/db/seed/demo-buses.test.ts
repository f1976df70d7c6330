import { isValidSingaporePlate } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { busChildren, busDrivers, buses } from '../schema'
import { useSeededDemo } from './test-database'

const { db } = useSeededDemo()

describe('demo data: buses', () => {
  it('gives Little Steps buses with valid plates, drivers, and a bus with children', async () => {
    const all = await db().select().from(buses)
    expect(all.length).toBeGreaterThanOrEqual(3)
    for (const bus of all) expect(isValidSingaporePlate(bus.plateNumber)).toBe(true)
    expect(await db().select().from(busDrivers)).toHaveLength(3)
    expect(await db().select().from(busChildren)).toHaveLength(2)
  })
})
