import { Access, PAYMENT_UNAPPLIED } from '@preschool/domain'
import { paymentSessions, purchaseItems } from '../db/schema'
import { monthlyPayingFamily } from '../modules/payments/test-support'
import {
  buildCentre,
  buildFamily,
  buildHQ,
  buildLevel,
  buildPaidInvoice,
  buildSchool,
  buildStaff,
} from './builders'
import { dataOf, itemsOf, page, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

/**
 * The ledger's lists: receipts of many enquiries (bulk), a school's billable items, and the card orders paid for
 * an invoice already paid that wait for finance.
 */
export const ledgerListCases: ListCase[] = [
  {
    name: 'findAllUnappliedCardPayment',
    paged: true,
    async arrange(rows) {
      const f = await monthlyPayingFamily()
      // Orders the bank took after the invoice was settled otherwise: failed as UNAPPLIED, unresolved.
      await f.school.db.insert(paymentSessions).values(
        times(rows).map((i) => ({
          fkSchool: f.school.id,
          fkInvoice: f.invoiceId,
          orderId: `list-${f.school.id}-${i}`,
          amountCents: f.outstanding,
          status: 'failed',
          gatewaySessionId: `SESSION-list-${f.school.id}-${i}`,
          successIndicator: `ok-${i}`,
          merchantId: 'TEST',
          errorCode: PAYMENT_UNAPPLIED,
          fkCreatedBy: f.parent.id,
          expiresAt: new Date(Date.UTC(2027, 2, 2, i)),
          completedAt: new Date(Date.UTC(2027, 2, 2, i)),
        })),
      )
      const finance = await buildStaff(f.school, { finance_management: Access.read }, [f.centre.id])
      return {
        token: finance.token,
        query: `query CS($IDSchool: Int!, $pagination: Pagination) {
          findAllUnappliedCardPayment(IDSchool: $IDSchool, pagination: $pagination) {
            totalCount data { ID orderId IDInvoice invoiceNo IDChild childName amount paidAt } } }`,
        variables: (perPage) => ({ IDSchool: f.school.id, ...page(perPage) }),
        rows: dataOf('findAllUnappliedCardPayment'),
      }
    },
  },
  {
    name: 'receiptByEnquiryID',
    paged: false,
    async arrange(rows) {
      const school = await buildSchool()
      const centre = await buildCentre(school)
      const levelId = await buildLevel(school)
      const hq = await buildHQ(school, { enquiry_management: Access.read })
      const enquiryIds: number[] = []
      for (const _ of times(rows)) {
        const family = await buildFamily(school, {
          centreId: centre.id,
          levelId,
          enrollmentPlan: '2030-01-01',
          child: { dateOfBirth: '2027-01-01' },
        })
        await buildPaidInvoice(school, {
          centreId: centre.id,
          childId: family.childId,
          enquiryId: family.enquiryId,
        })
        enquiryIds.push(family.enquiryId)
      }
      return {
        token: hq.token,
        query: `query LR($IDEnquiries: [Int!]) { receiptByEnquiryID(IDEnquiries: $IDEnquiries) {
          ID IDInvoice IDEnquiry receiptNo amount paymentType referenceNo createdAt } }`,
        variables: () => ({ IDEnquiries: enquiryIds }),
        rows: itemsOf('receiptByEnquiryID'),
      }
    },
  },
  {
    name: 'findAllPurchaseItem',
    paged: true,
    async arrange(rows) {
      const school = await buildSchool()
      const hq = await buildHQ(school, { fee_management: Access.read })
      if (rows > 0)
        await school.db.insert(purchaseItems).values(
          times(rows).map((i) => ({
            fkSchool: school.id,
            label: `Item ${i}`,
            unitPriceCents: 100 * i,
            itemType: 'misc' as const,
          })),
        )
      return {
        token: hq.token,
        query: `query LP($schoolID: Int!, $pagination: Pagination) { findAllPurchaseItem(schoolID: $schoolID,
          pagination: $pagination) { totalCount data { ID label unitPrice taxable type active } } }`,
        variables: (perPage) => ({ schoolID: school.id, ...page(perPage) }),
        rows: dataOf('findAllPurchaseItem'),
      }
    },
  },
]
