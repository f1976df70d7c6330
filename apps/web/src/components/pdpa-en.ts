/** The PDPA notice on the enquiry form and at registration (the wording itself is the domain's). */
export const pdpaEn = {
  title: 'Personal data (PDPA)',
  policyLink: 'Read the privacy policy (opens in a new tab)',
} as const
