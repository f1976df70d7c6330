import { homeZh } from '../features/home/zh'
import { authZh } from '../features/auth/zh'
import { accountZh } from '../features/account/zh'
import { parentEnquiriesZh } from '../features/visits-parent/zh'
import { registrationZh } from '../features/registration/zh'
import { paymentZh } from '../features/payment/zh'
import { cardPaymentZh } from '../features/payment/card-zh'
import { invoicePaymentZh } from '../features/invoice-payment/zh'
import { kioskZh } from '../features/kiosk/zh'
import { esignZh } from '../features/esign/zh'
import { giroZh } from '../features/giro/zh'
import { parentAppZh } from '../shell/parent-app/zh'
import { documentsZh } from '../features/documents/zh'
import { attendanceZh } from '../features/attendance/zh'
import { pickupsZh } from '../features/pickups/zh'
import { leaveZh } from '../features/leave/zh'
import { financeZh } from '../features/finance/zh'
import { withdrawalsZh } from '../features/withdrawals/zh'
import { transfersZh } from '../features/transfers/zh'
import { eventsZh } from '../features/events/zh'
import { eventPhotosZh } from '../features/event-photos/zh'
import { broadcastsZh } from '../features/broadcasts/zh'
import { publicInfoZh } from '../features/public/info-zh'
import { refusalsZh } from '../lib/refusals/zh'
import type { ParentTranslation } from './translated'

/** The parents' other screens in this language (translated.ts's groups), loaded with the first screen past the first. */
export const zhParent = {
  home: homeZh,
  auth: authZh,
  account: accountZh,
  parentEnquiries: parentEnquiriesZh,
  registration: registrationZh,
  payment: paymentZh,
  cardPayment: cardPaymentZh,
  invoicePayment: invoicePaymentZh,
  kiosk: kioskZh,
  esign: esignZh,
  giro: giroZh,
  parentApp: parentAppZh,
  documents: documentsZh,
  attendance: attendanceZh,
  pickups: pickupsZh,
  leave: leaveZh,
  finance: financeZh,
  withdrawals: withdrawalsZh,
  transfers: transfersZh,
  events: eventsZh,
  eventPhotos: eventPhotosZh,
  broadcasts: broadcastsZh,
  publicInfo: publicInfoZh,
  refusals: refusalsZh,
} satisfies ParentTranslation
