import { formatMoney } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { parentInvoicePath } from '../ledger'
import { tellParent } from '../notifications'
import { deductionText } from './notice-texts'
import { selectFamilyOf } from './queries'

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
  const parents = await selectFamilyOf(tx, f.invoice.fkChild)
  const values = { no: f.invoice.invoiceNo, amount: formatMoney(f.amountCents), reason: f.reason }
  for (const p of parents)
    await tellParent(
      tx,
      {
        schoolId: f.invoice.fkSchool,
        userId: p.userId,
        inLanguage: (language) => ({
          title: deductionText(language, 'failedTitle', values),
          body: deductionText(language, 'failed', {
            ...values,
            next: deductionText(language, f.retried ? 'retry' : 'payOtherwise'),
          }),
          actionLabel: deductionText(language, 'seeInvoice'),
        }),
        navigate: parentInvoicePath(f.invoice.id),
      },
      publicUrl,
    )
}
