import { describe, expect, it } from 'vitest'
import {
  consentRequestFormSchema,
  EsignMsg,
  participantsOf,
  participantsSchema,
  signatureInputSchema,
  signingFormSchema,
} from './esign'
import { V } from './messages'

const applicant = { displayName: 'Mei Ling Goh', email: 'Mei@Example.com', role: 'applicant' as const }

describe('e-sign rules', () => {
  it('orders the participants: the family as given, the centre last; one applicant, each email once', () => {
    const staff = { displayName: 'Priya', email: 'priya@example.com', role: 'staff' as const }
    const spouse = { displayName: 'Wei', email: 'wei@example.com', role: 'spouse' as const }
    const ordered = participantsSchema.parse([staff, applicant, spouse])
    expect(ordered.map((p) => p.role)).toEqual(['applicant', 'spouse', 'staff'])
    expect(ordered[0].email).toBe('mei@example.com')
    expect(participantsSchema.safeParse([spouse]).error?.issues[0].message).toBe(EsignMsg.oneApplicant)
    expect(
      participantsSchema.safeParse([applicant, { ...spouse, email: 'MEI@example.com' }]).error?.issues[0]
        .message,
    ).toBe(EsignMsg.duplicateEmail)
    expect(participantsSchema.safeParse([]).error?.issues[0].message).toBe(EsignMsg.participants)
  })

  it('takes a PNG data URL as the signature, with the agreement', () => {
    const signature = { kind: 'drawn', image: 'data:image/png;base64,iVBORw0KGgo=', agreed: true }
    expect(signatureInputSchema.safeParse(signature).success).toBe(true)
    const svg = { ...signature, image: 'data:image/svg+xml;base64,PHN2Zz4=' }
    expect(signatureInputSchema.safeParse(svg).error?.issues[0].message).toBe(EsignMsg.signatureInvalid)
    expect(signatureInputSchema.safeParse({ ...signature, agreed: false }).error?.issues[0].message).toBe(
      EsignMsg.agree,
    )
    expect(signingFormSchema.safeParse({ image: null, agreed: true }).error?.issues[0].message).toBe(
      EsignMsg.signatureRequired,
    )
  })

  it("turns the family's request form into participants; a spouse needs both name and email", () => {
    const form = {
      applicantName: 'Mei Ling Goh',
      applicantEmail: 'mei@example.com',
      spouseName: '',
      spouseEmail: '',
    }
    const parsed = consentRequestFormSchema.parse(form)
    expect(
      participantsOf(parsed, { displayName: 'Priya', email: 'p@example.com' }).map((p) => p.role),
    ).toEqual(['applicant', 'staff'])
    const half = consentRequestFormSchema.safeParse({ ...form, spouseName: 'Wei' })
    expect(half.error?.issues[0]).toMatchObject({ path: ['spouseEmail'], message: V.required })
  })
})
