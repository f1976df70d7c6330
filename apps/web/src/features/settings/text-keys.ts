import type { TextKey } from '../../i18n/text-key'

/** What each settings screen is for, by the last part of its path; a screen not listed shows its name alone. */
export const settingsDescriptionText = {
  levelmanagement: 'settings.descriptions.levelmanagement',
  centremanagement: 'settings.descriptions.centremanagement',
  usermanagement: 'settings.descriptions.usermanagement',
  holidaymanagement: 'settings.descriptions.holidaymanagement',
  leavetypes: 'settings.descriptions.leavetypes',
  notifiablesymptoms: 'settings.descriptions.notifiablesymptoms',
  schoolconfig: 'settings.descriptions.schoolconfig',
  waitlisttags: 'settings.descriptions.waitlisttags',
  auditlog: 'settings.descriptions.auditlog',
  documenttypes: 'settings.descriptions.documenttypes',
  publicpages: 'settings.descriptions.publicpages',
  registrationstateeditor: 'settings.descriptions.registrationstateeditor',
} as const satisfies Record<string, TextKey> as Partial<Record<string, TextKey>>
