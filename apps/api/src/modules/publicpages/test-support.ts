import { graphql } from '../../test/generated'
import type { PublicPagesInput } from '../../test/generated/graphql'

export { RW, setup, storeUpload } from '../schoolsettings/test-support'

export const SAVE = graphql(`
  mutation PublicPagesSave($IDSchool: Int!, $content: PublicPagesInput!) {
    savePublicPages(IDSchool: $IDSchool, content: $content) {
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

export const FOR_EDIT = graphql(`
  query PublicPagesForEdit($IDSchool: Int!) {
    getPublicPagesForEdit(IDSchool: $IDSchool) {
      published
      introduction
      faqs {
        question
      }
    }
  }
`)

export const INTRO = graphql(`
  query PublicPagesIntro($IDSchool: Int!) {
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
        addresses {
          address
          postcode
          lat
          lng
        }
      }
    }
  }
`)

export const INFO = graphql(`
  query PublicPagesInfo($IDSchool: Int!) {
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
        basic {
          careType
          working
          amountCents
        }
      }
      documentsToPrepare
      faqs {
        question
        answer
      }
    }
  }
`)

export const UPLOAD = graphql(`
  mutation PublicPagesUpload($IDSchool: Int!, $filename: String!, $contentType: String!) {
    getPublicPageImageUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)

/** A page as HQ writes it: published, with a programme and two questions. */
export const content = (overrides: Partial<PublicPagesInput> = {}): PublicPagesInput => ({
  published: true,
  introduction: '<p>Welcome to <strong>our school</strong>.</p>',
  documentsToPrepare: '<ul><li>Birth certificate</li></ul>',
  programmes: [{ title: 'Full Day', description: 'From 7am to 7pm.', image: null }],
  faqs: [
    { question: 'When can my child start?', answer: '<p>On the 1st or 15th of a month.</p>' },
    { question: 'Is lunch included?', answer: '<p>Yes.</p>' },
  ],
  ...overrides,
})
