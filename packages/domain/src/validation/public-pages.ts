import { z } from 'zod'
import { V } from './messages'

/**
 * The school's public pages as HQ edits them (/intro and /parentinfo, issue 27): the introduction and the documents
 * to prepare are rich text the server sanitises like a broadcast's message; programmes and FAQ entries are ordered
 * lists saved whole. Limits keep a page a page: a visitor reads it on a phone.
 */
export const PUBLIC_RICH_TEXT_MAX = 20_000
export const PUBLIC_PROGRAMMES_MAX = 12
export const PUBLIC_FAQS_MAX = 40
export const PUBLIC_TITLE_MAX = 80
export const PUBLIC_PROGRAMME_TEXT_MAX = 600
export const PUBLIC_QUESTION_MAX = 200
export const PUBLIC_ANSWER_MAX = 4_000

export const PublicPagesMsg = {
  textTooLong: 'The text is too long',
  titleMax: `At most ${PUBLIC_TITLE_MAX} characters`,
  programmeTextMax: `At most ${PUBLIC_PROGRAMME_TEXT_MAX} characters`,
  questionMax: `At most ${PUBLIC_QUESTION_MAX} characters`,
  answerMax: `At most ${PUBLIC_ANSWER_MAX} characters`,
  answerRequired: 'Write the answer',
  programmesMax: `At most ${PUBLIC_PROGRAMMES_MAX} programmes`,
  faqsMax: `At most ${PUBLIC_FAQS_MAX} questions`,
  image: 'The picture could not be used: upload it again',
} as const

const required = (max: number, tooLong: string) =>
  z.string({ error: V.required }).trim().min(1, V.required).max(max, tooLong)

const richText = (max: number, tooLong: string) => z.string().trim().max(max, tooLong)

export const publicProgrammeSchema = z.object({
  title: required(PUBLIC_TITLE_MAX, PublicPagesMsg.titleMax),
  description: z.string().trim().max(PUBLIC_PROGRAMME_TEXT_MAX, PublicPagesMsg.programmeTextMax),
  /** A picture: the key of an upload (purpose public_page_image), its public address once saved, or null. */
  image: z
    .string()
    .trim()
    .max(300)
    .nullish()
    .transform((v) => v || null),
})

export const publicFaqSchema = z.object({
  question: required(PUBLIC_QUESTION_MAX, PublicPagesMsg.questionMax),
  answer: z
    .string({ error: PublicPagesMsg.answerRequired })
    .trim()
    .min(1, PublicPagesMsg.answerRequired)
    .max(PUBLIC_ANSWER_MAX, PublicPagesMsg.answerMax),
})

export const publicPagesInputSchema = z.object({
  /** Only a published page's content is shown to visitors; HQ may prepare it first. */
  published: z.boolean(),
  introduction: richText(PUBLIC_RICH_TEXT_MAX, PublicPagesMsg.textTooLong),
  documentsToPrepare: richText(PUBLIC_RICH_TEXT_MAX, PublicPagesMsg.textTooLong),
  programmes: z.array(publicProgrammeSchema).max(PUBLIC_PROGRAMMES_MAX, PublicPagesMsg.programmesMax),
  faqs: z.array(publicFaqSchema).max(PUBLIC_FAQS_MAX, PublicPagesMsg.faqsMax),
})
export type PublicPagesInput = z.infer<typeof publicPagesInputSchema>
export type PublicPagesFormValues = z.input<typeof publicPagesInputSchema>

/**
 * The steps of enrolment a parent goes through, in order, each tied to the enquiry states that stand for it: a
 * school whose state map never reaches a step's states does not have that step (decision 0069).
 */
export const ENROLMENT_STEPS = [
  { code: 'enquire', states: ['enquire', 'new_enquiry'] },
  { code: 'visit', states: ['pending_visit', 'scheduled_visit', 'visit_approved'] },
  { code: 'trial', states: ['pending_trial', 'scheduled_trial', 'trial_approved'] },
  { code: 'trial_payment', states: ['pending_trial_payment'] },
  { code: 'offer', states: ['enrolment', 'pre_registration'] },
  { code: 'form', states: ['pending_form_completion'] },
  { code: 'documents', states: ['pending_document_submission', 'pending_document_verification'] },
  { code: 'consent', states: ['pending_econsent'] },
  { code: 'giro', states: ['pending_giro'] },
  { code: 'payment', states: ['pending_registration_payment'] },
  { code: 'enrolled', states: ['enrolled'] },
] as const
export type EnrolmentStepCode = (typeof ENROLMENT_STEPS)[number]['code']
