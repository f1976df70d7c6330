/** Text of the settings home. */
export const settingsEn = {
  title: 'Settings',
  subtitle: 'Choose what to set up for your school.',
  empty: 'No settings are available to you.',
  // Keyed by the last part of the screen's path; a screen not listed shows its name alone.
  descriptions: {
    levelmanagement: 'Age levels and the programmes each one offers.',
    centremanagement: 'Centres, their addresses and contact details.',
    usermanagement: 'Staff accounts, roles and what each role may do.',
    holidaymanagement: 'Public holidays and centre closures.',
    leavetypes: 'The kinds of leave children and staff ask for, and which need approval.',
    notifiablesymptoms:
      'The symptoms that alert the principal when two children of a class have them in a week.',
    schoolconfig: 'Branding, contact details and school-wide options.',
    waitlisttags: 'Tags for sorting and following up the waitlist.',
    auditlog: 'Who changed or viewed what, and background jobs that failed.',
    documenttypes: 'The documents families upload at registration, and which are required.',
    publicpages: 'The introduction, programmes and FAQ anyone reads at /intro and /parentinfo.',
    registrationstateeditor: 'The steps an enquiry may move between, from enquiry to enrolment.',
  },
} as const
