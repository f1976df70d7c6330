import { getNamedType, getNullableType, isListType, isObjectType } from 'graphql'
import { describe, expect, it } from 'vitest'
import { type ListCall, listCases } from '../test/list-cases'
import { gqlWithStatements } from '../test/statement-counter'
import { buildSchema } from './schema'

/**
 * No list issues a statement per row: every list operation makes the same number of SQL statements for 2 rows and
 * for 12, and at 10 and 200 rows per page. The cases (one per list operation) are in test/list-cases.ts.
 */
async function call(list: ListCall, perPage: number) {
  const { result, statements } = await gqlWithStatements(list.query, list.variables(perPage), list.token)
  expect(result.errors).toBeUndefined()
  return { rows: list.rows(result.data ?? {}), statements: statements.length }
}

/**
 * Root list fields without a case yet, each with why. A new list operation gets a case, never a line here.
 */
const NOT_YET_COVERED: Record<string, string> = {
  // Fixed reference lists of the product or the school (a handful of rows, one statement).
  findAllModuleCategory: 'reference list',
  findAllEnquiryState: 'reference list',
  findAllEnquiryStateMachineMap: 'reference list',
  findAllBankBicCode: 'reference list',
  getBankAccountStatusChangeReasonsByStatus: 'reference list',
  codesByLabelFkSchool: 'reference list',
  findAllConfigByCategory: 'reference list',
  findAllSchoolConfig: 'reference list',
  findSidebarMenuByUser: 'the menu: one statement (graphql/light-operations.test.ts)',
  // Small by rule: a child keeps at most 10 pickup persons; a parent mutes at most the 7 kinds of bell.
  getChildAuthorisedPickups: 'at most 10 rows, one statement',
  myPushPreferences: 'at most 7 rows, one statement',
  getEventClasses: 'the classes of the centres in reach: one statement, a reference list for the event form',
  // Answered by another service, not the database.
  searchPlaces: 'the geocoder',
  getADUsersByName: 'the directory',
  // This wave's lists whose statement-count cases are not written yet (issue 23 names them as left).
  getOfflineOfflinePaymentReceiptTypes: 'reference list',
  getLeaveTypes: 'reference list',
  findUnappliedCardPaymentTargets: "one family's open invoices: one statement",
  ...Object.fromEntries(
    [
      'getDraftEvents',
      'getPendingEvents',
      'getUpcomingEvents',
      'getPastEvents',
      'getAllEvents',
      'getEventRsvpChildList',
      'getRsvpAttendeesClassAndCentreCountByStatus',
      'getRsvpStatusCountDetails',
      'getMyEvents',
      'findAllInvoiceRun',
      'findAllInvoiceRunDraft',
      'findAllConsolidatedRefund',
      'findAllWithdrawalDraft',
      'findAllWithdrawal',
      'getCompletedTransferRequests',
      'getChildInjuries',
      'getChildrenWithoutAttendance',
      'getCentreOutlooks',
      'getMyLeaveRequests',
    ].map((field) => [field, 'case not written yet (issue 23)']),
  ),
}

/** Root Query fields answering a list, or a page of one (a type with a `data` list). */
function rootListFields(): string[] {
  const query = buildSchema().getQueryType()!
  return Object.entries(query.getFields())
    .filter(([, field]) => {
      const named = getNamedType(field.type)
      const paged =
        isObjectType(named) &&
        named.getFields().data !== undefined &&
        isListType(getNullableType(named.getFields().data.type))
      return isListType(getNullableType(field.type)) || paged
    })
    .map(([name]) => name)
}

describe('statements per list call', () => {
  it('has a case for every root list field of the schema', () => {
    const covered = new Set(listCases.map((c) => c.name.split(' ')[0]))
    const fields = rootListFields()
    expect(fields.filter((f) => !covered.has(f) && !(f in NOT_YET_COVERED))).toEqual([])
    // An exception that gained a case, or whose field is gone, leaves the list.
    expect(Object.keys(NOT_YET_COVERED).filter((f) => covered.has(f) || !fields.includes(f))).toEqual([])
  })

  it.each(listCases)('$name: as many for 12 rows as for 2, at 10 and at 200 per page', async (list) => {
    const [few, many] = [await list.arrange(2), await list.arrange(12)]
    const small = await call(few, 200)
    const pageOf10 = await call(many, 10)
    const pageOf200 = await call(many, 200)
    expect([small.rows, pageOf10.rows, pageOf200.rows]).toEqual([2, list.paged ? 10 : 12, 12])
    expect(pageOf10.statements).toBe(small.statements)
    expect(pageOf200.statements).toBe(small.statements)
  })
})
