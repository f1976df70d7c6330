import {
  canTransition,
  EnquiryTransitions,
  enquiryStateCode,
  GiroMsg,
  SchoolConfigKey,
} from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import type { SignedInGrant } from '../../platform/authz/authorize'
import type { Config } from '../../config'
import { badInput, conflict, notFound } from '../../platform/errors/domain-error'
import { publish } from '../../platform/events/bus'
import { type EnquiryRow, selectEnquiry, transitionEnquiry } from '../enquiries'
import { registrationInvoiceOf, selectEnquiryInvoice } from '../ledger'
import { selectSchoolConfig } from '../tenancy'
import {
  type BankAccountWithBank,
  lockLiveAccounts,
  selectChildAccounts,
  selectHasLiveAccount,
  selectInvoiceFacts,
  selectStatusChanges,
  type StatusChangeRow,
} from './queries'

export type AccountWithChanges = BankAccountWithBank & { changes: StatusChangeRow[] }

/** A child's accounts, newest first, each with its status changes (two statements, whatever the number). */
export async function childAccounts(
  db: DbOrTx,
  schoolId: number,
  childId: number,
): Promise<AccountWithChanges[]> {
  const accounts = await selectChildAccounts(db, schoolId, childId)
  const changes = await selectStatusChanges(
    db,
    accounts.map((a) => a.id),
  )
  return accounts.map((a) => ({ ...a, changes: changes.filter((c) => c.fkBankAccount === a.id) }))
}

/**
 * Whether the child has a GIRO application (a pending or approved bank account): with the school's
 * skip_giro_setup_school_visit at 0, the enrolment waits for one (modules/enrolment).
 */
export function hasGiroApplication(tx: DbOrTx, childId: number): Promise<boolean> {
  return selectHasLiveAccount(tx, childId)
}

/** Whether the school lets the family skip GIRO setup in the enrolment flow (skip_giro_setup_school_visit = 1). */
export async function maySkipGiroSetup(db: DbOrTx, schoolId: number): Promise<boolean> {
  return (await selectSchoolConfig(db, schoolId, SchoolConfigKey.skipGiroSetupSchoolVisit))?.value === '1'
}

const GIRO_PAYING_STATES: readonly string[] = ['pending_giro', 'enrolled']

/** bankAccountInfoByIDEnquiry: the payment page's GIRO section for the enquiry's child. */
export async function enquiryGiroInfo(db: DbOrTx, grant: SignedInGrant, enquiryId: number) {
  const schoolId = grant.viewer.schoolId
  const enquiry = await selectEnquiry(db, schoolId, enquiryId)
  if (!enquiry) throw notFound('Enquiry')
  const accounts = enquiry.fkChild ? await childAccounts(db, schoolId, enquiry.fkChild) : []
  // Waiting in pending_giro with the fee outstanding: the family pays it by GIRO (paid, it waits for an application).
  const invoice = await selectEnquiryInvoice(db, schoolId, enquiry.id, 'registration')
  const outstanding = invoice === null || invoice.status === 'issued'
  return {
    enquiry,
    accounts,
    skipGiroSetup: await maySkipGiroSetup(db, schoolId),
    canPayRegistrationByGiro:
      enquiry.active &&
      outstanding &&
      canTransition(EnquiryTransitions.awaitGiro, enquiry) &&
      accounts.some((a) => a.status === 'pending' || a.status === 'approved'),
    // Enrolled with the fee still outstanding is the same choice after the bank approved: the first deduction pays.
    payingByGiro: enquiry.active && outstanding && GIRO_PAYING_STATES.includes(enquiryStateCode(enquiry)),
  }
}

/**
 * payRegistrationFeeByGiro: the family pays the registration fee by GIRO. It needs a GIRO application for the
 * child; the enquiry waits in pending_giro until the bank approves the account (giroApproved, at once when it is
 * approved already), and the registration invoice (issued here if it was not yet) stays outstanding for the first
 * deduction.
 */
export async function payRegistrationByGiro(
  db: Db,
  config: Config,
  grant: SignedInGrant,
  enquiryId: number,
): Promise<EnquiryRow> {
  return db.transaction(async (tx) => {
    const enquiry = await selectEnquiry(tx, grant.viewer.schoolId, enquiryId, { lock: true })
    if (!enquiry) throw notFound('Enquiry')
    if (!enquiry.active || !canTransition(EnquiryTransitions.awaitGiro, enquiry))
      throw conflict(GiroMsg.notPayable)
    if (!enquiry.fkChild || !(await lockLiveAccounts(tx, enquiry.fkChild)))
      throw conflict(GiroMsg.noApplication)
    const invoice = await registrationInvoiceOf(tx, config, enquiry)
    if (invoice.status !== 'issued') throw conflict(GiroMsg.notPayable)
    const moved = await transitionEnquiry(tx, {
      enquiry,
      to: EnquiryTransitions.awaitGiro.to,
      action: 'pay_registration_by_giro',
      actorId: grant.viewer.userId,
    })
    // The bank approved the account before the family chose GIRO: nothing else would announce the approval again,
    // so the enquiry would wait in pending_giro forever; the enrolment goes ahead as it does on an approval.
    const accounts = await selectChildAccounts(tx, grant.viewer.schoolId, enquiry.fkChild)
    if (accounts.some((a) => a.status === 'approved'))
      await publish(tx, 'giroApproved', {
        schoolId: grant.viewer.schoolId,
        childId: enquiry.fkChild,
        publicUrl: config.publicUrl,
      })
    return moved
  })
}

/** payGiroByInvoiceID: the family pays its registration invoice by GIRO, named by the invoice. */
export async function payInvoiceByGiro(db: Db, config: Config, grant: SignedInGrant, invoiceId: number) {
  const invoice = await selectInvoiceFacts(db, grant.viewer.schoolId, invoiceId)
  if (!invoice) throw notFound('Invoice')
  if (invoice.invoiceType !== 'registration' || !invoice.fkEnquiry)
    throw badInput(GiroMsg.notRegistrationInvoice)
  return payRegistrationByGiro(db, config, grant, invoice.fkEnquiry)
}
