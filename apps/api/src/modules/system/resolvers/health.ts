import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { ping } from '../queries'

/** The load balancer's health check: answers once the database does. */
export const health = guard(actions.system.health, async (_args: Record<string, never>, _grant, ctx) => {
  await ping(ctx.db)
  return 'ok'
})
