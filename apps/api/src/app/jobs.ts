import { auditRetention } from '../platform/audit/retention'
import { outboxDelivery, outboxSweep } from '../platform/mail/delivery-jobs'
import type { AnyJob } from '../platform/jobs/define'
import { broadcastDelivery, broadcastReminder } from '../modules/broadcasts'
import { promotionDay } from '../modules/classes'
import { invoiceRunDraftJob, invoiceRunIssueJob } from '../modules/finance'
import { paymentSessionExpiry } from '../modules/payments'
import { autoWaitlist, offerLapse } from '../modules/waitlist'
import { transferEffectiveDate } from '../modules/transfers'
import { withdrawalLastDay } from '../modules/withdrawals'

/** Every background job of the application, one line per job (platform/jobs/define.ts: how to declare one). */
export const allJobs: readonly AnyJob[] = [
  outboxSweep,
  outboxDelivery,
  auditRetention,
  promotionDay,
  offerLapse,
  autoWaitlist,
  paymentSessionExpiry,
  invoiceRunDraftJob,
  invoiceRunIssueJob,
  broadcastDelivery,
  broadcastReminder,
  withdrawalLastDay,
  transferEffectiveDate,
]
