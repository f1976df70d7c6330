import { BROADCAST_STATUSES } from '@preschool/domain'
import type { Db } from '../../db/client'
import type { BroadcastFilter, Pagination } from '../../generated/graphql'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { badInput } from '../../platform/errors/domain-error'
import { toLimitOffset } from '../../platform/pagination'
import { signedFileUrl, type StorageDeps } from '../../platform/storage/files'
import {
  type BroadcastListRow,
  selectAttachments,
  selectBroadcastPage,
  selectScopes,
  selectSenders,
} from './queries'
import { selectClassReceipts, selectRecipientPage } from './recipient-queries'

const byKey = <T, K>(rows: T[], key: (row: T) => K) => {
  const map = new Map<K, T[]>()
  for (const row of rows) map.set(key(row), [...(map.get(key(row)) ?? []), row])
  return map
}

/** Broadcast rows with their scopes, files (signed links) and senders: three statements for the whole page. */
export async function withDetails(db: Db, deps: StorageDeps, rows: BroadcastListRow[]) {
  const ids = rows.map((r) => r.id)
  const [scopes, files, senders] = await Promise.all([
    selectScopes(db, ids),
    selectAttachments(db, ids),
    selectSenders(db, [...new Set(rows.map((r) => r.fkUser))]),
  ])
  const links = await Promise.all(files.map((f) => signedFileUrl(deps, f.fileKey)))
  const scopesOf = byKey(scopes, (s) => s.fkBroadcast)
  const filesOf = byKey(
    files.map((f, i) => ({ ...f, url: links[i] })),
    (f) => f.fkBroadcast,
  )
  const senderOf = new Map(senders.map((s) => [s.ID, s]))
  return rows.map((row) => ({
    row,
    scopes: scopesOf.get(row.id) ?? [],
    attachments: filesOf.get(row.id) ?? [],
    sender: senderOf.get(row.fkUser) ?? { ID: row.fkUser, firstname: '', lastname: '', roles: [] },
  }))
}
export type BroadcastWithDetails = Awaited<ReturnType<typeof withDetails>>[number]

/** The staff list or the parent's inbox, one page. */
export async function listBroadcasts(
  db: Db,
  deps: StorageDeps,
  grant: SignedInGrant,
  filter: BroadcastFilter | null | undefined,
  pagination: Pagination | null | undefined,
) {
  if (filter?.status && !(BROADCAST_STATUSES as readonly string[]).includes(filter.status))
    throw badInput(`Status must be one of ${BROADCAST_STATUSES.join(', ')}`)
  const page = await selectBroadcastPage(
    db,
    grant,
    { id: filter?.ID, status: filter?.status, search: filter?.search },
    toLimitOffset(pagination),
  )
  return { data: await withDetails(db, deps, page.rows), totalCount: page.total, unreadCount: page.unread }
}

/** Who read a broadcast: per class, and the families page by page (unread first). */
export async function readReceipts(
  db: Db,
  broadcastId: number,
  unreadOnly: boolean,
  pagination: Pagination | null | undefined,
) {
  const [classes, page] = await Promise.all([
    selectClassReceipts(db, broadcastId),
    selectRecipientPage(db, broadcastId, unreadOnly, toLimitOffset(pagination)),
  ])
  return {
    classes,
    readCount: classes.reduce((sum, c) => sum + c.readCount, 0),
    totalCount: classes.reduce((sum, c) => sum + c.totalCount, 0),
    recipients: page.rows.map((r) => ({ ...r, readAt: r.readAt?.toISOString() ?? null })),
    recipientCount: page.total,
  }
}
