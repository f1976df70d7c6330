import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { selectBanks } from '../queries'
import { toBank } from './giro-mapper'

export const findAllBankBicCode = guard(actions.giro.banks, async (_args: unknown, _grant, ctx) =>
  (await selectBanks(ctx.db)).map(toBank),
)
