import { ErrorCode, type WithdrawalFormType } from '@preschool/domain'
import type { DbOrTx, Tx } from '../../db/client'
import { notFound, refusal } from '../../platform/errors/domain-error'
import { type ConsentContent, contentHash } from './consent-content'
import { type EsignDeps, inviteNext } from './forms'
import { toConsentForm } from './resolvers/consent-mapper'
import {
  type ConsentFormRow,
  insertForm,
  insertParticipants,
  type ParticipantRow,
  selectFormById,
  selectParticipants,
  updateParticipant,
} from './queries'
import {
  lockLiveWithdrawal,
  selectLiveWithdrawalFormId,
  selectLiveWithdrawalForms,
  selectParticipantsOfForms,
} from './withdrawal-queries'

/**
 * The centre's signer of a withdrawal form is not named when the form is made: whichever staff member of the centre
 * takes the centre's turn (sendWithdrawalFormLink) is sent the link. Until then the row holds no email.
 */
export const isUnnamedCentreSigner = (p: ParticipantRow) => p.role === 'staff' && p.email === ''

/**
 * A withdrawal's form (form 2 or 3), made in the withdrawal's transaction: the family's applicant signs first (their
 * link is mailed now), then the centre (status PendingStaffSign at its turn). The content is frozen as given.
 */
export async function createWithdrawalForm(
  tx: Tx,
  deps: EsignDeps,
  input: {
    schoolId: number
    withdrawalId: number
    formType: WithdrawalFormType
    content: ConsentContent
    applicant: { displayName: string; email: string }
    centreLabel: string
    createdBy: number
  },
) {
  const form = await insertForm(tx, {
    fkSchool: input.schoolId,
    fkWithdrawal: input.withdrawalId,
    formType: input.formType,
    content: input.content,
    contentSha256: contentHash(input.content),
    fkCreatedBy: input.createdBy,
  })
  const [applicant] = await insertParticipants(tx, [
    { fkSchool: input.schoolId, fkForm: form.id, role: 'applicant', signOrder: 1, ...input.applicant },
    {
      fkSchool: input.schoolId,
      fkForm: form.id,
      role: 'staff',
      signOrder: 2,
      displayName: input.centreLabel,
      email: '',
    },
  ])
  await inviteNext(tx, deps, form, applicant)
  return form
}

/** What a withdrawal form's document type is called in the child's documents. */
export const withdrawalFormLabel = (formType: string) =>
  formType === 'form3' ? 'Withdrawal form (Form 3)' : 'Withdrawal form (Form 2)'

/** A withdrawal form takes signatures while its withdrawal is live (not rejected, cancelled or done); locks it. */
export async function assertWithdrawalSignable(tx: DbOrTx, form: ConsentFormRow) {
  if (!(await lockLiveWithdrawal(tx, form.fkWithdrawal!)))
    throw refusal(ErrorCode.Conflict, 'esign.withdrawalClosed')
}

/**
 * Sends the link of whoever's turn it is again: the family's (a new link; the old one dies), or, at the centre's
 * turn, the calling staff member's, who becomes the centre's signer. The form must be pending and its withdrawal open.
 */
export async function sendWithdrawalFormLink(
  tx: Tx,
  deps: EsignDeps,
  withdrawalId: number,
  staffMember: { displayName: string; email: string },
) {
  const liveId = await selectLiveWithdrawalFormId(tx, withdrawalId)
  const form = liveId !== undefined && (await selectFormById(tx, liveId, { lock: true }))
  if (!form) throw notFound('Form')
  if (form.status !== 'Pending') throw refusal(ErrorCode.Conflict, 'esign.formSigned')
  await assertWithdrawalSignable(tx, form)
  const turn = (await selectParticipants(tx, form.id)).find((p) => p.status !== 'Signed')!
  const signer = turn.role === 'staff' ? await updateParticipant(tx, turn.id, staffMember) : turn
  return inviteNext(tx, deps, form, signer)
}

/** The live (not voided) forms of withdrawals with their participants, by withdrawal: two statements. */
export async function selectWithdrawalForms(db: DbOrTx, withdrawalIds: number[]) {
  const forms = await selectLiveWithdrawalForms(db, withdrawalIds)
  const participants = await selectParticipantsOfForms(
    db,
    forms.map((f) => f.id),
  )
  const byWithdrawal = new Map<number, ReturnType<typeof toConsentForm>[]>()
  for (const form of forms) {
    const list = byWithdrawal.get(form.fkWithdrawal!) ?? []
    list.push(
      toConsentForm(
        form,
        participants.filter((p) => p.fkForm === form.id),
      ),
    )
    byWithdrawal.set(form.fkWithdrawal!, list)
  }
  return byWithdrawal
}
