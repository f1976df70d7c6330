import { graphql } from '../../generated'
import type { GiroBankAccountFieldsFragment } from '../../generated/graphql'

export type GiroBankAccount = GiroBankAccountFieldsFragment

export const bankAccountFields = graphql(`
  fragment GiroBankAccountFields on BankAccount {
    ID
    payerAccountNumber
    payerAccountName
    source
    status
    billReferenceNumber
    isCda
    effectiveFrom
    applicationDate
    createdAt
    bank {
      ID
      bankName
      bankCode
    }
    statusChanges {
      ID
      fromStatus
      toStatus
      reason
      remarks
      userName
      createdAt
    }
  }
`)

export const banksQuery = graphql(`
  query GiroBankCodes {
    findAllBankBicCode {
      ID
      bankName
      bankCode
      bicCode
    }
  }
`)

export const enquiryGiroQuery = graphql(`
  query GiroEnquiryInfo($IDEnquiry: Int!) {
    bankAccountInfoByIDEnquiry(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      IDChild
      skipGiroSetup
      canPayRegistrationByGiro
      payingByGiro
      accounts {
        ...GiroBankAccountFields
      }
    }
  }
`)

export const childBankAccountsQuery = graphql(`
  query GiroChildBankAccounts($IDChild: Int!) {
    bankAccountInfoByIDChild(IDChild: $IDChild) {
      IDChild
      accounts {
        ...GiroBankAccountFields
      }
    }
  }
`)

export const statusReasonsQuery = graphql(`
  query GiroStatusReasons($status: String!) {
    getBankAccountStatusChangeReasonsByStatus(status: $status) {
      ID
      label
    }
  }
`)

export const saveGiroApplicationMutation = graphql(`
  mutation GiroSaveApplication($IDChild: Int!, $IDSchool: Int!, $giroApplication: GiroApplicationInput!) {
    saveGiroApplication(IDChild: $IDChild, IDSchool: $IDSchool, giroApplication: $giroApplication) {
      ID
    }
  }
`)

export const updateBankAccountStatusMutation = graphql(`
  mutation GiroUpdateBankAccountStatus(
    $IDBankAccount: Int!
    $status: String!
    $fkReason: Int!
    $remarks: String!
  ) {
    updateBankAccountStatus(
      IDBankAccount: $IDBankAccount
      status: $status
      fkReason: $fkReason
      remarks: $remarks
    ) {
      ID
      status
    }
  }
`)

export const exportGiroPdfMutation = graphql(`
  mutation GiroExportApplicationPdf($IDBankAccount: Int!) {
    exportGiroApplicationPdf(IDBankAccount: $IDBankAccount)
  }
`)

export const payRegistrationByGiroMutation = graphql(`
  mutation GiroPayRegistrationFee($IDEnquiry: Int!) {
    payRegistrationFeeByGiro(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      payingByGiro
    }
  }
`)

export const addGiroMutation = graphql(`
  mutation GiroAddPaperForm($giroAccount: GiroAccountInput!, $paymentType: String!) {
    addGiro(giroAccount: $giroAccount, paymentType: $paymentType) {
      ID
    }
  }
`)
