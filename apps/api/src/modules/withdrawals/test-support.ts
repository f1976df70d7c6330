import { Access, addDays, singaporeToday } from '@preschool/domain'
import { invoiceItems, invoices, purchaseItems } from '../../db/schema'
import {
  buildCentre,
  buildFamilyAtCentre,
  buildFeeTier,
  buildHQ,
  buildParent,
  buildSchool,
  buildStaff,
  buildWithdrawalCode,
  type TestSchool,
  unique,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

export const ALL = Access.read | Access.write | Access.approve
export const today = () => singaporeToday()
export const inDays = (n: number) => addDays(singaporeToday(), n)

graphql(`
  fragment WithdrawalFields on WithdrawalDraft {
    ID
    status
    fkCentre
    documentsVerified
    can
    centreApprover {
      ID
    }
    hqApprover {
      ID
    }
    withdrawalDraftItem {
      effectiveDate
      noticeDate
      refundDepositAmount
      refundFeeAmount
      feeInLieuAmount
      feeInLieuAccepted
      monthlyFee
      depositAmount
      child {
        ID
      }
      codeByParentReason {
        label
      }
      codeByReason {
        label
      }
    }
    activityLogs {
      status
      remark
      user {
        ID
      }
    }
  }
`)

export const ESTIMATE = graphql(`
  query WithdrawalsEstimate($childID: Int!, $noticeDate: Date!, $effectiveDate: Date!) {
    getWithdrawalDefaultRefundAmount(
      childID: $childID
      noticeDate: $noticeDate
      effectiveDate: $effectiveDate
    ) {
      defaultDepositRefundAmount
      defaultFeeRefundAmount
      monthlyFee
      depositAmount
      noticeInDays
      earliestLastDay
      shortNoticeDays
      feeInLieuAmount
    }
  }
`)

export const SUBMIT = graphql(`
  mutation WithdrawalsSubmit($childID: Int!, $withdrawalData: WithdrawalInput!) {
    submitWithdrawalRequest(childID: $childID, withdrawalData: $withdrawalData) {
      ...WithdrawalFields
    }
  }
`)

export const DRAFTS = graphql(`
  query WithdrawalsDrafts($IDSchool: Int!, $filter: WithdrawalFilter, $pagination: Pagination) {
    findAllWithdrawalDraft(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ...WithdrawalFields
      }
    }
  }
`)

export const COMPLETED = graphql(`
  query WithdrawalsCompleted($IDSchool: Int!, $filter: WithdrawalFilter) {
    findAllWithdrawal(IDSchool: $IDSchool, filter: $filter) {
      totalCount
      data {
        ...WithdrawalFields
      }
    }
  }
`)

export const GET = graphql(`
  query WithdrawalsGet($IDWithdrawal: Int!) {
    getWithdrawalDraft(IDWithdrawal: $IDWithdrawal) {
      ...WithdrawalFields
    }
  }
`)

export const CENTRE_APPROVE = graphql(`
  mutation WithdrawalsCentreApprove($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {
    approveWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {
      ...WithdrawalFields
    }
  }
`)

export const CENTRE_REJECT = graphql(`
  mutation WithdrawalsCentreReject($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {
    rejectWithdrawalRequestByCentreStaff(IDWithdrawal: $IDWithdrawal, decision: $decision) {
      ...WithdrawalFields
    }
  }
`)

export const HQ_APPROVE = graphql(`
  mutation WithdrawalsHqApprove($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput) {
    approveWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {
      ...WithdrawalFields
    }
  }
`)

export const HQ_REJECT = graphql(`
  mutation WithdrawalsHqReject($IDWithdrawal: Int!, $decision: WithdrawalDecisionInput!) {
    rejectWithdrawalRequestByHQ(IDWithdrawal: $IDWithdrawal, decision: $decision) {
      ...WithdrawalFields
    }
  }
`)

export const VERIFY = graphql(`
  mutation WithdrawalsVerify($IDWithdrawal: Int!) {
    onAllWithdrawalDocumentedVerified(IDWithdrawal: $IDWithdrawal) {
      ...WithdrawalFields
    }
  }
`)

export const CANCEL_REQUEST = graphql(`
  mutation WithdrawalsCancelRequest($IDWithdrawal: Int!, $remark: String) {
    cancelWithdrawalRequest(IDWithdrawal: $IDWithdrawal, remark: $remark) {
      ...WithdrawalFields
    }
  }
`)

export const CANCEL = graphql(`
  mutation WithdrawalsCancel($IDWithdrawal: Int!, $remark: String) {
    cancelWithdrawal(IDWithdrawal: $IDWithdrawal, remark: $remark) {
      ...WithdrawalFields
    }
  }
`)

/** A paid registration invoice of the child holding its deposit line (one month's fee). */
export async function buildPaidDeposit(
  school: TestSchool,
  at: { centreId: number; childId: number; cents: number },
) {
  const [item] = await school.db
    .insert(purchaseItems)
    .values({ fkSchool: school.id, label: 'Deposit', unitPriceCents: 0, taxable: false, itemType: 'deposit' })
    .returning()
  const [invoice] = await school.db
    .insert(invoices)
    .values({
      fkSchool: school.id,
      fkCentre: at.centreId,
      fkChild: at.childId,
      invoiceNo: `INV-${unique()}`,
      invoiceType: 'registration',
      label: 'Registration',
      invoiceDate: '2024-01-02',
      dueDate: '2024-01-09',
      totalTaxCents: 0,
      grandTotalCents: at.cents,
      outstandingCents: 0,
      status: 'paid',
    })
    .returning()
  await school.db.insert(invoiceItems).values({
    fkSchool: school.id,
    fkInvoice: invoice.id,
    fkPurchaseItem: item.id,
    position: 0,
    label: 'Deposit',
    quantity: 1,
    unitPriceCents: at.cents,
    taxable: false,
    amountCents: at.cents,
    taxCents: 0,
  })
}

/**
 * A school with a centre, a child enrolled since 2024 in a class of a level whose fee is $1,200 a month, its
 * deposit of $1,200 paid; the child's parent, centre staff (maker-approver pairs), head office (two people),
 * read-only staff, staff of another centre, and a parent of another family.
 */
export async function setup() {
  const school = await buildSchool()
  const centre = await buildCentre(school)
  const otherCentre = await buildCentre(school)
  const tier = await buildFeeTier(school, centre.id, { amount: 120_000 })
  const { childId, parent } = await buildFamilyAtCentre(school, centre.id, {
    levelId: tier.levelId,
    programId: tier.programId,
    from: '2024-01-01',
  })
  await buildPaidDeposit(school, { centreId: centre.id, childId, cents: 120_000 })
  const access = { withdrawal_management: ALL }
  return {
    school,
    centre,
    childId,
    parent,
    otherParent: await buildParent(school),
    centreStaff: await buildStaff(school, access, [centre.id]),
    centreStaff2: await buildStaff(school, access, [centre.id]),
    hq: await buildHQ(school, access),
    hq2: await buildHQ(school, access),
    readOnly: await buildStaff(school, { withdrawal_management: Access.read }, [centre.id]),
    writer: await buildStaff(school, { withdrawal_management: Access.read | Access.write }, [centre.id]),
    elsewhere: await buildStaff(school, access, [otherCentre.id]),
    noModule: await buildStaff(school, { fee_management: ALL }, [centre.id]),
    parentReason: await buildWithdrawalCode(school, 'withdrawal_parent_reason'),
    centreReason: await buildWithdrawalCode(school, 'withdrawal_reason'),
  }
}
export type World = Awaited<ReturnType<typeof setup>>

/** Notice given today for a last day 40 days on (more than the 30 days' notice). */
export const notice = (w: World, overrides: Record<string, unknown> = {}) => ({
  noticeDate: today(),
  effectiveDate: inDays(40),
  codeByParentReason: w.parentReason,
  remark: 'Moving to Johor',
  ...overrides,
})

export async function submitted(w: World) {
  const result = await gql(SUBMIT, { childID: w.childId, withdrawalData: notice(w) }, w.parent.token)
  if (!result.data) throw new Error(JSON.stringify(result.errors))
  return result.data.submitWithdrawalRequest.ID
}

/** A withdrawal the centre and head office have approved. */
export async function approved(w: World) {
  const id = await submitted(w)
  await gql(
    CENTRE_APPROVE,
    { IDWithdrawal: id, decision: { codeByReason: w.centreReason } },
    w.centreStaff.token,
  )
  await gql(HQ_APPROVE, { IDWithdrawal: id }, w.hq.token)
  return id
}

export const VACANCIES = graphql(`
  query WithdrawalsVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {
    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {
      count
      status
      month
    }
  }
`)
