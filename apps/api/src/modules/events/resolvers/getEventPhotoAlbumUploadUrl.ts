import { EVENT_PHOTO_BATCH_MAX, EventPhotoMsg } from '@preschool/domain'
import type { MutationGetEventPhotoAlbumUploadUrlArgs as Args } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { badInput } from '../../../platform/errors/domain-error'
import { createUploadTarget } from '../../../platform/storage/files'

export const getEventPhotoAlbumUploadUrl = guard(
  actions.events.photos,
  (a: Args) => ({ event: a.IDEvent }),
  async (args: Args, { viewer }, ctx) => {
    if (args.files.length === 0) throw badInput(EventPhotoMsg.choosePhotos)
    if (args.files.length > EVENT_PHOTO_BATCH_MAX) throw badInput(EventPhotoMsg.batchMax)
    const targets = []
    for (const file of args.files) {
      targets.push(
        await createUploadTarget(ctx.db, ctx, {
          schoolId: viewer.schoolId,
          userId: viewer.userId,
          purpose: 'event_photo',
          filename: file.filename,
          contentType: file.contentType,
        }),
      )
    }
    return targets
  },
)
