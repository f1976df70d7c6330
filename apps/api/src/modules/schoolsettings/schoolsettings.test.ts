import { ConfigMsg, SchoolConfigMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { schoolConfigs } from '../../db/schema'
import { pngBytes } from '../../platform/storage/test-files'
import { buildSchool } from '../../test/builders'
import { errorCode, gql, testServer } from '../../test/server'
import { UPDATE, UPLOAD_URL, entries, setup, configOf, storeUpload } from './test-support'

describe('school configuration', () => {
  it('sets values in one go, creating missing keys and keeping the others', async () => {
    const { school, hq } = await setup()
    await school.db.insert(schoolConfigs).values([
      { fkSchool: school.id, key: 'primary_color', value: '#00695C' },
      { fkSchool: school.id, key: 'skip_trial', value: '0' },
    ])
    const result = await gql(
      UPDATE,
      {
        IDSchool: school.id,
        entries: entries({
          primary_color: '#7B1FA2',
          registration_due_date_days: '0',
          enrolment_period_in_mth: '012',
          logo_url: '/brand/littlesteps/logo.svg',
        }),
      },
      hq.token,
    )
    expect(result.errors).toBeUndefined()
    expect(Object.fromEntries(result.data!.updateSchoolConfig.map((c) => [c.key, c.value]))).toEqual({
      primary_color: '#7B1FA2',
      skip_trial: '0',
      registration_due_date_days: '0',
      enrolment_period_in_mth: '12',
      logo_url: '/brand/littlesteps/logo.svg',
    })
    // The public read (the theme) sees the change at once.
    expect((await configOf(school)).primary_color).toBe('#7B1FA2')
  })

  it('refuses bad keys and values with the rule message and writes nothing', async () => {
    const { school, hq } = await setup()
    const cases: [Record<string, string>, string, string][] = [
      [{ smtp_password: 'x' }, 'smtp_password', ConfigMsg.unknownKey],
      [{ primary_color: 'red' }, 'primary_color', 'Primary colour must be a colour as #RRGGBB'],
      [
        { enrolment_period_in_mth: '25' },
        'enrolment_period_in_mth',
        'Enrolment period must be a whole number from 1 to 24',
      ],
      [
        { withdraw_notice_in_days: '-3' },
        'withdraw_notice_in_days',
        'Withdrawal notice must be a whole number from 0 to 365',
      ],
      [
        { registration_due_date_days: '91' },
        'registration_due_date_days',
        'Registration due date must be a whole number from 0 to 90',
      ],
      [
        { auto_waitlist_period: '1e3' },
        'auto_waitlist_period',
        'Auto waitlist period must be a whole number from 0 to 365',
      ],
      [
        { radius_centre_search: 'yes' },
        'radius_centre_search',
        'Radius centre search must be 0 (off) or 1 (on)',
      ],
      [{ logo_url: 'https://evil.example/logo.png' }, 'logo_url', SchoolConfigMsg.image('logo_url')],
    ]
    for (const [values, field, message] of cases) {
      const result = await gql(
        UPDATE,
        { IDSchool: school.id, entries: entries({ skip_trial: '1', ...values }) },
        hq.token,
      )
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toBe(`${field}: ${message}`)
      expect(result.errors?.[0].extensions?.fields).toEqual({ [field]: message })
    }
    const repeated = await gql(
      UPDATE,
      { IDSchool: school.id, entries: [...entries({ skip_trial: '1' }), ...entries({ skip_trial: '0' })] },
      hq.token,
    )
    expect(repeated.errors?.[0].message).toBe(`skip_trial: ${SchoolConfigMsg.duplicateKey}`)
    const empty = await gql(UPDATE, { IDSchool: school.id, entries: [] }, hq.token)
    expect(empty.errors?.[0].message).toBe(SchoolConfigMsg.entriesRequired)
    expect(await configOf(school)).toEqual({})
  })

  it('stores an uploaded logo as its public address, and refuses files that are not the school’s', async () => {
    const { school, hq } = await setup()
    const other = await buildSchool()
    const logo = await storeUpload(school, 'school_logo')
    const saved = await gql(
      UPDATE,
      { IDSchool: school.id, entries: entries({ logo_url: logo, login_banner: '' }) },
      hq.token,
    )
    expect(saved.errors).toBeUndefined()
    const publicUrl = `/files/public/${logo}`
    expect(await configOf(school)).toMatchObject({ logo_url: publicUrl, login_banner: '' })
    // Saving the form again sends the stored address back unchanged.
    const again = await gql(
      UPDATE,
      { IDSchool: school.id, entries: entries({ logo_url: publicUrl }) },
      hq.token,
    )
    expect(again.errors).toBeUndefined()

    const refused = [
      await storeUpload(other, 'school_logo'),
      await storeUpload(school, 'school_banner'),
      await storeUpload(school, 'school_logo', 'pending'),
      `${school.id}/school_logo/never-uploaded.png`,
    ]
    for (const key of refused) {
      for (const value of [key, `/files/public/${key}`]) {
        const result = await gql(
          UPDATE,
          { IDSchool: school.id, entries: entries({ logo_url: value }) },
          hq.token,
        )
        expect(errorCode(result)).toBe('BAD_USER_INPUT')
      }
    }
    expect((await configOf(school)).logo_url).toBe(publicUrl)
  })
})

describe('logo and banner uploads', () => {
  const pathOf = (url: string) => {
    const u = new URL(url)
    return `${u.pathname}${u.search}`
  }

  it('uploads a logo, saves it, and serves it to anyone at its public address', async () => {
    const { app } = await testServer()
    const { school, hq } = await setup()
    const target = await gql(
      UPLOAD_URL,
      { IDSchool: school.id, purpose: 'school_logo', filename: 'logo.png', contentType: 'image/png' },
      hq.token,
    )
    expect(target.errors).toBeUndefined()
    const { Url, Key } = target.data!.getSchoolBrandingUploadURL
    expect(Key).toMatch(new RegExp(`^${school.id}/school_logo/`))
    const publicPath = `/files/public/${Key}`
    // Not served before a save accepts it.
    await app.inject({
      method: 'PUT',
      url: pathOf(Url),
      headers: { 'content-type': 'image/png' },
      payload: pngBytes,
    })
    expect((await app.inject({ method: 'GET', url: publicPath })).statusCode).toBe(404)

    const saved = await gql(UPDATE, { IDSchool: school.id, entries: entries({ logo_url: Key }) }, hq.token)
    expect(saved.errors).toBeUndefined()
    expect(saved.data!.updateSchoolConfig.find((c) => c.key === 'logo_url')?.value).toBe(publicPath)

    const response = await app.inject({ method: 'GET', url: publicPath })
    expect(response.statusCode).toBe(200)
    expect(response.headers['content-type']).toBe('image/png')
    expect(response.rawPayload.equals(pngBytes)).toBe(true)
  })

  it('serves no other kind of file publicly, and refuses other purposes and file types', async () => {
    const { app } = await testServer()
    const { school, hq } = await setup()
    const photo = await storeUpload(school, 'holiday_photo')
    // A file that is not a logo or banner, a path escaping the folder, a logo that was never uploaded.
    for (const path of [
      `/files/public/${photo}`,
      '/files/public/1%2F..%2F..%2Fetc%2Fpasswd',
      '/files/public/1/school_logo/x.png',
    ]) {
      expect((await app.inject({ method: 'GET', url: path })).statusCode).toBe(404)
    }
    const wrongPurpose = await gql(
      UPLOAD_URL,
      { IDSchool: school.id, purpose: 'registration_document', filename: 'a.png', contentType: 'image/png' },
      hq.token,
    )
    expect(wrongPurpose.errors?.[0].message).toBe(`purpose: ${SchoolConfigMsg.brandingPurpose}`)
    const wrongType = await gql(
      UPLOAD_URL,
      { IDSchool: school.id, purpose: 'school_banner', filename: 'banner.svg', contentType: 'image/svg+xml' },
      hq.token,
    )
    expect(wrongType.errors?.[0].message).toBe('Invalid filetype')
  })
})
