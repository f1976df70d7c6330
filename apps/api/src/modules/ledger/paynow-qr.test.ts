import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { schools } from '../../db/schema'
import { gql } from '../../test/server'
import { paymentWorld, REGISTRATION_INVOICE } from './test-support'

/** The EMVCo fields of an SGQR payload: id, two-digit length, value, in order. */
function fields(payload: string): Map<string, string> {
  const out = new Map<string, string>()
  for (let i = 0; i < payload.length;) {
    const id = payload.slice(i, i + 2)
    const length = Number(payload.slice(i + 2, i + 4))
    out.set(id, payload.slice(i + 4, i + 4 + length))
    i += 4 + length
  }
  return out
}

describe('the PayNow QR of a school named in more than ASCII', () => {
  it('names the school in ASCII, so each field’s length counts what a banking app reads', async () => {
    const { school, family } = await paymentWorld()
    await school.db.update(schools).set({ name: 'Crèche 小橡树 Kids' }).where(eq(schools.id, school.id))
    const result = await gql(REGISTRATION_INVOICE, { IDEnquiry: family.enquiryId }, family.parent.token)
    const payload = result.data?.getEnquiryRegistrationInvoice?.payNow?.payload ?? ''
    // Banking apps read the payload as bytes: anything but printable ASCII shifts every length after it.
    expect(payload).toMatch(/^[\x20-\x7E]+$/)
    expect(fields(payload).get('59')).toBe('Creche Kids')
    expect(fields(payload).get('54')).toBe('1363.5')
  })
})
