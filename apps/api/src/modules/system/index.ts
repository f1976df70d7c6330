import { sql } from 'drizzle-orm'
import { defineModule } from '../../graphql/module'
import { actions } from '../../platform/authz/catalogue'
import { guard } from '../../platform/authz/guard'

export const systemModule = defineModule(import.meta.url, {
  Query: {
    health: guard(actions.system.health, async (_args: Record<string, never>, _grant, ctx) => {
      await ctx.db.execute(sql`select 1`)
      return 'ok'
    }),
  },
})
