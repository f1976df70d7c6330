import { singaporeToday } from '@preschool/domain'
import { and, asc, eq } from 'drizzle-orm'
import { notifications } from '../../db/schema'
import type { GiroWorld, TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

export const BANKS = graphql(`
  query GiroBanks {
    findAllBankBicCode {
      ID
      bankCode
      bankName
      bicCode
      displayOrder
    }
  }
`)

export const SAVE = graphql(`
  mutation GiroSave($IDChild: Int!, $IDSchool: Int!, $giroApplication: GiroApplicationInput!) {
    saveGiroApplication(IDChild: $IDChild, IDSchool: $IDSchool, giroApplication: $giroApplication) {
      ID
      status
      source
      isCda
      payerAccountNumber
      payerAccountName
      payerAccountNames
      billReferenceNumber
      mobilePhone
      applicationDate
      bank {
        bicCode
      }
    }
  }
`)

export const ADD = graphql(`
  mutation GiroAdd($giroAccount: GiroAccountInput!, $paymentType: String!) {
    addGiro(giroAccount: $giroAccount, paymentType: $paymentType) {
      ID
      status
      source
      isCda
      billReferenceNumber
      effectiveFrom
    }
  }
`)

export const OF_CHILD = graphql(`
  query GiroOfChild($IDChild: Int!) {
    bankAccountInfoByIDChild(IDChild: $IDChild) {
      IDChild
      accounts {
        ID
        status
        isCda
        effectiveFrom
        statusChanges {
          fromStatus
          toStatus
          reason
          remarks
          userName
        }
      }
    }
  }
`)

export const OF_ENQUIRY = graphql(`
  query GiroOfEnquiry($IDEnquiry: Int!) {
    bankAccountInfoByIDEnquiry(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      IDChild
      skipGiroSetup
      canPayRegistrationByGiro
      payingByGiro
      accounts {
        ID
        status
      }
    }
  }
`)

export const REASONS = graphql(`
  query GiroReasons($status: String!) {
    getBankAccountStatusChangeReasonsByStatus(status: $status) {
      ID
      label
    }
  }
`)

export const UPDATE_STATUS = graphql(`
  mutation GiroUpdateStatus($IDBankAccount: Int!, $status: String!, $fkReason: Int!, $remarks: String!) {
    updateBankAccountStatus(
      IDBankAccount: $IDBankAccount
      status: $status
      fkReason: $fkReason
      remarks: $remarks
    ) {
      ID
      status
      effectiveFrom
      statusChanges {
        fromStatus
        toStatus
        reason
        remarks
      }
    }
  }
`)

export const EXPORT_PDF = graphql(`
  mutation GiroExportPdf($IDBankAccount: Int!) {
    exportGiroApplicationPdf(IDBankAccount: $IDBankAccount)
  }
`)

export const PAY_BY_GIRO = graphql(`
  mutation GiroPayRegistration($IDEnquiry: Int!) {
    payRegistrationFeeByGiro(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      payingByGiro
      canPayRegistrationByGiro
    }
  }
`)

export const PAY_BY_INVOICE = graphql(`
  mutation GiroPayInvoice($InvoiceID: Int!) {
    payGiroByInvoiceID(InvoiceID: $InvoiceID)
  }
`)

/** A valid application, CDA by default, dated today. */
export const application = (bankId: number, overrides: Record<string, unknown> = {}) => ({
  fkBankBicCode: bankId,
  bankAccountNumber: '0123456789',
  IsCDA: true,
  nameOfAccountHolders: ['Tan Mei Ling'],
  mobilePhoneCountryCode: '+65',
  mobilePhone: '91234567',
  applicationDate: singaporeToday(),
  ...overrides,
})

/** A user's bell notifications, oldest first. */
export const bellOf = (school: TestSchool, userId: number) =>
  school.db
    .select({ title: notifications.title, body: notifications.body, navigate: notifications.navigate })
    .from(notifications)
    .where(and(eq(notifications.fkSchool, school.id), eq(notifications.fkUser, userId)))
    .orderBy(asc(notifications.id))

/** The parent applies for GIRO for the child (CDA by default); the new account's id. */
export async function applyForGiro(
  w: GiroWorld,
  family: { childId: number; parent: { token: string } },
  overrides: Record<string, unknown> = {},
): Promise<number> {
  const saved = await gql(
    SAVE,
    { IDChild: family.childId, IDSchool: w.school.id, giroApplication: application(w.bankId, overrides) },
    family.parent.token,
  )
  if (!saved.data) throw new Error(saved.errors?.[0]?.message ?? 'no GIRO application saved')
  return saved.data.saveGiroApplication.ID
}

/** HQ finance records the bank's answer for an account, or ends its mandate, with a reason of that status. */
export const setAccountStatus = (
  w: GiroWorld,
  accountId: number,
  status: 'approved' | 'rejected' | 'terminated',
) =>
  gql(
    UPDATE_STATUS,
    { IDBankAccount: accountId, status, fkReason: w.reasons[status], remarks: `The bank: ${status}` },
    w.hq.token,
  )
