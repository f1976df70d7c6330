import { describe, expect, it } from 'vitest'
import { offlinePaymentInputSchema } from './payment-input'
import { documentNo, LedgerMsg, priceLines, taxCents } from './money'

describe('ledger money', () => {
  it('rounds each line’s tax half-up to the cent', () => {
    expect(taxCents(50, 900)).toBe(5) // 4.5 -> 5
    expect(taxCents(49, 900)).toBe(4) // 4.41 -> 4
    expect(taxCents(16_650, 900)).toBe(1_499) // 1498.5 -> 1499
    expect(taxCents(10_000, 0)).toBe(0)
  })

  it('taxes only taxable lines and sums per line', () => {
    const priced = priceLines(
      [
        { label: 'Registration fee', quantity: 1, unitPriceCents: 16_650, taxable: true },
        { label: 'Deposit', quantity: 1, unitPriceCents: 120_000, taxable: false },
        { label: 'Books', quantity: 3, unitPriceCents: 50, taxable: true },
      ],
      900,
    )
    expect(priced.lines.map((l) => l.taxCents)).toEqual([1_499, 0, 14])
    expect(priced).toMatchObject({ subtotalCents: 136_800, totalTaxCents: 1_513, grandTotalCents: 138_313 })
  })

  it('numbers documents with six digits', () => {
    expect(documentNo('INV', 42)).toBe('INV-000042')
  })

  it('refuses an unknown payment type and a reference with odd characters', () => {
    const r = offlinePaymentInputSchema.safeParse({ paymentType: 'card', referenceNo: 'x;drop' })
    expect(r.success).toBe(false)
    expect(r.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['paymentType', LedgerMsg.paymentType],
      ['referenceNo', LedgerMsg.reference],
    ])
  })
})
