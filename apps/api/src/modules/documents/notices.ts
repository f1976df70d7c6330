/** What the family and the centre's staff read about documents (bell and email, same words). */
export const DocumentNotices = {
  submitted: (childName: string, centreLabel: string) => ({
    title: 'Documents to verify',
    body: `The family of ${childName} has submitted registration documents for ${centreLabel}. Please verify them.`,
  }),
  rejected: (documentType: string, remark: string) => ({
    title: 'Please upload a new document',
    body: `Your ${documentType || 'document'} could not be accepted: ${remark}. Please upload a new one.`,
  }),
  verified: () => ({
    title: 'Documents verified',
    body: 'Every registration document is verified. Please sign the consent form to continue the registration.',
  }),
} as const
