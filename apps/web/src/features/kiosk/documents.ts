import { graphql } from '../../generated'

export const kioskCentresQuery = graphql(`
  query KioskCentres {
    getAccessibleCentresForModule(module: "attendance_management", accessType: "write") {
      ID
      label
    }
  }
`)

export const startKioskMutation = graphql(`
  mutation KioskStartSession($centreId: Int!) {
    startKioskSession(centreId: $centreId) {
      token
      centreID
      centreLabel
      expiresAt
    }
  }
`)

export const kioskQuery = graphql(`
  query KioskInfo($kioskToken: String!) {
    getKiosk(kioskToken: $kioskToken) {
      centreID
      centreLabel
      expiresAt
    }
  }
`)

export const kioskIdentifyMutation = graphql(`
  mutation KioskIdentifyFamily($kioskToken: String!, $credential: KioskCredentialInput!) {
    kioskIdentify(kioskToken: $kioskToken, credential: $credential) {
      ID
      firstname
      lastname
      classLabel
      collectors {
        name
        relation
        mobileEnding
        photoURL
      }
    }
  }
`)

export const kioskCheckInMutation = graphql(`
  mutation KioskCheckInChildren(
    $kioskToken: String!
    $credential: KioskCredentialInput!
    $children: [Int!]!
    $mobile: String!
    $healthChecks: [KioskHealthAnswer!]
  ) {
    kioskCheckIn(
      kioskToken: $kioskToken
      credential: $credential
      children: $children
      mobile: $mobile
      healthChecks: $healthChecks
    ) {
      ID
    }
  }
`)

export const kioskCheckOutMutation = graphql(`
  mutation KioskCheckOutChildren(
    $kioskToken: String!
    $credential: KioskCredentialInput!
    $children: [Int!]!
    $mobile: String!
  ) {
    kioskCheckOut(kioskToken: $kioskToken, credential: $credential, children: $children, mobile: $mobile) {
      ID
    }
  }
`)

export const kioskPassMutation = graphql(`
  mutation KioskIssuePass {
    issueKioskPass {
      qrToken
      pin
      expiresAt
    }
  }
`)
