import type { DbOrTx } from '../../db/client'
import { DomainError } from '../../platform/errors/domain-error'
import { selectEnquiry } from '../enquiries'
import { registrationInvoiceOf } from './registration-invoice'
import type { ConsentCompleted } from '../esign'

/**
 * The registration invoice is issued the moment the consent is complete, so its date, number and due date are the
 * consent's day, not the day the parent first opens the payment step. A refusal to issue (no fee set for the
 * child's place) must not undo the signatures: it is tried in a savepoint and left for the payment step, which
 * shows the same refusal to the family and to staff.
 */
export async function issueRegistrationInvoiceOnConsent(tx: DbOrTx, event: ConsentCompleted): Promise<void> {
  const enquiry = await selectEnquiry(tx, event.schoolId, event.enquiryId)
  if (!enquiry) return
  try {
    await tx.transaction((savepoint) => registrationInvoiceOf(savepoint, event, enquiry))
  } catch (error) {
    if (!(error instanceof DomainError)) throw error
  }
}
