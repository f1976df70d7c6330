import type { EventPhoto } from '../../../generated/graphql'
import type { PhotoView } from '../photos'

export const toEventPhoto = ({ row, url, thumbnailUrl, tags }: PhotoView): EventPhoto => ({
  ID: row.id,
  fileKey: row.fileKey,
  status: row.status,
  active: row.active,
  caption: row.caption,
  url,
  thumbnailUrl,
  width: row.width,
  height: row.height,
  createdAt: row.createdAt.toISOString(),
  tags: tags.map((t) => ({ childID: t.childId, childName: t.childName, photoConsent: t.consent })),
})
