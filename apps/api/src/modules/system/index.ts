import { defineModule } from '../../platform/module'
import { actions } from '../../platform/authz/catalogue'
import { guard } from '../../platform/authz/guard'
import { ping } from './queries'

export const systemModule = defineModule(import.meta.url, {
  Query: {
    health: guard(actions.system.health, async (_args: Record<string, never>, _grant, ctx) => {
      await ping(ctx.db)
      return 'ok'
    }),
  },
})
