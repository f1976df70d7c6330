import { z } from 'zod'
import { V } from '../validation/messages'
import { LedgerMsg, OFFLINE_PAYMENT_TYPES } from './money'

/** A reference as on a bank statement or a receipt book: letters, digits and - / . _ space, up to 60. */
const reference = z
  .string({ error: V.required })
  .trim()
  .min(1, { error: V.required, abort: true })
  .max(60, LedgerMsg.reference)
  .regex(/^[A-Za-z0-9][A-Za-z0-9 ._/-]*$/, LedgerMsg.reference)

/** Staff confirm a registration fee paid offline (markRegistrationPaymentAsSuccessful). */
export const offlinePaymentInputSchema = z.object({
  paymentType: z.enum(OFFLINE_PAYMENT_TYPES, { error: LedgerMsg.paymentType }),
  referenceNo: reference,
})
export type OfflinePaymentInput = z.infer<typeof offlinePaymentInputSchema>
