import { actorOf } from '../../../platform/authz/actor'
import type { MutationUpdateEventPhotosStatusArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { setStatus } from '../photos'
import { toEventPhoto } from './photo-mapper'

export const updateEventPhotosStatus = guard(
  actions.events.publishPhotos,
  (a: Args) => ({ event: a.IDEvent }),
  async (args: Args, { viewer }, ctx) =>
    (await setStatus(ctx.db, ctx, actorOf(viewer), args.IDEvent, args)).map(toEventPhoto),
)
