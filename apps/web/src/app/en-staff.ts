import { homeEn } from '../features/home/en'
import { parentEnquiriesEn } from '../features/visits-parent/en'
import { registrationEn } from '../features/registration/en'
import { authEn } from '../features/auth/en'
import { levelsEn } from '../features/levels/en'
import { broadcastsEn } from '../features/broadcasts/en'
import { planningEn } from '../features/planning/en'
import { usersEn } from '../features/users/en'
import { centresEn } from '../features/centres/en'
import { waitlistEn } from '../features/waitlist/en'
import { holidaysEn } from '../features/holidays/en'
import { calendarEn } from '../features/calendar/en'
import { settingsEn } from '../features/settings/en'
import { publicInfoEn } from '../features/public/info-en'
import { publicPagesAdminEn } from '../features/public/admin-en'
import { schoolConfigEn } from '../features/schoolconfig/en'
import { auditLogEn } from '../features/auditlog/en'
import { accountEn } from '../features/account/en'
import { classesEn } from '../features/classes/en'
import { admissionsEn } from '../features/admissions/en'
import { stateMachineEn } from '../features/statemachine/en'
import { blacklistEn } from '../features/blacklist/en'
import { documentsEn } from '../features/documents/en'
import { paymentEn } from '../features/payment/en'
import { esignEn } from '../features/esign/en'
import { busesEn } from '../features/buses/en'
import { feesEn } from '../features/fees/en'
import { attendanceEn } from '../features/attendance/en'
import { notifiableSymptomsEn } from '../features/attendance/symptoms-en'
import { kioskEn } from '../features/kiosk/en'
import { pickupsEn } from '../features/pickups/en'
import { giroEn } from '../features/giro/en'
import { parentAppEn } from '../shell/parent-app/en'
import { transfersEn } from '../features/transfers/en'
import { withdrawalsEn } from '../features/withdrawals/en'
import { leaveEn } from '../features/leave/en'
import { careAlertsEn } from '../features/care-alerts/en'
import { cardPaymentEn } from '../features/payment/card-en'
import { invoicePaymentEn } from '../features/invoice-payment/en'
import { eventsEn } from '../features/events/en'
import { eventPhotosEn } from '../features/event-photos/en'
import { financeEn } from '../features/finance/en'
import { refusalsEn } from '../lib/refusals/en'

/** Every other feature's texts: loaded with the sign-in pages, the signed-in pages, or a signed-in visitor's. */
export const enStaff = {
  home: homeEn,
  parentEnquiries: parentEnquiriesEn,
  registration: registrationEn,
  auth: authEn,
  levels: levelsEn,
  broadcasts: broadcastsEn,
  planning: planningEn,
  users: usersEn,
  centres: centresEn,
  waitlist: waitlistEn,
  holidays: holidaysEn,
  calendar: calendarEn,
  events: eventsEn,
  eventPhotos: eventPhotosEn,
  settings: settingsEn,
  schoolConfig: schoolConfigEn,
  auditLog: auditLogEn,
  account: accountEn,
  classes: classesEn,
  admissions: admissionsEn,
  stateMachine: stateMachineEn,
  blacklist: blacklistEn,
  documents: documentsEn,
  payment: paymentEn,
  esign: esignEn,
  buses: busesEn,
  fees: feesEn,
  attendance: attendanceEn,
  notifiableSymptoms: notifiableSymptomsEn,
  kiosk: kioskEn,
  pickups: pickupsEn,
  giro: giroEn,
  withdrawals: withdrawalsEn,
  leave: leaveEn,
  careAlerts: careAlertsEn,
  transfers: transfersEn,
  finance: financeEn,
  publicInfo: publicInfoEn,
  publicPagesAdmin: publicPagesAdminEn,
  cardPayment: cardPaymentEn,
  invoicePayment: invoicePaymentEn,
  parentApp: parentAppEn,
  refusals: refusalsEn,
} as const
