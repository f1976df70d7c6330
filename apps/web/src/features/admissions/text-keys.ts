import type { TextKey } from '../../i18n/text-key'

/** Where an enquiry came from, as staff read it; a source this build does not know shows as 'Other'. */
export const admissionSourceText = {
  enquiry_form: 'admissions.sources.enquiry_form',
  other: 'admissions.sources.other',
} as const satisfies Record<string, TextKey>
