import { addDays, FinanceMsg, offlineInvoiceInputSchema, singaporeToday } from '@preschool/domain'
import { and, eq, gte, isNull, or } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childLevels } from '../../db/schema'
import { badInput, parseInput } from '../../platform/errors/domain-error'
import { issueInvoice } from '../ledger'

/** Days an ad hoc invoice is open: the fortnight a monthly invoice gives (decision 0058). */
const DUE_DAYS = 14

/** Whether the child has a current or upcoming seat at the centre (index child_levels by child). */
async function placedAt(db: DbOrTx, schoolId: number, childId: number, centreId: number, today: string) {
  const [seat] = await db
    .select({ id: childLevels.id })
    .from(childLevels)
    .where(
      and(
        eq(childLevels.fkSchool, schoolId),
        eq(childLevels.fkChild, childId),
        eq(childLevels.fkCentre, centreId),
        or(isNull(childLevels.to), gte(childLevels.to, today)),
      ),
    )
    .limit(1)
  return seat !== undefined
}

/**
 * createOfflineInvoice: an invoice staff raise by hand for a child placed at the centre, each line with why it is
 * there, issued through the ledger (GST per line, the next gap-free number) in one transaction.
 */
export async function createOfflineInvoice(
  db: DbOrTx,
  schoolId: number,
  target: { centreId: number; childId: number },
  raw: unknown,
) {
  const { items } = parseInput(offlineInvoiceInputSchema, raw)
  const today = singaporeToday()
  if (!(await placedAt(db, schoolId, target.childId, target.centreId, today)))
    throw badInput(FinanceMsg.centre, { IDChild: FinanceMsg.centre })
  return db.transaction((tx) =>
    issueInvoice(tx, {
      schoolId,
      centreId: target.centreId,
      childId: target.childId,
      enquiryId: null,
      type: 'adhoc',
      label: items.length === 1 ? items[0].label : `${items[0].label} and ${items.length - 1} more`,
      invoiceDate: today,
      dueDate: addDays(today, DUE_DAYS),
      lines: items.map((i) => ({
        fkPurchaseItem: null,
        label: i.label,
        explanation: i.explanation,
        quantity: i.quantity,
        unitPriceCents: i.unitPrice,
        taxable: i.taxable,
      })),
    }),
  )
}
