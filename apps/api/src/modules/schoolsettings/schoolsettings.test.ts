import { randomUUID } from 'node:crypto'
import { Access, ConfigCodeMsg, ConfigMsg, SchoolConfigMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { codes, schoolConfigs, storedFiles } from '../../db/schema'
import { pngBytes } from '../../platform/storage/test-files'
import { buildHQ, buildParent, buildSchool, buildStaff, type TestSchool } from '../../test/builders'
import { errorCode, gql, testServer } from '../../test/server'

const RW = Access.read | Access.write

const UPDATE = /* GraphQL */ `
  mutation Update($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {
    updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {
      fkSchool
      key
      value
    }
  }
`
const PUBLIC_CONFIG = /* GraphQL */ `
  query Config($fkSchool: Int!) {
    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {
      data {
        key
        value
      }
    }
  }
`
const SAVE_CODE = /* GraphQL */ `
  mutation SaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {
    insertOrUpdateCode(IDSchool: $IDSchool, codeID: $codeID, category: $category, code: $code) {
      ID
      fkSchool
      category
      label
      description
      sortOrder
      active
    }
  }
`
const SET_ACTIVE = /* GraphQL */ `
  mutation SetActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {
    setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {
      ID
      active
    }
  }
`
const ADMIN_LIST = /* GraphQL */ `
  query AdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {
    findAllCodesForAdmin(IDSchool: $IDSchool, searchCategory: $searchCategory, pagination: $pagination) {
      totalCount
      data {
        ID
        label
        sortOrder
        active
      }
    }
  }
`
const UPLOAD_URL = /* GraphQL */ `
  mutation Upload($IDSchool: Int!, $purpose: String!, $filename: String!, $contentType: String!) {
    getSchoolBrandingUploadURL(
      IDSchool: $IDSchool
      purpose: $purpose
      filename: $filename
      contentType: $contentType
    ) {
      Url
      Key
    }
  }
`
const PUBLIC_CODES = /* GraphQL */ `
  query Codes($fkSchool: Int!) {
    findAllConfigByCategory(searchCategory: "Race", filter: { fkSchool: $fkSchool }) {
      data {
        label
      }
    }
  }
`

type ConfigRows = { updateSchoolConfig: { key: string; value: string }[] }
type SavedCode = { insertOrUpdateCode: { ID: number; label: string; active: boolean; category: string } }
type AdminList = {
  findAllCodesForAdmin: { totalCount: number; data: { ID: number; label: string; active: boolean }[] }
}

const entries = (values: Record<string, string>) =>
  Object.entries(values).map(([key, value]) => ({ key, value }))
const code = (overrides: Record<string, unknown> = {}) => ({
  label: 'Eurasian',
  description: 'Eurasian',
  sortOrder: 4,
  active: true,
  ...overrides,
})

async function setup() {
  const school = await buildSchool()
  const hq = await buildHQ(school, { school_config: RW })
  return { school, hq }
}

async function configOf(school: TestSchool) {
  const result = await gql<{ findAllSchoolConfig: { data: { key: string; value: string }[] } }>(
    PUBLIC_CONFIG,
    {
      fkSchool: school.id,
    },
  )
  return Object.fromEntries(result.data!.findAllSchoolConfig.data.map((c) => [c.key, c.value]))
}

async function storeUpload(school: TestSchool, purpose: string, status = 'uploaded') {
  const key = `${school.id}/${purpose}/${randomUUID()}.png`
  await school.db.insert(storedFiles).values({
    fkSchool: school.id,
    key,
    purpose,
    filename: 'logo.png',
    contentType: 'image/png',
    sizeBytes: status === 'uploaded' ? 1234 : null,
    status,
  })
  return key
}

describe('school configuration', () => {
  it('sets values in one go, creating missing keys and keeping the others', async () => {
    const { school, hq } = await setup()
    await school.db.insert(schoolConfigs).values([
      { fkSchool: school.id, key: 'primary_color', value: '#00695C' },
      { fkSchool: school.id, key: 'skip_trial', value: '0' },
    ])
    const result = await gql<ConfigRows>(
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
    const saved = await gql<ConfigRows>(
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
  type Target = { getSchoolBrandingUploadURL: { Url: string; Key: string } }

  it('uploads a logo, saves it, and serves it to anyone at its public address', async () => {
    const { app } = await testServer()
    const { school, hq } = await setup()
    const target = await gql<Target>(
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

    const saved = await gql<ConfigRows>(
      UPDATE,
      { IDSchool: school.id, entries: entries({ logo_url: Key }) },
      hq.token,
    )
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

describe('configuration codes', () => {
  it('adds, edits and hides codes; the admin list shows inactive ones, the public list does not', async () => {
    const { school, hq } = await setup()
    const created = await gql<SavedCode>(
      SAVE_CODE,
      { IDSchool: school.id, category: 'Race', code: code({ label: ' Eurasian ' }) },
      hq.token,
    )
    expect(created.errors).toBeUndefined()
    expect(created.data!.insertOrUpdateCode).toMatchObject({
      label: 'Eurasian',
      category: 'Race',
      active: true,
    })
    const codeID = created.data!.insertOrUpdateCode.ID
    await gql(
      SAVE_CODE,
      { IDSchool: school.id, category: 'Race', code: code({ label: 'Chinese', sortOrder: 1 }) },
      hq.token,
    )

    const edited = await gql<SavedCode>(
      SAVE_CODE,
      { IDSchool: school.id, codeID, category: 'Race', code: code({ label: 'Eurasian (SG)', sortOrder: 0 }) },
      hq.token,
    )
    expect(edited.data!.insertOrUpdateCode).toMatchObject({ ID: codeID, label: 'Eurasian (SG)' })

    const hidden = await gql(SET_ACTIVE, { IDSchool: school.id, codeID, active: false }, hq.token)
    expect(hidden.data).toEqual({ setCodeActive: { ID: codeID, active: false } })

    const admin = await gql<AdminList>(ADMIN_LIST, { IDSchool: school.id, searchCategory: 'Race' }, hq.token)
    expect(admin.data!.findAllCodesForAdmin.totalCount).toBe(2)
    expect(admin.data!.findAllCodesForAdmin.data.map((c) => [c.label, c.active])).toEqual([
      ['Eurasian (SG)', false],
      ['Chinese', true],
    ])
    const page = await gql<AdminList>(
      ADMIN_LIST,
      { IDSchool: school.id, searchCategory: 'Race', pagination: { page: 2, perPage: 1 } },
      hq.token,
    )
    expect(page.data!.findAllCodesForAdmin.data.map((c) => c.label)).toEqual(['Chinese'])
    const publicList = await gql<{ findAllConfigByCategory: { data: { label: string }[] } }>(PUBLIC_CODES, {
      fkSchool: school.id,
    })
    expect(publicList.data!.findAllConfigByCategory.data.map((c) => c.label)).toEqual(['Chinese'])
  })

  it('keeps labels unique within a category, ignoring case, but not across categories', async () => {
    const { school, hq } = await setup()
    const first = await gql<SavedCode>(
      SAVE_CODE,
      { IDSchool: school.id, category: 'Race', code: code() },
      hq.token,
    )
    const duplicate = await gql(
      SAVE_CODE,
      { IDSchool: school.id, category: 'Race', code: code({ label: 'EURASIAN' }) },
      hq.token,
    )
    expect(errorCode(duplicate)).toBe('CONFLICT')
    expect(duplicate.errors?.[0].message).toBe(ConfigCodeMsg.labelTaken)
    expect(duplicate.errors?.[0].extensions?.fields).toEqual({ label: ConfigCodeMsg.labelTaken })
    const otherCategory = await gql(
      SAVE_CODE,
      { IDSchool: school.id, category: 'Nationality', code: code() },
      hq.token,
    )
    expect(otherCategory.errors).toBeUndefined()
    // Saving a code under its own label is not a clash.
    const same = await gql(
      SAVE_CODE,
      {
        IDSchool: school.id,
        codeID: first.data!.insertOrUpdateCode.ID,
        category: 'Race',
        code: code({ sortOrder: 9 }),
      },
      hq.token,
    )
    expect(same.errors).toBeUndefined()
  })

  it('refuses bad input with the rule message', async () => {
    const { school, hq } = await setup()
    const cases: [string, Record<string, unknown>, string][] = [
      ['race', code(), `category: ${ConfigMsg.unknownCategory}`],
      ['Race', code({ label: '  ' }), 'label: *Required'],
      ['Race', code({ description: '' }), 'description: *Required'],
      ['Race', code({ sortOrder: -1 }), `sortOrder: ${ConfigCodeMsg.sortOrder}`],
      ['Race', code({ label: 'x'.repeat(101) }), `label: ${ConfigCodeMsg.labelLength}`],
    ]
    for (const [category, input, message] of cases) {
      const result = await gql(SAVE_CODE, { IDSchool: school.id, category, code: input }, hq.token)
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
      expect(result.errors?.[0].message).toBe(message)
    }
    const list = await gql(ADMIN_LIST, { IDSchool: school.id, searchCategory: 'Religion' }, hq.token)
    expect(list.errors?.[0].message).toBe(`searchCategory: ${ConfigMsg.unknownCategory}`)
  })

  it('edits a code only within its own category', async () => {
    const { school, hq } = await setup()
    const created = await gql<SavedCode>(
      SAVE_CODE,
      { IDSchool: school.id, category: 'Race', code: code() },
      hq.token,
    )
    const moved = await gql(
      SAVE_CODE,
      {
        IDSchool: school.id,
        codeID: created.data!.insertOrUpdateCode.ID,
        category: 'Nationality',
        code: code(),
      },
      hq.token,
    )
    expect(errorCode(moved)).toBe('NOT_FOUND')
    expect(moved.errors?.[0].message).toBe('Code not found')
  })
})

describe('refusals', () => {
  it('refuses callers without a session, parents, staff without the module, and read-only staff writing', async () => {
    const { school } = await setup()
    const parent = await buildParent(school)
    const otherModule = await buildStaff(school, { level_management: RW })
    const readOnly = await buildStaff(school, { school_config: Access.read })
    const writes: [string, Record<string, unknown>][] = [
      [UPDATE, { IDSchool: school.id, entries: entries({ primary_color: '#000000' }) }],
      [SAVE_CODE, { IDSchool: school.id, category: 'Race', code: code() }],
      [SET_ACTIVE, { IDSchool: school.id, codeID: 1, active: false }],
      [
        UPLOAD_URL,
        { IDSchool: school.id, purpose: 'school_logo', filename: 'logo.png', contentType: 'image/png' },
      ],
    ]
    for (const token of [undefined, parent.token, otherModule.token]) {
      for (const [query, variables] of [
        ...writes,
        [ADMIN_LIST, { IDSchool: school.id, searchCategory: 'Race' }],
      ]) {
        const result = await gql(query as string, variables as Record<string, unknown>, token)
        expect(result.errors?.[0].message).toBe('unauthorized')
      }
    }
    for (const [query, variables] of writes) {
      const result = await gql(query, variables, readOnly.token)
      expect(result.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(result)).toBe('FORBIDDEN')
    }
    const list = await gql(ADMIN_LIST, { IDSchool: school.id, searchCategory: 'Race' }, readOnly.token)
    expect(list.errors).toBeUndefined()
    expect(await configOf(school)).toEqual({})
  })

  it("never reaches another school's configuration or codes", async () => {
    const { school, hq } = await setup()
    const other = await setup()
    const [otherCode] = await other.school.db
      .insert(codes)
      .values({ fkSchool: other.school.id, category: 'Race', label: 'Malay', description: 'Malay' })
      .returning()
    for (const [query, variables] of [
      [UPDATE, { IDSchool: other.school.id, entries: entries({ primary_color: '#000000' }) }],
      [SAVE_CODE, { IDSchool: other.school.id, category: 'Race', code: code() }],
      [SET_ACTIVE, { IDSchool: other.school.id, codeID: otherCode.id, active: false }],
      [ADMIN_LIST, { IDSchool: other.school.id, searchCategory: 'Race' }],
      [
        UPLOAD_URL,
        { IDSchool: other.school.id, purpose: 'school_logo', filename: 'logo.png', contentType: 'image/png' },
      ],
    ] as const) {
      const result = await gql(query, variables, hq.token)
      expect(result.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(result)).toBe('FORBIDDEN')
    }
    // Naming its own school with the other school's code id finds nothing.
    const hide = await gql(SET_ACTIVE, { IDSchool: school.id, codeID: otherCode.id, active: false }, hq.token)
    expect(errorCode(hide)).toBe('NOT_FOUND')
    const edit = await gql(
      SAVE_CODE,
      { IDSchool: school.id, codeID: otherCode.id, category: 'Race', code: code() },
      hq.token,
    )
    expect(errorCode(edit)).toBe('NOT_FOUND')
    expect(await configOf(other.school)).toEqual({})
  })
})
