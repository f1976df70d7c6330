import { defineModule } from '../../platform/module'
import './settled-elsewhere'
import { createPaymentSession } from './resolvers/createPaymentSession'
import { getPaymentAccess } from './resolvers/getPaymentAccess'
import { updatePaymentSession } from './resolvers/updatePaymentSession'

export const paymentsModule = defineModule(import.meta.url, {
  Query: { getPaymentAccess },
  Mutation: { createPaymentSession, updatePaymentSession },
})

// The module's public surface: its webhook route (http/routes.ts) and its expiry job (jobs.ts).
export { registerPaymentWebhook } from './webhook-route'
export { paymentSessionExpiry } from './expiry'
/** The shape of our order ids, for fixtures that write sessions straight to the table. */
export { makeOrderId } from './order-id'
