import { admissionRoutes } from '../features/admissions/routes'
import { attendanceRoutes } from '../features/attendance/routes'
import { auditLogRoutes } from '../features/auditlog/routes'
import { accountRoutes } from '../features/account/routes'
import { authRoutes } from '../features/auth/routes'
import { blacklistRoutes } from '../features/blacklist/routes'
import { broadcastRoutes } from '../features/broadcasts/routes'
import { busRoutes } from '../features/buses/routes'
import { feeRoutes } from '../features/fees/routes'
import { financeRoutes } from '../features/finance/routes'
import { calendarRoutes } from '../features/calendar/routes'
import { centreRoutes } from '../features/centres/routes'
import { classRoutes } from '../features/classes/routes'
import { documentRoutes } from '../features/documents/routes'
import { enquiryRoutes } from '../features/enquiry/routes'
import { esignRoutes } from '../features/esign/routes'
import { eventRoutes } from '../features/events/routes'
import { holidayRoutes } from '../features/holidays/routes'
import { homeRoutes } from '../features/home/routes'
import { kioskRoutes } from '../features/kiosk/routes'
import { leaveRoutes } from '../features/leave/routes'
import { levelRoutes } from '../features/levels/routes'
import { registrationRoutes } from '../features/registration/routes'
import { paymentRoutes } from '../features/payment/routes'
import { publicRoutes } from '../features/public/routes'
import { planningRoutes } from '../features/planning/routes'
import { stateMachineRoutes } from '../features/statemachine/routes'
import { schoolConfigRoutes } from '../features/schoolconfig/routes'
import { settingsRoutes } from '../features/settings/routes'
import { userRoutes } from '../features/users/routes'
import { waitlistRoutes } from '../features/waitlist/routes'
import { transferRoutes } from '../features/transfers/routes'
import { withdrawalRoutes } from '../features/withdrawals/routes'
import type { AppRoute } from '../shell/route-types'

/**
 * Every screen of the app. A feature adds its routes here. Auth routes are marked as such, so every sign-in page
 * sends a signed-in user to the dashboard whatever its feature declares.
 */
export const appRoutes: readonly AppRoute[] = [
  ...authRoutes.map((route): AppRoute => ({ ...route, gate: 'auth' })),
  ...homeRoutes,
  ...kioskRoutes,
  ...levelRoutes,
  ...centreRoutes,
  ...holidayRoutes,
  ...calendarRoutes,
  ...schoolConfigRoutes,
  ...settingsRoutes,
  ...userRoutes,
  ...enquiryRoutes,
  ...publicRoutes,
  ...registrationRoutes,
  ...paymentRoutes,
  ...auditLogRoutes,
  ...classRoutes,
  ...planningRoutes,
  ...admissionRoutes,
  ...stateMachineRoutes,
  ...blacklistRoutes,
  ...busRoutes,
  ...feeRoutes,
  ...accountRoutes,
  ...waitlistRoutes,
  ...documentRoutes,
  ...esignRoutes,
  ...attendanceRoutes,
  ...eventRoutes,
  ...broadcastRoutes,
  ...withdrawalRoutes,
  ...transferRoutes,
  ...financeRoutes,
  ...leaveRoutes,
]
