import { describe, expect, it } from 'vitest'
import { ConsentMsg, PDPA_NOTICE_VERSION, pdpaConsentSchema, pdpaConsentVersionSchema } from './consent'
import { isPolicyLink, schoolConfigValuesSchema } from './validation/school-config'

describe('the PDPA consent', () => {
  it('needs the box ticked on the forms', () => {
    expect(pdpaConsentSchema.safeParse(false).error?.issues[0].message).toBe(ConsentMsg.required)
    expect(pdpaConsentSchema.safeParse(true).success).toBe(true)
  })

  it('needs the current version of the notice on the server', () => {
    expect(pdpaConsentVersionSchema.safeParse(undefined).error?.issues[0].message).toBe(ConsentMsg.required)
    expect(pdpaConsentVersionSchema.safeParse('').error?.issues[0].message).toBe(ConsentMsg.required)
    expect(pdpaConsentVersionSchema.safeParse('2020-01-01').error?.issues[0].message).toBe(
      ConsentMsg.outdated,
    )
    expect(pdpaConsentVersionSchema.safeParse(PDPA_NOTICE_VERSION).success).toBe(true)
  })
})

describe('privacy_policy_url', () => {
  const rule = schoolConfigValuesSchema.shape.privacy_policy_url
  it('takes an https address, a path on this site, or nothing', () => {
    for (const value of ['https://www.example.sg/privacy', '/privacy', ''])
      expect(rule.safeParse(value).success, value).toBe(true)
  })

  it('refuses other schemes and text', () => {
    for (const value of ['http://example.sg/privacy', 'javascript:alert(1)', 'privacy', '//evil.example/x'])
      expect(isPolicyLink(value), value).toBe(false)
    expect(rule.safeParse('javascript:alert(1)').error?.issues[0].message).toBe(
      'Privacy policy link must be an https:// address or a path on this site, such as /privacy',
    )
  })
})

describe('enrolment_terms_url', () => {
  const rule = schoolConfigValuesSchema.shape.enrolment_terms_url
  it('takes the same links as the privacy policy, with its own name in the message', () => {
    expect(rule.safeParse('/brand/littlesteps/terms.html').success).toBe(true)
    expect(rule.safeParse('').success).toBe(true)
    expect(rule.safeParse('javascript:alert(1)').error?.issues[0].message).toBe(
      'Enrolment terms link must be an https:// address or a path on this site, such as /privacy',
    )
  })
})
