import { defineModule } from '../../platform/module'
import { resolvers } from './resolvers.generated'
import './settled-elsewhere'

export const paymentsModule = defineModule(import.meta.url, resolvers)

// The module's public surface: its webhook route (http/routes.ts) and its expiry job (jobs.ts).
export { registerPaymentWebhook } from './webhook-route'
export { paymentSessionExpiry } from './expiry'
/** The shape of our order ids, for fixtures that write sessions straight to the table. */
export { makeOrderId } from './order-id'
