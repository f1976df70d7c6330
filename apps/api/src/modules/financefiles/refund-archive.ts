import { FinanceFileMsg, formatDate, formatMoney, isoDateSchema, singaporeToday } from '@preschool/domain'
import { z } from 'zod'
import type { Db } from '../../db/client'
import { badInput, parseInput } from '../../platform/errors/domain-error'
import type { StorageDeps } from '../../platform/storage/files'
import type { BankLine } from './bank-formats'
import { originatorOf, storeBankArchive } from './originator'
import { insertFinanceFile, markRefundsSent, selectRefundsToPay, updateFinanceFile } from './queries'
import { type Actor } from '../../platform/authz/actor'

export const refundReference = (id: number) => `RF${String(id).padStart(10, '0')}`

/**
 * generateGiroRefundArchive: every pending refund whose child holds an approved account of the refund's kind
 * (CDA money back to the CDA) as bank credit files; those refunds move to processing, paid via GIRO, until the
 * return file completes them. Refunds without such an account stay pending and are named in the log.
 */
export async function generateRefundArchive(
  db: Db,
  deps: StorageDeps,
  actor: Actor,
  raw: { valueDate: string },
) {
  const input = parseInput(z.object({ valueDate: isoDateSchema() }), raw)
  if (input.valueDate < singaporeToday())
    throw badInput(FinanceFileMsg.valueDatePast, { valueDate: FinanceFileMsg.valueDatePast })
  return db.transaction(async (tx) => {
    const originator = await originatorOf(tx, actor.schoolId)
    const rows = await selectRefundsToPay(tx, actor.schoolId)
    const payable = rows.flatMap(({ refund, account: a }) =>
      a?.number && a.names && a.bankCode
        ? [
            {
              refund,
              account: {
                number: a.number,
                names: a.names,
                bankCode: a.bankCode,
                billReference: a.billReference,
              },
            },
          ]
        : [],
    )
    if (payable.length === 0) throw badInput(FinanceFileMsg.nothingToRefund)
    const label = `GIRO refunds, value date ${formatDate(input.valueDate)}`
    const file = await insertFinanceFile(tx, {
      fkSchool: actor.schoolId,
      docType: 'giro_refund',
      label,
      status: 'generated',
      log: [],
      valueDate: input.valueDate,
      fkUser: actor.userId,
    })
    const line = (r: (typeof payable)[number]): BankLine => ({
      bankCode: r.account.bankCode,
      accountNumber: r.account.number,
      accountName: r.account.names.join(' & '),
      amountCents: r.refund.amountCents,
      billReference: r.account.billReference ?? '',
      transactionReference: refundReference(r.refund.id),
    })
    const key = await storeBankArchive(tx, deps, {
      schoolId: actor.schoolId,
      userId: actor.userId,
      name: `giro-refunds-${input.valueDate}`,
      header: {
        direction: 'credit',
        originatorBankCode: originator.bankCode,
        originatorAccount: originator.number,
        originatorName: originator.name,
        originatorId: originator.id,
        valueDate: input.valueDate,
        batchNo: file.id % 100_000,
      },
      lines: {
        cda: payable.filter((r) => r.refund.isCda).map(line),
        nonCda: payable.filter((r) => !r.refund.isCda).map(line),
      },
    })
    await markRefundsSent(
      tx,
      payable.map((r) => r.refund.id),
      label,
    )
    const waiting = rows.length - payable.length
    const total = payable.reduce((sum, r) => sum + r.refund.amountCents, 0)
    return updateFinanceFile(tx, file.id, {
      fileKey: key,
      rowCount: payable.length,
      totalCents: total,
      log: [
        `${payable.length} refund(s), ${formatMoney(total)}`,
        ...(waiting > 0 ? [`${waiting} refund(s) wait: the child has no approved account of that kind`] : []),
      ],
    })
  })
}
