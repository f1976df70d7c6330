import { actorOf } from '../../../platform/authz/actor'
import type { MutationUpdateEventPhotoTagsArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { setPhotoTags } from '../photos'
import { toEventPhoto } from './photo-mapper'

export const updateEventPhotoTags = guard(
  actions.events.photos,
  (a: Args) => ({ event: a.IDEvent }),
  async (args: Args, { viewer }, ctx) =>
    (await setPhotoTags(ctx.db, ctx, actorOf(viewer), args.IDEvent, args.IDPhoto, args.childIDs)).map(
      toEventPhoto,
    ),
)
