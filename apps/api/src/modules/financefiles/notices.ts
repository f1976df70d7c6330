import { formatMoney } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { childRelations } from '../../db/schema'
import { parentInvoicePath } from '../ledger'
import { tellParent } from '../notifications'

/** Bell and email to each parent of the child: the deduction failed, why, and what happens next. */
export async function tellFailedDeduction(
  tx: DbOrTx,
  publicUrl: string,
  f: {
    invoice: { id: number; fkSchool: number; fkChild: number; invoiceNo: string }
    amountCents: number
    reason: string
    retried: boolean
  },
) {
  const parents = await tx
    .select({ userId: childRelations.fkUser })
    .from(childRelations)
    .where(eq(childRelations.fkChild, f.invoice.fkChild))
  const next = f.retried
    ? 'We will try the deduction once more with the next GIRO run; please make sure the account has enough funds.'
    : 'Please pay the invoice by card, PayNow or at the centre.'
  for (const p of parents)
    await tellParent(
      tx,
      {
        schoolId: f.invoice.fkSchool,
        userId: p.userId,
        title: `GIRO deduction failed: invoice ${f.invoice.invoiceNo}`,
        body: `The bank could not deduct ${formatMoney(f.amountCents)} for invoice ${f.invoice.invoiceNo} (${f.reason}). ${next}`,
        actionLabel: 'See the invoice',
        navigate: parentInvoicePath(f.invoice.id),
      },
      publicUrl,
    )
}
