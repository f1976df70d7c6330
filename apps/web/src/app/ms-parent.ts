import { homeMs } from '../features/home/ms'
import { authMs } from '../features/auth/ms'
import { accountMs } from '../features/account/ms'
import { parentEnquiriesMs } from '../features/visits-parent/ms'
import { registrationMs } from '../features/registration/ms'
import { paymentMs } from '../features/payment/ms'
import { cardPaymentMs } from '../features/payment/card-ms'
import { invoicePaymentMs } from '../features/invoice-payment/ms'
import { kioskMs } from '../features/kiosk/ms'
import { esignMs } from '../features/esign/ms'
import { giroMs } from '../features/giro/ms'
import { parentAppMs } from '../shell/parent-app/ms'
import { documentsMs } from '../features/documents/ms'
import { attendanceMs } from '../features/attendance/ms'
import { pickupsMs } from '../features/pickups/ms'
import { leaveMs } from '../features/leave/ms'
import { financeMs } from '../features/finance/ms'
import { withdrawalsMs } from '../features/withdrawals/ms'
import { transfersMs } from '../features/transfers/ms'
import { eventsMs } from '../features/events/ms'
import { eventPhotosMs } from '../features/event-photos/ms'
import { broadcastsMs } from '../features/broadcasts/ms'
import { publicInfoMs } from '../features/public/info-ms'
import { refusalsMs } from '../lib/refusals/ms'
import type { ParentTranslation } from './translated'

/** The parents' other screens in this language (translated.ts's groups), loaded with the first screen past the first. */
export const msParent = {
  home: homeMs,
  auth: authMs,
  account: accountMs,
  parentEnquiries: parentEnquiriesMs,
  registration: registrationMs,
  payment: paymentMs,
  cardPayment: cardPaymentMs,
  invoicePayment: invoicePaymentMs,
  kiosk: kioskMs,
  esign: esignMs,
  giro: giroMs,
  parentApp: parentAppMs,
  documents: documentsMs,
  attendance: attendanceMs,
  pickups: pickupsMs,
  leave: leaveMs,
  finance: financeMs,
  withdrawals: withdrawalsMs,
  transfers: transfersMs,
  events: eventsMs,
  eventPhotos: eventPhotosMs,
  broadcasts: broadcastsMs,
  publicInfo: publicInfoMs,
  refusals: refusalsMs,
} satisfies ParentTranslation
