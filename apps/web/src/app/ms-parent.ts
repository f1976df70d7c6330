import { homeMs } from '../features/home/ms'
import { authMs } from '../features/auth/ms'
import { accountMs } from '../features/account/ms'
import { parentEnquiriesMs } from '../features/visits-parent/ms'
import { registrationMs } from '../features/registration/ms'
import { paymentMs } from '../features/payment/ms'
import { cardPaymentMs } from '../features/payment/card-ms'
import { esignMs } from '../features/esign/ms'
import { giroMs } from '../features/giro/ms'
import { parentAppMs } from '../shell/parent-app/ms'
import { documentsMs } from '../features/documents/ms'
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
  esign: esignMs,
  giro: giroMs,
  parentApp: parentAppMs,
  documents: documentsMs,
} satisfies ParentTranslation
