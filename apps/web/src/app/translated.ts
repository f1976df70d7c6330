import type { Translation } from '../i18n/translation'
import type { enPublic } from './en-public'
import type { enStaff } from './en-staff'

/**
 * What each language other than English translates (issue 27): every text a visitor's first page shows, and the
 * groups of the screens parents use. Staff-only groups stay English (i18next falls back to it); a group a parent
 * reads that is not listed here yet shows in English too, until its translation joins this list.
 */
export type ParentGroup =
  | 'home'
  | 'auth'
  | 'account'
  | 'parentEnquiries'
  | 'registration'
  | 'payment'
  | 'cardPayment'
  | 'invoicePayment'
  | 'kiosk'
  | 'esign'
  | 'giro'
  | 'parentApp'
  | 'documents'
  | 'attendance'
  | 'pickups'
  | 'leave'
  | 'finance'
  | 'withdrawals'
  | 'transfers'
  | 'events'
  | 'eventPhotos'
  | 'broadcasts'
  | 'publicInfo'
  | 'refusals'

/** A language's texts of the first page (app/<lang>-public.ts). */
export type PublicTranslation = Translation<typeof enPublic>
/** A language's texts of the parents' other screens (app/<lang>-parent.ts). */
export type ParentTranslation = Translation<Pick<typeof enStaff, ParentGroup>>
