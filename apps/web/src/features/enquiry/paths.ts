/** The enquiry form ('Get Started') for anyone, the signed-in parent's variant, and the page after submitting. */
export const enquiryPaths = {
  form: '/enquiry',
  parentForm: '/parentenquiry',
  success: '/enquiry/success',
} as const
