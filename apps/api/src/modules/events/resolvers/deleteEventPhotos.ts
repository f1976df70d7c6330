import { actorOf } from '../../../platform/authz/actor'
import type { MutationDeleteEventPhotosArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { deletePhotos } from '../photos'
import { toEventPhoto } from './photo-mapper'

export const deleteEventPhotos = guard(
  actions.events.photos,
  (a: Args) => ({ event: a.IDEvent }),
  async (args: Args, { viewer }, ctx) =>
    (await deletePhotos(ctx.db, ctx, actorOf(viewer), args.IDEvent, args.IDPhotos)).map(toEventPhoto),
)
