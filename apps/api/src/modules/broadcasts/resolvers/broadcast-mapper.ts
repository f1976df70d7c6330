import type { Broadcast } from '../../../generated/graphql'
import type { BroadcastWithDetails } from '../listing'

export const toBroadcast = ({ row, scopes, attachments, sender }: BroadcastWithDetails): Broadcast => ({
  ID: row.id,
  subject: row.subject,
  fkUser: row.fkUser,
  description: row.description,
  status: row.status,
  active: row.status !== 'deleted',
  needsAcknowledgement: row.needsAcknowledgement,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
  publishedAt: row.publishedAt?.toISOString() ?? null,
  editedAt: row.editedAt?.toISOString() ?? null,
  remindedAt: row.remindedAt?.toISOString() ?? null,
  sender,
  scopes: scopes.map((s) => ({ type: s.type, ID: s.ID, label: s.label })),
  attachments: attachments.map((a) => ({
    ID: a.id,
    fileKey: a.fileKey,
    fileSize: a.fileSize,
    name: a.name,
    isPhoto: a.isPhoto,
    url: a.url,
  })),
  isRead: row.isRead,
  recipientCount: row.recipientCount,
  readCount: row.readCount,
})
