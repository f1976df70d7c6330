import { graphql } from '../../generated'
import type { AdminCodesQuery } from '../../generated/graphql'

/** The school's configuration values for the settings form (the same public read the theme uses). */
export const schoolConfigSettingsQuery = graphql(`
  query SchoolConfigSettings($fkSchool: Int!) {
    findAllSchoolConfig(filter: { fkSchool: $fkSchool }) {
      totalCount
      data {
        ID
        key
        value
      }
    }
  }
`)

/** Sets the sent keys; the answer is every value of the school, as stored (uploads as public addresses). */
export const updateSchoolConfigMutation = graphql(`
  mutation UpdateSchoolConfig($IDSchool: Int!, $entries: [SchoolConfigEntryInput!]!) {
    updateSchoolConfig(IDSchool: $IDSchool, entries: $entries) {
      ID
      key
      value
    }
  }
`)

/** Every code of one category, inactive ones included, in option-list order. */
export const adminCodesQuery = graphql(`
  query AdminCodes($IDSchool: Int!, $searchCategory: String!, $pagination: Pagination) {
    findAllCodesForAdmin(IDSchool: $IDSchool, searchCategory: $searchCategory, pagination: $pagination) {
      totalCount
      data {
        ID
        category
        label
        description
        sortOrder
        active
      }
    }
  }
`)

/** Creates a code when codeID is omitted, otherwise updates that code of the category. */
export const saveCodeMutation = graphql(`
  mutation SaveCode($IDSchool: Int!, $codeID: Int, $category: String!, $code: CodeInput!) {
    insertOrUpdateCode(IDSchool: $IDSchool, codeID: $codeID, category: $category, code: $code) {
      ID
      label
      active
    }
  }
`)

export const setCodeActiveMutation = graphql(`
  mutation SetCodeActive($IDSchool: Int!, $codeID: Int!, $active: Boolean!) {
    setCodeActive(IDSchool: $IDSchool, codeID: $codeID, active: $active) {
      ID
      active
    }
  }
`)

/** A configuration code as the option-list editor shows it. */
export type AdminCode = AdminCodesQuery['findAllCodesForAdmin']['data'][number]

/** Where to PUT a new logo or banner; the key is then saved as logo_url or login_banner. */
export const brandingUploadUrlMutation = graphql(`
  mutation SchoolBrandingUploadURL(
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
