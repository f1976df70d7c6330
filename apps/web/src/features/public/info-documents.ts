import { graphql } from '../../generated'
import type {
  ParentInformationQuery,
  PublicPagesEditQuery,
  SchoolIntroductionQuery,
} from '../../generated/graphql'

/** /intro: the school's published introduction and programmes, and its centres for the map. */
export const schoolIntroductionQuery = graphql(`
  query SchoolIntroduction($IDSchool: Int!) {
    getSchoolIntroduction(IDSchool: $IDSchool) {
      introduction
      programmes {
        title
        description
        imageUrl
      }
      centres {
        ID
        label
        code
        addresses {
          ID
          address
          postcode
          lat
          lng
        }
      }
    }
  }
`)

/** /parentinfo: the enrolment steps, fees in force, subsidy tables, documents and FAQ. */
export const parentInformationQuery = graphql(`
  query ParentInformation($IDSchool: Int!) {
    getParentInformation(IDSchool: $IDSchool) {
      enrolmentSteps
      fees {
        levelLabel
        programLabel
        residency
        minCents
        maxCents
      }
      subsidySchedule {
        ...SubsidyTables
      }
      documentsToPrepare
      faqs {
        question
        answer
      }
    }
  }
`)

/** HQ's editor: the pages as stored, published or not. */
export const publicPagesEditQuery = graphql(`
  query PublicPagesEdit($IDSchool: Int!) {
    getPublicPagesForEdit(IDSchool: $IDSchool) {
      published
      introduction
      documentsToPrepare
      programmes {
        title
        description
        imageUrl
      }
      faqs {
        question
        answer
      }
      updatedAt
    }
  }
`)

export const savePublicPagesMutation = graphql(`
  mutation SavePublicPages($IDSchool: Int!, $content: PublicPagesInput!) {
    savePublicPages(IDSchool: $IDSchool, content: $content) {
      updatedAt
    }
  }
`)

export const publicPageImageUploadMutation = graphql(`
  mutation PublicPageImageUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {
    getPublicPageImageUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)

export type SchoolIntroduction = SchoolIntroductionQuery['getSchoolIntroduction']
export type ParentInformation = ParentInformationQuery['getParentInformation']
export type PublicFeeRange = ParentInformation['fees'][number]
export type PublicPagesContent = PublicPagesEditQuery['getPublicPagesForEdit']
