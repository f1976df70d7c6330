import { z } from 'zod'
import { emailSchema } from './email'
import { V } from './messages'

/**
 * E-signed consent forms (spec 002 s.3 Enquiry: forms with eDocumentStatus and participants). Form 1 is the
 * registration form; forms 2 and 3 (withdrawals) reuse the same participants and statuses.
 */
export const ParticipantRole = ['applicant', 'spouse', 'staff'] as const
export type ParticipantRole = (typeof ParticipantRole)[number]

/**
 * A participant's status: Waiting for an earlier signer, Sent (their link is out), PendingStaffSign (the spec's
 * value for a staff signer whose turn it is), Signed.
 */
export const ParticipantStatus = ['Waiting', 'Sent', 'PendingStaffSign', 'Signed'] as const
export type ParticipantStatus = (typeof ParticipantStatus)[number]

/** The form's eDocumentStatus: Pending until every participant signed, then Completed. */
export const EDocumentStatus = ['Pending', 'Completed'] as const
export type EDocumentStatus = (typeof EDocumentStatus)[number]

export const SignatureKind = ['drawn', 'typed'] as const
export type SignatureKind = (typeof SignatureKind)[number]

export const MAX_PARTICIPANTS = 5
export const DISPLAY_NAME_MAX = 100
/** A signing link lives a week: long enough for a spouse abroad, short enough that an old email is dead. */
export const SIGNING_LINK_TTL_DAYS = 7
/** A drawn signature is a small PNG; anything larger is not one. */
export const SIGNATURE_MAX_BYTES = 300 * 1024
/** The pad draws 480 x 160; a side far longer is not a signature (and decoding it could take gigabytes). */
export const SIGNATURE_MAX_SIDE = 2000
/**
 * The most pixel bytes a signature may decode to, read from its header before decoding: 2 MiB is seven times
 * the pad's 480 x 160 in 8-bit RGBA, and keeps one decode to milliseconds.
 */
export const SIGNATURE_MAX_PIXEL_BYTES = 2 * 1024 * 1024

export const EsignMsg = {
  displayName: 'Name is required',
  displayNameMax: `At most ${DISPLAY_NAME_MAX} characters`,
  role: 'Role must be applicant, spouse or staff',
  participants: 'Add the people who sign',
  tooMany: `At most ${MAX_PARTICIPANTS} people can sign`,
  oneApplicant: 'The applicant signs the form, once',
  duplicateEmail: 'Each person signs with their own email address',
  staffUnknown: 'The centre signer must be a staff member of the enquiry’s centre who manages enquiries',
  exists: 'The consent form has already been sent for signing',
  wrongStage: 'The consent form can be sent once every document is verified',
  invalidLink: 'This signing link is invalid, has expired or has already been used',
  notYourTurn: 'The form is waiting for an earlier signer',
  enquiryClosed: 'This enquiry is no longer waiting for signatures, so the form cannot be signed',
  signatureRequired: 'Sign in the box or type your name',
  signatureInvalid: 'The signature could not be read. Please sign again.',
  signatureEmpty: 'The signature is empty. Sign in the box or type your name',
  agree: 'Please confirm that you have read the form',
  withdrawalClosed: 'This withdrawal is no longer waiting for signatures, so the form cannot be signed',
  formSigned: 'Everyone has signed this form',
} as const

/** A withdrawal's forms (decision 0060): form 3, the ECDA notice of withdrawal, or form 2, the school's own. */
export const WithdrawalFormType = ['form2', 'form3'] as const
export type WithdrawalFormType = (typeof WithdrawalFormType)[number]

/** Whose turn a pending withdrawal form waits for: the family's (Sent) or the centre's (PendingStaffSign). */
export const WithdrawalPendingStatus = ['Sent', 'PendingStaffSign'] as const
export const withdrawalPendingStatusSchema = z
  .enum(WithdrawalPendingStatus, { message: 'Status must be Sent or PendingStaffSign' })
  .nullish()
  .transform((v) => v ?? null)

export const participantInputSchema = z.object({
  displayName: z
    .string({ error: EsignMsg.displayName })
    .trim()
    .min(1, EsignMsg.displayName)
    .max(DISPLAY_NAME_MAX, EsignMsg.displayNameMax),
  email: emailSchema(V.required),
  role: z.enum(ParticipantRole, { error: EsignMsg.role }),
})
export type ParticipantInput = z.infer<typeof participantInputSchema>

/**
 * Who signs, in order (the list's order is the signing order): exactly one applicant, each email once, at most
 * five people. The staff signer, when there is one, signs last: the centre endorses what the family signed.
 */
export const participantsSchema = z
  .array(participantInputSchema, { error: EsignMsg.participants })
  .min(1, EsignMsg.participants)
  .max(MAX_PARTICIPANTS, EsignMsg.tooMany)
  .superRefine((list, ctx) => {
    if (list.filter((p) => p.role === 'applicant').length !== 1)
      ctx.addIssue({ code: 'custom', message: EsignMsg.oneApplicant })
    const emails = list.map((p) => p.email)
    if (new Set(emails).size !== emails.length)
      ctx.addIssue({ code: 'custom', message: EsignMsg.duplicateEmail })
  })
  .transform((list) => [...list.filter((p) => p.role !== 'staff'), ...list.filter((p) => p.role === 'staff')])

/** The PNG data URL a signature pad (drawn, or a typed name drawn in a script face) gives. */
const PNG_DATA_URL = /^data:image\/png;base64,([A-Za-z0-9+/]+={0,2})$/

export const signatureInputSchema = z.object({
  kind: z.enum(SignatureKind, { error: EsignMsg.signatureRequired }),
  image: z
    .string({ error: EsignMsg.signatureRequired })
    .min(1, EsignMsg.signatureRequired)
    .max(Math.ceil((SIGNATURE_MAX_BYTES * 4) / 3) + 32, EsignMsg.signatureInvalid)
    .regex(PNG_DATA_URL, EsignMsg.signatureInvalid),
  /** The name as typed, for a typed signature; the record shows it beside the image. */
  typedName: z.string().trim().max(DISPLAY_NAME_MAX, EsignMsg.displayNameMax).nullish(),
  agreed: z.literal(true, { error: EsignMsg.agree }),
})
export type SignatureInput = z.infer<typeof signatureInputSchema>

/** The PNG bytes of a signature data URL already checked by `signatureInputSchema`. */
export function signaturePngBase64(image: string): string {
  return PNG_DATA_URL.exec(image)?.[1] ?? ''
}

/** The family's form that sends form 1 for signing: the applicant, optionally the spouse, and the centre's signer. */
export const consentRequestFormSchema = z
  .object({
    applicantName: participantInputSchema.shape.displayName,
    applicantEmail: emailSchema(V.required),
    spouseName: z.string().trim().max(DISPLAY_NAME_MAX, EsignMsg.displayNameMax),
    spouseEmail: z.string().trim(),
  })
  .superRefine((form, ctx) => {
    if (form.spouseName && !form.spouseEmail)
      ctx.addIssue({ code: 'custom', path: ['spouseEmail'], message: V.required })
    if (form.spouseEmail && !form.spouseName)
      ctx.addIssue({ code: 'custom', path: ['spouseName'], message: EsignMsg.displayName })
    if (form.spouseEmail && !emailSchema().safeParse(form.spouseEmail).success)
      ctx.addIssue({ code: 'custom', path: ['spouseEmail'], message: V.emailInvalid })
  })
export type ConsentRequestForm = z.input<typeof consentRequestFormSchema>

/** The participants a consent request form names, in signing order; the centre's signer last when given. */
export function participantsOf(
  form: z.output<typeof consentRequestFormSchema>,
  centreSigner?: { displayName: string; email: string } | null,
): ParticipantInput[] {
  return [
    { displayName: form.applicantName, email: form.applicantEmail, role: 'applicant' },
    ...(form.spouseName
      ? [{ displayName: form.spouseName, email: form.spouseEmail, role: 'spouse' as const }]
      : []),
    ...(centreSigner ? [{ ...centreSigner, role: 'staff' as const }] : []),
  ]
}

/** The signing page's form: the pad's image (null until signed) and the agreement; the server checks the PNG. */
export const signingFormSchema = z.object({
  image: z
    .string()
    .nullable()
    .refine((image) => Boolean(image), EsignMsg.signatureRequired),
  agreed: z.boolean().refine((agreed) => agreed, EsignMsg.agree),
})
export type SigningForm = z.input<typeof signingFormSchema>
