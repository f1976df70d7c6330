import { crc32, deflateSync } from 'node:zlib'
import { and, eq, inArray } from 'drizzle-orm'
import { storeGeneratedFile, type StorageDeps } from '../../../platform/storage/files'
import type { Tx } from '../../client'
import { eventPhotos, events, users } from '../../schema'

const chunk = (type: string, data: Buffer) => {
  const head = Buffer.alloc(8)
  head.writeUInt32BE(data.length, 0)
  head.write(type, 4, 'latin1')
  const crc = Buffer.alloc(4)
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0)
  return Buffer.concat([head, data, crc])
}

/** A small PNG: a sky-to-colour gradient, enough for the album to show real pictures without binary files in git. */
export function demoPng(rgb: [number, number, number], width = 96, height = 72): Buffer {
  const header = Buffer.alloc(13)
  header.writeUInt32BE(width, 0)
  header.writeUInt32BE(height, 4)
  header.set([8, 2, 0, 0, 0], 8)
  const rows = Buffer.alloc((width * 3 + 1) * height)
  for (let y = 0; y < height; y += 1) {
    const at = y * (width * 3 + 1)
    const mix = y / height
    for (let x = 0; x < width; x += 1)
      for (let c = 0; c < 3; c += 1) rows[at + 1 + x * 3 + c] = Math.round(230 * (1 - mix) + rgb[c] * mix)
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  return Buffer.concat([
    signature,
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows)),
    chunk('IEND', Buffer.alloc(0)),
  ])
}

const PHOTOS: {
  title: string
  caption: string
  rgb: [number, number, number]
  status: 'published' | 'unpublished'
}[] = [
  {
    title: 'Racial Harmony Day',
    caption: 'Traditional costumes parade',
    rgb: [200, 60, 60],
    status: 'published',
  },
  { title: 'Racial Harmony Day', caption: 'Kueh making', rgb: [60, 160, 90], status: 'published' },
  { title: 'Racial Harmony Day', caption: 'Songs of many lands', rgb: [70, 90, 200], status: 'published' },
  // Waiting for review. Not on the coming Family Sports Day: its album starts empty for the browser test that fills it.
  { title: 'Racial Harmony Day', caption: 'Lantern walk', rgb: [240, 170, 40], status: 'unpublished' },
]

/**
 * Album photos of the demo events: the past Racial Harmony Day's, three published (families see them) and one
 * waiting for review. Stored as real files, so the seed needs the storage (the server passes it at start).
 */
export async function insertDemoEventPhotos(tx: Tx, deps: StorageDeps) {
  const found = await tx
    .select({ id: events.id, title: events.title, schoolId: events.fkSchool, approver: events.fkApprover })
    .from(events)
    .where(
      and(inArray(events.title, [...new Set(PHOTOS.map((p) => p.title))]), eq(events.status, 'published')),
    )
  const [staff] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, 'staff@littlesteps.demo'))
  if (!staff) return
  for (const [index, photo] of PHOTOS.entries()) {
    const event = found.find((e) => e.title === photo.title)
    if (!event) continue
    const file = await storeGeneratedFile(tx, deps, {
      schoolId: event.schoolId,
      userId: staff.id,
      purpose: 'event_photo',
      filename: `photo-${index + 1}.png`,
      format: 'png',
      bytes: demoPng(photo.rgb),
    })
    await tx.insert(eventPhotos).values({
      fkSchool: event.schoolId,
      fkEvent: event.id,
      fileKey: file.key,
      caption: photo.caption,
      width: 96,
      height: 72,
      status: photo.status,
      fkUploadedBy: staff.id,
      ...(photo.status === 'published' ? { fkStatusBy: event.approver, statusAt: new Date() } : {}),
    })
  }
}
