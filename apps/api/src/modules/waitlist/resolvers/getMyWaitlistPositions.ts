import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { myWaitlistPositions } from '../position'
import { toSeatOffer } from './waitlist-mapper'

export const getMyWaitlistPositions = guard(
  actions.waitlist.position,
  async (_args: unknown, { viewer }, ctx) =>
    (await myWaitlistPositions(ctx.db, viewer)).map((p) => ({
      ...p,
      offer: p.offer && toSeatOffer(p.offer),
    })),
)
