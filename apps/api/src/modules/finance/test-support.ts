import { Access } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { childLevels, parents, subsidyBasicRates } from '../../db/schema'
import {
  buildCentre,
  buildFamilyAtCentre,
  buildFeeTier,
  buildHQ,
  buildSchool,
  buildStaff,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql, testServer } from '../../test/server'
import { recordCharge } from '../ledger'
import { invoiceRunDraftJob, invoiceRunIssueJob } from './run-jobs'

export const ALL = Access.read | Access.write | Access.approve

export const START = graphql(`
  mutation FinanceStartRun($IDSchool: Int!, $IDCentre: Int, $month: Date!) {
    createInvoiceRun(IDSchool: $IDSchool, IDCentre: $IDCentre, month: $month) {
      ID
      status
      total
    }
  }
`)

export const RUN = graphql(`
  query FinanceRun($IDInvoiceRun: Int!) {
    getInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
      ID
      status
      total
      processed
      invoiceCount
      skippedCount
      grandTotal
    }
  }
`)

export const DRAFTS = graphql(`
  query FinanceRunDrafts($IDInvoiceRun: Int!, $skipped: Boolean) {
    findAllInvoiceRunDraft(IDInvoiceRun: $IDInvoiceRun, skipped: $skipped) {
      totalCount
      data {
        IDChild
        skipReason
        skipMessage
        grandTotal
        totalTaxAmount
        CDAAmount
        nonCDAAmount
        previousGrandTotal
        change
        IDInvoice
        items {
          label
          source
          explanation
          totalAmount
          taxAmount
          cdaPayable
        }
      }
    }
  }
`)

export const ISSUE = graphql(`
  mutation FinanceIssueRun($IDInvoiceRun: Int!) {
    issueInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
      status
    }
  }
`)

export const DISCARD = graphql(`
  mutation FinanceDiscardRun($IDInvoiceRun: Int!) {
    discardInvoiceRun(IDInvoiceRun: $IDInvoiceRun) {
      status
    }
  }
`)

/** Runs the queued run jobs now (tests never wait for the polling workers). */
export async function workRuns() {
  const { platform } = await testServer()
  await platform.jobs.runDue(invoiceRunDraftJob)
  await platform.jobs.runDue(invoiceRunIssueJob)
}

/**
 * A school with one centre and a $1,200 fee (Singaporean), the ECDA basic subsidy, two finance HQ users (maker and
 * approver), centre staff, and three children: a working family's with a late-pickup charge in March 2027, one who
 * starts on 15 March (pro-rated), and one with no fee for its nationality (skipped).
 */
export async function buildRunWorld() {
  const school = await buildSchool()
  const centre = await buildCentre(school, { label: 'Tampines' })
  const other = await buildCentre(school, { label: 'Punggol' })
  const tier = await buildFeeTier(school, centre.id)
  await school.db.insert(subsidyBasicRates).values([
    { fkSchool: school.id, careType: 'child_care', working: true, amountCents: 30_000 },
    { fkSchool: school.id, careType: 'child_care', working: false, amountCents: 15_000 },
  ])
  const maker = await buildHQ(school, { finance_management: Access.read | Access.write })
  const approver = await buildHQ(school, { finance_management: ALL })
  const centreStaff = await buildStaff(school, { finance_management: ALL }, [centre.id])
  const otherStaff = await buildStaff(school, { finance_management: ALL }, [other.id])
  const reader = await buildHQ(school, { enquiry_management: ALL })
  const working = await buildFamilyAtCentre(school, centre.id, tier)
  await school.db
    .update(parents)
    .set({ workingStatus: 'Salaried employee' })
    .where(eq(parents.fkUser, working.parent.id))
  const charge = await recordCharge(school.db, {
    schoolId: school.id,
    centreId: centre.id,
    childId: working.childId,
    chargeDate: '2027-03-03',
    source: 'late_pickup',
    sourceId: 1,
    label: 'Late pickup on 3 Mar 2027 (25 min)',
    quantity: 1,
    unitPriceCents: 2_500,
    taxable: true,
    cdaPayable: false,
  })
  const starter = await buildFamilyAtCentre(school, centre.id, tier)
  await school.db
    .update(childLevels)
    .set({ from: '2027-03-15' })
    .where(eq(childLevels.fkChild, starter.childId))
  const foreign = await buildFamilyAtCentre(school, centre.id, { ...tier, nationality: 'Other' })
  return {
    school,
    centre,
    other,
    tier,
    maker,
    approver,
    centreStaff,
    otherStaff,
    reader,
    working,
    starter,
    foreign,
    charge,
  }
}

export const INVOICES = graphql(`
  query FinanceInvoices($IDSchool: Int!, $filter: InvoiceFilter) {
    findAllInvoice(IDSchool: $IDSchool, filter: $filter) {
      totalCount
      data {
        ID
        fkChild
        invoiceNo
        status
        grandTotal
        outstandingAmount
      }
    }
  }
`)

export const CHILD_INVOICES = graphql(`
  query FinanceChildInvoices($IDChild: Int!) {
    invoicesByFkChild(IDChild: $IDChild) {
      ID
      invoiceNo
      status
      outstandingAmount
      items {
        label
      }
      receipts {
        receiptNo
      }
    }
    getChildCurrentBalance(IDChild: $IDChild) {
      CDABalance
      nonCDABalance
    }
  }
`)

export const OFFLINE_RECEIPT = graphql(`
  mutation FinanceOfflineReceipt($IDInvoice: [Int!]!, $referenceNo: String!, $paymentType: String!) {
    createReceiptForOfflinePayment(
      IDInvoice: $IDInvoice
      referenceNo: $referenceNo
      paymentType: $paymentType
    ) {
      receiptNo
      amount
      paymentType
      referenceNo
    }
  }
`)

export const RECEIPT_TYPES = graphql(`
  query FinanceReceiptTypes {
    getOfflineOfflinePaymentReceiptTypes
  }
`)

/** The run world with March 2027 issued: two invoices (the working family's and the starter's). */
export async function buildIssuedWorld() {
  const w = await buildRunWorld()
  const started = await gql(
    START,
    { IDSchool: w.school.id, IDCentre: w.centre.id, month: '2027-03-01' },
    w.maker.token,
  )
  await workRuns()
  await gql(ISSUE, { IDInvoiceRun: started.data!.createInvoiceRun.ID }, w.approver.token)
  await workRuns()
  return w
}

export const CREDIT_NOTE = graphql(`
  mutation FinanceCreditNote($IDInvoice: Int!, $amount: Int!, $remark: String!) {
    createAdHocCreditNote(IDInvoice: $IDInvoice, amount: $amount, remark: $remark) {
      creditNoteNo
      amount
      remark
    }
  }
`)

export const REFUNDS = graphql(`
  query FinanceRefunds($IDSchool: Int!, $filter: RefundFilter) {
    findAllConsolidatedRefund(IDSchool: $IDSchool, filter: $filter) {
      totalCount
      data {
        IDChild
        totalAmount
        refunds {
          label
          amount
          status
          isCda
        }
      }
    }
  }
`)
