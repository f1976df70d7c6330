import { actorOf } from '../../../platform/authz/actor'
import type { MutationAddEventPhotosArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { addPhotos } from '../photos'
import { toEventPhoto } from './photo-mapper'

export const addEventPhotos = guard(
  actions.events.photos,
  (a: Args) => ({ event: a.IDEvent }),
  async (args: Args, { viewer }, ctx) =>
    (await addPhotos(ctx.db, ctx, actorOf(viewer), args.IDEvent, { photos: args.photos })).map(toEventPhoto),
)
