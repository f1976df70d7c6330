import { describe, expect, it } from 'vitest'
import { V } from './messages'
import {
  isFileKey,
  isSitePath,
  SchoolConfigMsg,
  schoolConfigEntriesSchema,
  schoolConfigValuesSchema,
} from './school-config'

const entries = (values: Record<string, string>) =>
  Object.entries(values).map(([key, value]) => ({ key, value }))
const issues = (values: Record<string, string>) =>
  schoolConfigEntriesSchema.safeParse(entries(values)).error?.issues.map((i) => [i.path.join('.'), i.message])

const fullForm = {
  primary_color: '#00695C',
  secondary_color: '#C2410C',
  header_color: '#004D40',
  footer_color: '#1F3A36',
  logo_url: '/brand/littlesteps/logo.svg',
  login_banner: '',
  auto_waitlist_period: '30',
  enrolment_period_in_mth: '6',
  withdraw_notice_in_days: '30',
  registration_due_date_days: '0',
  radius_centre_search: '1',
  force_otp_on_registration: '0',
  skip_trial: '0',
  skip_visit: '0',
  skip_giro_setup_school_visit: '0',
  ecda_upload_active: '1',
  allow_waitlist_visit: '1',
  show_waitlist_tags_to_parents: '0',
  trial_period_fee: '0',
  fee_increase_notice_months: '4',
  broadcast_reminder_hours: '48',
  audit_retention_years: '7',
  privacy_policy_url: 'https://www.example.sg/privacy',
  enrolment_terms_url: '/brand/littlesteps/terms.html',
  gst_rate: '900',
  paynow_uen: '201912345K',
  gst_registration_no: 'M2-1234567-8',
  giro_originator_account: '7171/0012345678',
  giro_retry_failed_deduction: '1',
}

describe('payment settings', () => {
  it('takes GST in basis points and a Singapore UEN (upper-cased), refusing others', () => {
    expect(schoolConfigEntriesSchema.parse(entries({ gst_rate: '900', paynow_uen: ' t08ll1234a ' }))).toEqual(
      {
        gst_rate: '900',
        paynow_uen: 'T08LL1234A',
      },
    )
    expect(issues({ gst_rate: '10001', paynow_uen: '12345' })).toEqual([
      ['gst_rate', 'GST rate (basis points) must be a whole number from 0 to 10000'],
      ['paynow_uen', SchoolConfigMsg.uen],
    ])
  })

  it('takes a GST registration number (upper-cased) or none, refusing a typo', () => {
    expect(schoolConfigEntriesSchema.parse(entries({ gst_registration_no: ' m2-1234567-8 ' }))).toEqual({
      gst_registration_no: 'M2-1234567-8',
    })
    expect(schoolConfigEntriesSchema.parse(entries({ gst_registration_no: '' }))).toEqual({
      gst_registration_no: '',
    })
    expect(issues({ gst_registration_no: 'M2-12' })).toEqual([
      ['gst_registration_no', SchoolConfigMsg.gstRegistrationNo],
    ])
  })
})

describe('schoolConfigEntriesSchema', () => {
  it('accepts some keys, trims values and drops leading zeros of numbers', () => {
    expect(
      schoolConfigEntriesSchema.parse(
        entries({ primary_color: ' #7b1fa2 ', enrolment_period_in_mth: '012', skip_trial: '1' }),
      ),
    ).toEqual({ primary_color: '#7b1fa2', enrolment_period_in_mth: '12', skip_trial: '1' })
  })

  it('refuses unknown and repeated keys, and an empty list', () => {
    expect(issues({ smtp_password: 'x' })).toEqual([['smtp_password', SchoolConfigMsg.unknownKey]])
    expect(
      schoolConfigEntriesSchema
        .safeParse([
          { key: 'skip_trial', value: '1' },
          { key: 'skip_trial', value: '0' },
        ])
        .error?.issues.map((i) => [i.path.join('.'), i.message]),
    ).toEqual([['skip_trial', SchoolConfigMsg.duplicateKey]])
    expect(schoolConfigEntriesSchema.safeParse([]).error?.issues[0].message).toBe(
      SchoolConfigMsg.entriesRequired,
    )
  })

  it('wants colours as #RRGGBB', () => {
    const message = 'Primary colour must be a colour as #RRGGBB'
    expect(SchoolConfigMsg.colour('primary_color')).toBe(message)
    for (const value of ['red', '#fff', '#12345g', '#1234567', '']) {
      expect(issues({ primary_color: value })).toEqual([['primary_color', message]])
    }
    expect(issues({ footer_color: 'blue' })).toEqual([
      ['footer_color', 'Footer colour must be a colour as #RRGGBB'],
    ])
  })

  it('keeps numbers whole and within their bounds', () => {
    const cases: [string, string, string][] = [
      ['enrolment_period_in_mth', '0', 'Enrolment period must be a whole number from 1 to 24'],
      ['enrolment_period_in_mth', '25', 'Enrolment period must be a whole number from 1 to 24'],
      ['withdraw_notice_in_days', '366', 'Withdrawal notice must be a whole number from 0 to 365'],
      ['registration_due_date_days', '91', 'Registration due date must be a whole number from 0 to 90'],
      ['registration_due_date_days', '1.5', 'Registration due date must be a whole number from 0 to 90'],
      ['auto_waitlist_period', '-1', 'Auto waitlist period must be a whole number from 0 to 365'],
      ['auto_waitlist_period', 'ten', 'Auto waitlist period must be a whole number from 0 to 365'],
      ['trial_period_fee', '100001', 'Trial class fee (cents) must be a whole number from 0 to 100000'],
      ['trial_period_fee', '25.00', 'Trial class fee (cents) must be a whole number from 0 to 100000'],
      ['audit_retention_years', '0', 'Audit trail retention (years) must be a whole number from 1 to 50'],
    ]
    for (const [key, value, message] of cases) expect(issues({ [key]: value })).toEqual([[key, message]])
    expect(issues({ auto_waitlist_period: ' ' })).toEqual([['auto_waitlist_period', V.required]])
    expect(schoolConfigEntriesSchema.parse(entries({ registration_due_date_days: '0' }))).toEqual({
      registration_due_date_days: '0',
    })
  })

  it("takes switches as '0' or '1' only", () => {
    expect(issues({ radius_centre_search: 'true' })).toEqual([
      ['radius_centre_search', 'Radius centre search must be 0 (off) or 1 (on)'],
    ])
    expect(issues({ skip_giro_setup_school_visit: '2' })).toEqual([
      ['skip_giro_setup_school_visit', 'Skip GIRO setup at school visit must be 0 (off) or 1 (on)'],
    ])
  })

  it('takes images as a site path, an uploaded file key, or nothing', () => {
    const message = SchoolConfigMsg.image('logo_url')
    expect(message).toBe('Logo must be a path on this site, such as /brand/logo.svg, or an uploaded image')
    for (const value of ['/brand/a/logo.svg', 'schools/1/school_logo/abc.png', '']) {
      expect(issues({ logo_url: value })).toBeUndefined()
    }
    for (const value of ['https://evil.example/x.png', '//evil.example/x.png', '/brand/../secret', 'a b']) {
      expect(issues({ logo_url: value })).toEqual([['logo_url', message]])
    }
    expect(isSitePath('/files/public/k.png')).toBe(true)
    expect(isFileKey('/files/public/k.png')).toBe(false)
    expect(isFileKey('javascript:alert(1)')).toBe(false)
  })
})

describe('schoolConfigValuesSchema', () => {
  it('takes the GIRO originating account as bank code, slash and account number, or empty', () => {
    const account = (v: string) => schoolConfigValuesSchema.shape.giro_originator_account.safeParse(v)
    expect(account('').success).toBe(true)
    expect(account('7339/501234567').success).toBe(true)
    expect(account('7339-501234567').error?.issues[0].message).toBe(SchoolConfigMsg.giroOriginatorAccount)
  })

  it('checks the whole settings form and names each field at fault', () => {
    expect(schoolConfigValuesSchema.safeParse(fullForm).success).toBe(true)
    const result = schoolConfigValuesSchema.safeParse({ ...fullForm, header_color: '', skip_visit: 'yes' })
    expect(result.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['header_color', SchoolConfigMsg.colour('header_color')],
      ['skip_visit', SchoolConfigMsg.onOff('skip_visit')],
    ])
  })
})
