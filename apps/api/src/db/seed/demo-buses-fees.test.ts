import { enquiryState, isValidSingaporePlate } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  busChildren,
  busDrivers,
  buses,
  centres,
  childActivityLogs,
  childClasses,
  enquiries,
  feeTiers,
  fees,
  invoiceItems,
  invoices,
  payments,
  receipts,
  userAddresses,
  users,
} from '../schema'
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

describe('demo data: ledger', () => {
  it('has an ad hoc invoice of the demo child whose every line says why it is billed', async () => {
    const adhoc = await db().select().from(invoices).where(eq(invoices.invoiceType, 'adhoc'))
    expect(adhoc).toHaveLength(1)
    const lines = await db().select().from(invoiceItems).where(eq(invoiceItems.fkInvoice, adhoc[0].id))
    expect(lines.map((l) => l.label)).toEqual(['Art and craft kit', 'Excursion bus'])
    expect(lines.every((l) => (l.explanation ?? '').length > 0)).toBe(true)
  })

  it('has an issued registration invoice to pay and one paid, enrolled with a receipt', async () => {
    const rows = await db()
      .select({
        email: users.email,
        status: invoices.status,
        state: enquiries.fkEnquiryState,
        receipt: receipts.receiptNo,
      })
      .from(invoices)
      .innerJoin(enquiries, eq(enquiries.id, invoices.fkEnquiry))
      .innerJoin(users, eq(users.id, enquiries.fkUser))
      .leftJoin(payments, eq(payments.fkInvoice, invoices.id))
      .leftJoin(receipts, eq(receipts.fkPayment, payments.id))
    expect(rows.sort((a, b) => a.email.localeCompare(b.email))).toEqual([
      {
        email: 'paid@littlesteps.demo',
        status: 'paid',
        state: enquiryState('enrolled').id,
        receipt: 'RCT-000001',
      },
      {
        email: 'payment@littlesteps.demo',
        status: 'issued',
        state: enquiryState('pending_registration_payment').id,
        receipt: null,
      },
    ])
  })
})

describe('demo data: child activity', () => {
  it('gives every placed child an activity entry, and the demo parent an address to edit', async () => {
    const placed = new Set((await db().select().from(childClasses)).map((p) => p.fkChild))
    const logged = await db()
      .select()
      .from(childActivityLogs)
      .where(eq(childActivityLogs.action, 'class_assigned'))
    expect(new Set(logged.map((l) => l.fkChild))).toEqual(placed)
    const [parent] = await db().select().from(users).where(eq(users.email, 'parent@littlesteps.demo'))
    expect(await db().select().from(userAddresses).where(eq(userAddresses.fkUser, parent.id))).toHaveLength(1)
  })
})
