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
