import { Access } from '@preschool/domain'
import { purchaseItems } from '../db/schema'
import { buildCentre, buildFamily, buildHQ, buildLevel, buildPaidInvoice, buildSchool } from './builders'
import { dataOf, itemsOf, page, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

/** The ledger's lists: receipts of many enquiries (bulk), and a school's billable items. */
export const ledgerListCases: ListCase[] = [
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
