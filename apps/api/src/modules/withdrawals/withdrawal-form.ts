import { formatDate, formatMoney, SchoolConfigKey, type WithdrawalFormType } from '@preschool/domain'
import type { Tx } from '../../db/client'
import { notFound } from '../../platform/errors/domain-error'
import { type ConsentContent, createWithdrawalForm, type EsignDeps } from '../esign'
import { selectSchoolConfig } from '../tenancy'
import { selectFormFacts, type WithdrawalRow } from './queries'

export const WITHDRAWAL_DECLARATION =
  'We give notice that the child named above will leave the centre after the last day shown, and confirm the ' +
  'refund and any fee in lieu of notice above. The centre confirms that it received this notice.'

const row = (label: string, value: string | null | undefined) => ({ label, value: value?.trim() || '-' })

/**
 * Which form a school's withdrawals are signed on (decision 0060): a school that works with ECDA
 * (ecda_upload_active) uses ECDA's notice of withdrawal, form 3; any other its own withdrawal form, form 2.
 */
export async function withdrawalFormType(tx: Tx, schoolId: number): Promise<WithdrawalFormType> {
  const ecda = await selectSchoolConfig(tx, schoolId, SchoolConfigKey.ecdaUploadActive)
  return ecda?.value === '1' ? 'form3' : 'form2'
}

/** The withdrawal as its signers read it: the child, the notice and the money, frozen with the form. */
function formContent(
  formType: WithdrawalFormType,
  w: WithdrawalRow,
  facts: NonNullable<Awaited<ReturnType<typeof selectFormFacts>>>,
): ConsentContent {
  return {
    title: formType === 'form3' ? 'Notice of Withdrawal (Form 3)' : 'Withdrawal Form (Form 2)',
    schoolName: facts.schoolName,
    sections: [
      {
        heading: 'Child',
        rows: [
          row('Name', `${facts.childFirstname} ${facts.childLastname}`),
          row('Birth certificate', facts.birthCertificate),
          row('Centre', facts.centreLabel),
        ],
      },
      {
        heading: 'Withdrawal',
        rows: [
          row('Notice given on', formatDate(w.noticeDate)),
          row('Last day', formatDate(w.effectiveDate)),
          row('Reason', facts.reasonLabel),
          row('Remark', w.remark),
        ],
      },
      {
        heading: 'Refund',
        rows: [
          row('Monthly fee', formatMoney(w.monthlyFeeAmount)),
          row('Deposit paid', formatMoney(w.depositAmount)),
          row('Fee in lieu of notice', formatMoney(w.feeInLieuAmount)),
          row('Deposit refund', formatMoney(w.refundDepositAmount)),
        ],
      },
    ],
    declaration: WITHDRAWAL_DECLARATION,
  }
}

/**
 * The withdrawal's form, made with the notice in its transaction: the child's main applicant signs first (their
 * link is mailed now), then the centre.
 */
export async function makeWithdrawalForm(tx: Tx, deps: EsignDeps, w: WithdrawalRow, createdBy: number) {
  const facts = await selectFormFacts(tx, w)
  if (!facts) throw notFound('Parent')
  const formType = await withdrawalFormType(tx, w.fkSchool)
  await createWithdrawalForm(tx, deps, {
    schoolId: w.fkSchool,
    withdrawalId: w.id,
    formType,
    content: formContent(formType, w, facts),
    applicant: {
      displayName: `${facts.parentFirstname} ${facts.parentLastname}`,
      email: facts.parentEmail,
    },
    centreLabel: facts.centreLabel,
    createdBy,
  })
}
