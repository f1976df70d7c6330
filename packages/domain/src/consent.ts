import { z } from 'zod'

/**
 * The PDPA notice (Singapore's Personal Data Protection Act 2012) a parent agrees to on the enquiry form and at
 * registration. Its wording lives here, once, with a version: a consent is stored with the version and a hash of
 * the text, so a later change of wording is a new version and never rewrites what someone agreed to.
 */
export const PDPA_NOTICE_VERSION = '2026-11-24'

export const PDPA_NOTICE_TEXT =
  'I consent to the school collecting, using and disclosing the personal data I give here, mine and my ' +
  "child's, to respond to my enquiry, arrange centre visits and trial classes, process registration and " +
  'enrolment, and contact me about them, in line with the Personal Data Protection Act 2012 and the ' +
  "school's privacy policy. I may withdraw my consent at any time by contacting the school."

export const ConsentKind = ['enquiry', 'registration'] as const
export type ConsentKind = (typeof ConsentKind)[number]

export const ConsentMsg = {
  required: 'Please agree to the personal data notice to continue',
  outdated: 'The personal data notice has changed. Please reload the page and agree to the current notice.',
} as const

/** The form's checkbox: ticked, or the message. */
export const pdpaConsentSchema = z.boolean().refine((v) => v, ConsentMsg.required)

/** What the server takes: the version of the notice the parent agreed to, which must be the current one. */
export const pdpaConsentVersionSchema = z
  .string({ error: ConsentMsg.required })
  .nullish()
  .superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: 'custom', message: ConsentMsg.required })
    else if (v !== PDPA_NOTICE_VERSION) ctx.addIssue({ code: 'custom', message: ConsentMsg.outdated })
  })
