import { isValidSingaporePlate } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { busChildren, busDrivers, buses, centres, feeTiers, fees } from '../schema'
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

describe('demo data: fees', () => {
  it('gives every centre a fee tier with fees in cents for Singaporeans and permanent residents', async () => {
    const tiers = await db().select().from(feeTiers)
    expect(tiers).toHaveLength((await db().select().from(centres)).length)
    const all = await db().select().from(fees)
    expect(new Set(all.map((f) => f.nationality))).toEqual(new Set(['Singaporean', 'Permanent Resident']))
    for (const fee of all) expect(Number.isInteger(fee.amount) && fee.amount > 0).toBe(true)
  })
})
