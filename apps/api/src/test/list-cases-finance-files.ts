import { Access, documentNo } from '@preschool/domain'
import { financeFiles, invoices } from '../db/schema'
import { buildCentre, buildChildAtCentre, buildHQ, buildSchool } from './builders'
import { dataOf, page, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

const FIELDS = 'totalCount data { ID label URL status log docType user createdAt month rowCount totalAmount }'

/** GIRO and subsidy files: a school with `rows` files of the list's kind, each made by the HQ user. */
const filesCase = (name: string, docType: 'giro_deduction' | 'subsidy'): ListCase => ({
  name,
  paged: true,
  async arrange(rows) {
    const school = await buildSchool()
    const hq = await buildHQ(school, { finance_management: Access.read })
    if (rows > 0)
      await school.db.insert(financeFiles).values(
        times(rows).map((i) => ({
          fkSchool: school.id,
          docType,
          label: `File ${i}`,
          status: 'applied' as const,
          log: [`${i} row(s)`],
          fkUser: hq.id,
        })),
      )
    return {
      token: hq.token,
      query: `query LF($IDSchool: Int!, $pagination: Pagination) { ${name}(IDSchool: $IDSchool,
        pagination: $pagination) { ${FIELDS} } }`,
      variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
      rows: dataOf(name),
    }
  },
})

export const financeFileListCases: ListCase[] = [
  filesCase('findAllUploadedGiroFiles', 'giro_deduction'),
  filesCase('findAllUploadedSubsidyFiles', 'subsidy'),
]

/** A child at a centre with `rows` issued ad hoc invoices, and a finance HQ user. */
async function childWithInvoices(rows: number) {
  const school = await buildSchool()
  const centre = await buildCentre(school)
  const childId = await buildChildAtCentre(school, centre.id, { firstname: 'Finn', lastname: 'Lee' })
  const hq = await buildHQ(school, { finance_management: Access.read })
  if (rows > 0)
    await school.db.insert(invoices).values(
      times(rows).map((i) => ({
        fkSchool: school.id,
        fkCentre: centre.id,
        fkChild: childId,
        invoiceNo: documentNo('INV', i + 1),
        invoiceType: 'adhoc' as const,
        label: `Ad hoc ${i}`,
        invoiceDate: `2027-01-${String(i + 1).padStart(2, '0')}`,
        dueDate: '2027-02-28',
        totalTaxCents: 0,
        grandTotalCents: 1_000,
        outstandingCents: 1_000,
      })),
    )
  return { school, childId, hq }
}

const INVOICE_FIELDS =
  'ID invoiceNo status grandTotal outstandingAmount items { label taxAmount } receipts { ID receiptNo } payNow { reference }'
const HIT_FIELDS = 'totalCount data { kind ID IDInvoice number IDChild childName amount date status }'
const ENTRY_FIELDS = 'kind ID IDInvoice date number label paymentType debit credit balance CDAAmount'

/** getAgeingReport: `rows` centres, each with one child owing one ad hoc invoice. */
const ageingCase: ListCase = {
  name: 'getAgeingReport',
  paged: false,
  async arrange(rows) {
    const school = await buildSchool()
    const hq = await buildHQ(school, { finance_management: Access.read })
    for (const i of times(rows)) {
      const centre = await buildCentre(school)
      const childId = await buildChildAtCentre(school, centre.id)
      await school.db.insert(invoices).values({
        fkSchool: school.id,
        fkCentre: centre.id,
        fkChild: childId,
        invoiceNo: documentNo('INV', i + 1),
        invoiceType: 'adhoc',
        label: 'Ad hoc',
        invoiceDate: '2027-01-01',
        dueDate: '2027-01-15',
        totalTaxCents: 0,
        grandTotalCents: 1_000,
        outstandingCents: 1_000,
      })
    }
    return {
      token: hq.token,
      query: `query LG($IDSchool: Int!) { getAgeingReport(IDSchool: $IDSchool, asOf: "2027-03-01") {
        IDCentre centreName current days31to60 days61to90 over90 total invoiceCount } }`,
      variables: () => ({ IDSchool: school.id }),
      rows: (data) => (data.getAgeingReport as unknown[]).length,
    }
  },
}

export const financeSearchListCases: ListCase[] = [
  {
    name: 'findAllInvoice',
    paged: true,
    async arrange(rows) {
      const { school, hq } = await childWithInvoices(rows)
      return {
        token: hq.token,
        query: `query LI($IDSchool: Int!, $pagination: Pagination) { findAllInvoice(IDSchool: $IDSchool,
          pagination: $pagination) { totalCount data { ${INVOICE_FIELDS} } } }`,
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('findAllInvoice'),
      }
    },
  },
  {
    name: 'invoicesByFkChild',
    paged: false,
    async arrange(rows) {
      const { childId, hq } = await childWithInvoices(rows)
      return {
        token: hq.token,
        query: `query LC($IDChild: Int!) { invoicesByFkChild(IDChild: $IDChild) { ${INVOICE_FIELDS} } }`,
        variables: () => ({ IDChild: childId }),
        rows: (data) => (data.invoicesByFkChild as unknown[]).length,
      }
    },
  },
  {
    name: 'searchFinance',
    paged: true,
    async arrange(rows) {
      const { school, hq } = await childWithInvoices(rows)
      return {
        token: hq.token,
        query: `query LS($IDSchool: Int!, $pagination: Pagination) { searchFinance(IDSchool: $IDSchool,
          keyword: "finn lee", pagination: $pagination) { ${HIT_FIELDS} } }`,
        variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
        rows: dataOf('searchFinance'),
      }
    },
  },
  {
    name: 'getAccountListing',
    paged: false,
    async arrange(rows) {
      const { childId, hq } = await childWithInvoices(rows)
      return {
        token: hq.token,
        query: `query LA($IDChild: Int!) { getAccountListing(IDChild: $IDChild) { closingBalance CDABalance
          entries { ${ENTRY_FIELDS} } } }`,
        variables: () => ({ IDChild: childId }),
        rows: (data) => (data.getAccountListing as { entries: unknown[] }).entries.length,
      }
    },
  },
  ageingCase,
]
