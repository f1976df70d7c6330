// Documents and fixtures of the school settings tests (schoolsettings, config-codes, schoolsettings-refusals).
import { randomUUID } from 'node:crypto'
import { Access } from '@preschool/domain'
import { storedFiles } from '../../db/schema'
import { buildHQ, buildSchool, type TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import type { CodeInput } from '../../test/generated/graphql'
import { gql } from '../../test/server'

export const RW = Access.read | Access.write

export const UPDATE = graphql(`
  mutation SchoolSettingsUpdate($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {
    updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {
      fkSchool
      key
      value
    }
  }
`)
export const PUBLIC_CONFIG = graphql(`
  query SchoolSettingsConfig($fkSchool: Int!) {
    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {
      data {
        key
        value
      }
    }
  }
`)
export const SAVE_CODE = graphql(`
  mutation SchoolSettingsSaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {
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
`)
export const SET_ACTIVE = graphql(`
  mutation SchoolSettingsSetActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {
    setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {
      ID
      active
    }
  }
`)
export const ADMIN_LIST = graphql(`
  query SchoolSettingsAdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {
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
`)
export const UPLOAD_URL = graphql(`
  mutation SchoolSettingsUpload(
    $IDSchool: Int!
    $purpose: String!
    $filename: String!
    $contentType: String!
  ) {
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
`)
export const PUBLIC_CODES = graphql(`
  query SchoolSettingsCodes($fkSchool: Int!) {
    findAllConfigByCategory(searchCategory: "Race", filter: { fkSchool: $fkSchool }) {
      data {
        label
      }
    }
  }
`)

export const entries = (values: Record<string, string>) =>
  Object.entries(values).map(([key, value]) => ({ key, value }))
export const code = (overrides: Partial<CodeInput> = {}): CodeInput => ({
  label: 'Eurasian',
  description: 'Eurasian',
  sortOrder: 4,
  active: true,
  ...overrides,
})

export async function setup() {
  const school = await buildSchool()
  const hq = await buildHQ(school, { school_config: RW })
  return { school, hq }
}

export async function configOf(school: TestSchool) {
  const result = await gql(PUBLIC_CONFIG, { fkSchool: school.id })
  return Object.fromEntries(result.data!.findAllSchoolConfig.data.map((c) => [c.key, c.value]))
}

export async function storeUpload(school: TestSchool, purpose: string, status = 'uploaded') {
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
