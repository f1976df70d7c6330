import { homeTa } from '../features/home/ta'
import { authTa } from '../features/auth/ta'
import { accountTa } from '../features/account/ta'
import { parentEnquiriesTa } from '../features/visits-parent/ta'
import { registrationTa } from '../features/registration/ta'
import { paymentTa } from '../features/payment/ta'
import { cardPaymentTa } from '../features/payment/card-ta'
import { invoicePaymentTa } from '../features/invoice-payment/ta'
import { kioskTa } from '../features/kiosk/ta'
import { esignTa } from '../features/esign/ta'
import { giroTa } from '../features/giro/ta'
import { parentAppTa } from '../shell/parent-app/ta'
import { documentsTa } from '../features/documents/ta'
import { attendanceTa } from '../features/attendance/ta'
import { pickupsTa } from '../features/pickups/ta'
import { leaveTa } from '../features/leave/ta'
import { financeTa } from '../features/finance/ta'
import { withdrawalsTa } from '../features/withdrawals/ta'
import { transfersTa } from '../features/transfers/ta'
import { eventsTa } from '../features/events/ta'
import { eventPhotosTa } from '../features/event-photos/ta'
import { broadcastsTa } from '../features/broadcasts/ta'
import { publicInfoTa } from '../features/public/info-ta'
import { refusalsTa } from '../lib/refusals/ta'
import type { ParentTranslation } from './translated'

/** The parents' other screens in this language (translated.ts's groups), loaded with the first screen past the first. */
export const taParent = {
  home: homeTa,
  auth: authTa,
  account: accountTa,
  parentEnquiries: parentEnquiriesTa,
  registration: registrationTa,
  payment: paymentTa,
  cardPayment: cardPaymentTa,
  invoicePayment: invoicePaymentTa,
  kiosk: kioskTa,
  esign: esignTa,
  giro: giroTa,
  parentApp: parentAppTa,
  documents: documentsTa,
  attendance: attendanceTa,
  pickups: pickupsTa,
  leave: leaveTa,
  finance: financeTa,
  withdrawals: withdrawalsTa,
  transfers: transfersTa,
  events: eventsTa,
  eventPhotos: eventPhotosTa,
  broadcasts: broadcastsTa,
  publicInfo: publicInfoTa,
  refusals: refusalsTa,
} satisfies ParentTranslation
