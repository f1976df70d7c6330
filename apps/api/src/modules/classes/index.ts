import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'

export const classesModule = defineModule(import.meta.url, resolvers)

// The module's public surface: the promotion-day job (jobs.ts).
export { promotionDay } from './promotion'
// Withdrawals read a child's current seat and end it on the last day.
export { type CurrentSeat, leaveSchool, selectCurrentSeat } from './seat-queries'
// Transfers move a child's seat and class to another centre.
export { type SeatMove, transferSeat } from './transfer-seat'
