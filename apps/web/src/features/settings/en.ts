/** Text of the settings home. */
export const settingsEn = {
  title: 'Settings',
  subtitle: 'Choose what to set up for your school.',
  empty: 'No settings are available to you.',
  fallbackDescription: 'Open {{label}}.',
  // Keyed by the last part of the screen's path; a screen not listed gets the fallback line.
  descriptions: {
    levelmanagement: 'Age levels and the programmes each one offers.',
    centremanagement: 'Centres, their addresses and contact details.',
    usermanagement: 'Staff accounts, roles and what each role may do.',
    holidaymanagement: 'Public holidays and centre closures.',
    schoolconfig: 'Branding, contact details and school-wide options.',
    waitlisttags: 'Tags for sorting and following up the waitlist.',
    auditlog: 'Who changed or viewed what, and background jobs that failed.',
  },
} as const
