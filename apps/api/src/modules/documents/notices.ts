import type { LocalWords } from '../notifications'
import { documentText } from './notice-texts'

/** What the family and the centre's staff read about documents (bell and email, same words; the family's in their language). */
export const DocumentNotices = {
  submitted: (childName: string, centreLabel: string) => ({
    title: 'Documents to verify',
    body: `The family of ${childName} has submitted registration documents for ${centreLabel}. Please verify them.`,
  }),
  rejected: (documentType: string, remark: string): LocalWords => ({
    inLanguage: (language) => ({
      title: documentText(language, 'rejectedTitle'),
      body: documentText(language, 'rejected', {
        type: documentType || documentText(language, 'document'),
        remark,
      }),
    }),
  }),
  verified: (): LocalWords => ({
    inLanguage: (language) => ({
      title: documentText(language, 'verifiedTitle'),
      body: documentText(language, 'verified'),
    }),
  }),
} as const
