import { graphql } from '../../generated'
import type { EnquiryOptionListsQuery, EnquirySuggestLevelQuery } from '../../generated/graphql'

/** The form's option lists (configuration codes): nationality, race, household income and workplace staff. */
export const enquiryOptionListsQuery = graphql(`
  query EnquiryOptionLists($fkSchool: Int!, $labels: [String!]!) {
    codesByLabelFkSchool(fkSchool: $fkSchool, labels: $labels) {
      category
      codes {
        ID
        label
        description
      }
    }
  }
`)

/** The configuration code categories of the form's option lists (spec 000 section 3). */
export const OptionCategory = {
  nationality: 'Nationality',
  race: 'Race',
  income: 'Household_Income_Range',
  workplaceStaff: 'workplace_staff',
} as const

/** The option lists' variables: one place, so the entry's early request and the form's query share a cache key. */
export const enquiryOptionListsVariables = (fkSchool: number) => ({
  fkSchool,
  labels: Object.values(OptionCategory),
})

export type OptionCode = EnquiryOptionListsQuery['codesByLabelFkSchool'][number]['codes'][number]

/** The level for the child's age at the planned start, with its programmes; null when no level fits. */
export const suggestLevelQuery = graphql(`
  query EnquirySuggestLevel(
    $IDSchool: Int!
    $dateOfBirth: Date!
    $enrollmentDate: Date!
    $isRadiusSearch: Boolean
  ) {
    suggestLevel(
      IDSchool: $IDSchool
      dateOfBirth: $dateOfBirth
      enrollmentDate: $enrollmentDate
      isRadiusSearch: $isRadiusSearch
    ) {
      ID
      label
      programs {
        ID
        label
      }
    }
  }
`)

export type SuggestedLevel = NonNullable<EnquirySuggestLevelQuery['suggestLevel']>

/** Whether an account already uses the email (a staff account's email answers with the error code E014). */
export const isExistingParentQuery = graphql(`
  query EnquiryIsExistingParent($email: String!) {
    isExistingParent(email: $email)
  }
`)

/** Whether another family's child already has this birth certificate at the school. */
export const isExistingChildQuery = graphql(`
  query EnquiryIsExistingChild($birthCertificate: String!, $fkSchool: Int!) {
    isExistingChild(birthCertificate: $birthCertificate, fkSchool: $fkSchool)
  }
`)

/** One enquiry per chosen centre; refusals come back as success false with error[0].message. */
export const newEnquiryMutation = graphql(`
  mutation NewEnquiry(
    $schoolID: Int!
    $email: String!
    $phoneNumberCountryCode: String!
    $phoneNumber: String!
    $centreIDs: [Int!]!
    $enquiry: EnquiryDetailsInput!
    $pdpaConsentVersion: String
    $preferredLanguage: String
  ) {
    newEnquiry(
      schoolID: $schoolID
      email: $email
      phoneNumberCountryCode: $phoneNumberCountryCode
      phoneNumber: $phoneNumber
      centreIDs: $centreIDs
      enquiry: $enquiry
      pdpaConsentVersion: $pdpaConsentVersion
      preferredLanguage: $preferredLanguage
    ) {
      success
      error {
        message
        code
      }
      data {
        ID
        centre {
          ID
          label
          code
        }
      }
    }
  }
`)
