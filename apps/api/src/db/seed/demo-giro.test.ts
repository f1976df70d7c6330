import { describe, expect, it } from 'vitest'
import { bankAccounts, bankAccountStatusChanges, bankBicCodes } from '../schema'
import { useSeededDemo } from './test-database'

const { db } = useSeededDemo()

describe('demo data: GIRO', () => {
  it('lists the banks and gives the demo child an approved CDA account and a pending non-CDA application', async () => {
    expect((await db().select().from(bankBicCodes)).length).toBeGreaterThanOrEqual(12)
    const accounts = await db().select().from(bankAccounts)
    expect(accounts.map((a) => [a.isCda, a.status]).sort()).toEqual([
      [false, 'pending'],
      [true, 'approved'],
    ])
    expect(new Set(accounts.map((a) => a.fkChild)).size).toBe(1)
    for (const a of accounts) expect(a.billReferenceNumber).toBe(`GR${String(a.id).padStart(8, '0')}`)
    expect(await db().select().from(bankAccountStatusChanges)).toHaveLength(1)
  })
})
