import { commonEn } from '../components/en'
import { shellEn } from '../shell/en'
import { homeEn } from '../features/home/en'
import { parentEnquiriesEn } from '../features/visits-parent/en'
import { authEn } from '../features/auth/en'
import { levelsEn } from '../features/levels/en'
import { planningEn } from '../features/planning/en'
import { usersEn } from '../features/users/en'
import { centresEn } from '../features/centres/en'
import { waitlistEn } from '../features/waitlist/en'
import { enquiryEn } from '../features/enquiry/en'
import { enquiryLocationEn } from '../features/enquiry/location/en'
import { uploadEn } from '../components/upload/en'
import { holidaysEn } from '../features/holidays/en'
import { calendarEn } from '../features/calendar/en'
import { settingsEn } from '../features/settings/en'
import { schoolConfigEn } from '../features/schoolconfig/en'
import { auditLogEn } from '../features/auditlog/en'
import { accountEn } from '../features/account/en'
import { classesEn } from '../features/classes/en'
import { pdpaEn } from '../components/pdpa-en'
import { registrationEn } from '../features/registration/en'
import { admissionsEn } from '../features/admissions/en'
import { stateMachineEn } from '../features/statemachine/en'
import { blacklistEn } from '../features/blacklist/en'
import { documentsEn } from '../features/documents/en'
import { paymentEn } from '../features/payment/en'
import { esignEn } from '../features/esign/en'
import { busesEn } from '../features/buses/en'
import { feesEn } from '../features/fees/en'
import { giroEn } from '../features/giro/en'
import { cardPaymentEn } from '../features/payment/card-en'

/**
 * The English bundle: each feature keeps its own text beside its screens (`features/<domain>/en.ts`, shell and
 * components their own); this file only names where each group lives. Another language is a file of the same
 * shape (`typeof en` makes a missing key fail the type check).
 */
export const en = {
  common: commonEn,
  shell: shellEn,
  home: homeEn,
  parentEnquiries: parentEnquiriesEn,
  registration: registrationEn,
  auth: authEn,
  levels: levelsEn,
  planning: planningEn,
  users: usersEn,
  centres: centresEn,
  waitlist: waitlistEn,
  enquiry: enquiryEn,
  enquiryLocation: enquiryLocationEn,
  upload: uploadEn,
  holidays: holidaysEn,
  calendar: calendarEn,
  settings: settingsEn,
  schoolConfig: schoolConfigEn,
  auditLog: auditLogEn,
  account: accountEn,
  classes: classesEn,
  pdpa: pdpaEn,
  admissions: admissionsEn,
  stateMachine: stateMachineEn,
  blacklist: blacklistEn,
  documents: documentsEn,
  payment: paymentEn,
  esign: esignEn,
  buses: busesEn,
  fees: feesEn,
  giro: giroEn,
  cardPayment: cardPaymentEn,
} as const

/** The shape every language bundle has. */
export type TextBundle = typeof en
