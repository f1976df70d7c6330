import type { QueryGetEventPhotosArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { staffAlbum } from '../photos'
import { toEventPhoto } from './photo-mapper'

export const getEventPhotos = guard(
  actions.events.view,
  (a: Args) => ({ event: a.IDEvent }),
  async (args: Args, _grant, ctx) => (await staffAlbum(ctx.db, ctx, args.IDEvent)).map(toEventPhoto),
)
