import { graphql } from '../../generated'
import type { ConsentFormQuery, SigningDocumentQuery } from '../../generated/graphql'

export const consentFormQuery = graphql(`
  query ConsentForm($IDEnquiry: Int!) {
    getConsentForm(IDEnquiry: $IDEnquiry) {
      ID
      eDocumentStatus
      contentSha256
      signedDocumentAvailable
      linksExpired
      participants {
        ID
        displayName
        order
        email
        role
        status
        signedAt
      }
    }
  }
`)

export const createForm1Mutation = graphql(`
  mutation CreateForm1($IDEnquiry: Int!, $participants: [ConsentParticipantInput!]!) {
    createForm1(IDEnquiry: $IDEnquiry, participants: $participants) {
      ID
    }
  }
`)

export const signedFormUrlQuery = graphql(`
  query SignedFormUrl($IDEnquiry: Int!) {
    getEnrolmentDocumentURL(IDEnquiry: $IDEnquiry)
  }
`)

export const signingDocumentQuery = graphql(`
  query SigningDocument($token: String!) {
    getSigningDocument(token: $token) {
      title
      schoolName
      declaration
      contentSha256
      sections {
        heading
        rows {
          label
          value
        }
      }
      signer {
        displayName
        role
        order
      }
      participants {
        displayName
        order
        role
        status
      }
    }
  }
`)

export const signMutation = graphql(`
  mutation SignConsentForm($token: String!, $signature: SignatureInput!) {
    signConsentForm(token: $token, signature: $signature) {
      status
      signedAt
    }
  }
`)

export type ConsentForm = NonNullable<ConsentFormQuery['getConsentForm']>
export type SigningDocument = SigningDocumentQuery['getSigningDocument']
