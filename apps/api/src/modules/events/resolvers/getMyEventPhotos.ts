import { actorOf } from '../../../platform/authz/actor'
import type { QueryGetMyEventPhotosArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { myAlbum } from '../photos'
import { toEventPhoto } from './photo-mapper'

export const getMyEventPhotos = guard(
  actions.events.rsvp,
  (a: Args) => ({ child: a.IDChild }),
  async (args: Args, { viewer }, ctx) => {
    const album = await myAlbum(ctx.db, ctx, actorOf(viewer), args.IDEvent, args.IDChild)
    return { photoConsent: album.photoConsent, photos: album.photos.map(toEventPhoto) }
  },
)
