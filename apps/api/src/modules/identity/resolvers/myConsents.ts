import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectConsentsOf } from '../consent-queries'

export const myConsents = guard(actions.account.self, async (_args: unknown, { viewer }, ctx) =>
  (await selectConsentsOf(ctx.db, viewer.userId)).map(({ id, givenAt, ...row }) => ({
    ...row,
    ID: id,
    givenAt: givenAt.toISOString(),
  })),
)
