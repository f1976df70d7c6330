import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { notifications, users } from '../../db/schema'
import { pngBytes } from '../../platform/storage/test-files'
import { gql } from '../../test/server'
import { ADD_PHOTOS, PHOTO_STATUS, photoWorld, uploadPhoto } from './photo-test-support'
import { CANCEL } from './test-support'

it('tells attending parents of new photos and of the cancellation each in their language', async () => {
  const w = await photoWorld()
  const reader = (userId: number, language: 'zh' | 'ta') =>
    w.school.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, userId))
  await reader(w.family.parent.id, 'zh')
  await reader(w.neighbour.parent.id, 'ta')
  const photos = []
  for (const caption of ['Sack race', 'Relay']) {
    const fileKey = await uploadPhoto(w.teacher.token, w.eventId, pngBytes)
    photos.push({ fileKey, caption, childIDs: [] })
  }
  const added = await gql(ADD_PHOTOS, { IDEvent: w.eventId, photos }, w.teacher.token)
  const IDPhotos = added.data!.addEventPhotos.map((p) => p.ID)
  const published = await gql(
    PHOTO_STATUS,
    { IDEvent: w.eventId, IDPhotos, status: 'published' },
    w.principal.token,
  )
  expect(published.errors).toBeUndefined()
  const cancelled = await gql(CANCEL, { IDEvent: w.eventId }, w.principal.token)
  expect(cancelled.errors).toBeUndefined()

  const bellsOf = async (userId: number) =>
    (
      await w.school.db
        .select({ title: notifications.title, body: notifications.body })
        .from(notifications)
        .where(eq(notifications.fkUser, userId))
        .orderBy(notifications.id)
    ).map((b) => [b.title, b.body])
  expect(await bellsOf(w.family.parent.id)).toEqual([
    ['新照片：Sports Day', 'Sports Day有 2 张新照片'],
    ['活动已取消：Sports Day', '您报名参加的活动已取消。'],
  ])
  expect(await bellsOf(w.neighbour.parent.id)).toEqual([
    ['புதிய புகைப்படங்கள்: Sports Day', 'Sports Day நிகழ்விலிருந்து 2 புதிய புகைப்படங்கள்'],
    ['நிகழ்வு ரத்து செய்யப்பட்டது: Sports Day', 'நீங்கள் பதிவுசெய்த நிகழ்வு ரத்து செய்யப்பட்டுள்ளது.'],
  ])
})
