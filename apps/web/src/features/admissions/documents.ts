import { graphql } from '../../generated'
import type { AdmissionRowFieldsFragment } from '../../generated/graphql'

/** One stage's admissions in the caller's centres, with every stage's count (the tabs). */
export const admissionsQuery = graphql(`
  query AdmissionsList(
    $IDSchool: Int!
    $stageCode: String!
    $statusCode: String
    $filter: AdmissionFilter
    $pagination: Pagination
  ) {
    findAllAdmission(
      IDSchool: $IDSchool
      stageCode: $stageCode
      statusCode: $statusCode
      filter: $filter
      pagination: $pagination
    ) {
      totalCount
      stageCounts {
        code
        label
        count
      }
      data {
        ...AdmissionRowFields
      }
    }
  }
`)

/** What a row of the admissions list shows: the stage list and the search fill it alike. */
export const admissionRowFields = graphql(`
  fragment AdmissionRowFields on Admission {
    ID
    firstname
    lastname
    childFirstname
    childLastname
    pendingRegisterSince
    source
    createdAt
    enrollmentPlan
    stageCode
    familyBlacklisted
    centre {
      ID
      label
    }
    level {
      ID
      label
    }
    child {
      birthCertificate
    }
    user {
      email
      mobilePhone
      mobilePhoneCountryCode
    }
    admissionStatus {
      stateCode
      label
    }
  }
`)

/** The admissions whose child, parent, email or birth certificate matches: the list's search (first results). */
export const admissionsListSearchQuery = graphql(`
  query AdmissionsListSearch($q: String!) {
    searchAdmissions(q: $q) {
      ...AdmissionRowFields
    }
  }
`)

export type Admission = AdmissionRowFieldsFragment

export const admissionFiltersQuery = graphql(`
  query AdmissionFilters($IDSchool: Int!) {
    getAdmissionFilters(IDSchool: $IDSchool) {
      centres {
        ID
        label
      }
      levels {
        ID
        label
      }
      stages {
        code
        label
        statuses {
          stateCode
          label
        }
      }
    }
  }
`)

export const searchAdmissionsQuery = graphql(`
  query AdmissionsSearch($q: String!) {
    searchAdmissions(q: $q) {
      ID
      childFirstname
      childLastname
      firstname
      lastname
      stageCode
      centre {
        ID
        label
      }
      child {
        ID
        birthCertificate
      }
      user {
        ID
        email
      }
      admissionStatus {
        label
      }
    }
  }
`)

export const admissionDetailQuery = graphql(`
  query AdmissionDetail($IDEnquiry: Int!) {
    admissionByID(IDEnquiry: $IDEnquiry) {
      ID
      admission {
        ID
        firstname
        lastname
        childFirstname
        childLastname
        pendingRegisterSince
        source
        createdAt
        enrollmentPlan
        stageCode
        familyBlacklisted
        centre {
          label
        }
        level {
          label
        }
        child {
          dateOfBirth
          birthCertificate
        }
        user {
          email
          mobilePhone
          mobilePhoneCountryCode
        }
        admissionStatus {
          label
          stateCode
          enquiryFrontendState
        }
      }
      enquiry {
        ID
        visits {
          ID
          status
          visitType
          visitFrom
          visitTo
        }
      }
      stateHistory {
        ID
        action
        remarks
        userName
        createdAt
        fromState {
          label
        }
        toState {
          label
        }
      }
    }
  }
`)
