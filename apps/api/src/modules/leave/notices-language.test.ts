import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { notifications, outbox, users } from '../../db/schema'
import { onFixedClock } from '../../test/clock'
import { gql } from '../../test/server'
import { buildLeaveWorld, REJECT, REQUEST_CHILD } from './test-support'

// Tuesday 5 March 2030, 10:30 in Singapore.
onFixedClock('2030-03-05T10:30:00+08:00')

it('tells a parent who reads Tamil of a rejected leave in Tamil, the remark as written', async () => {
  const w = await buildLeaveWorld()
  await w.school.db.update(users).set({ preferredLanguage: 'ta' }).where(eq(users.id, w.parent.id))
  const asked = await gql(
    REQUEST_CHILD,
    { childID: w.kids[0], leaveData: { leaveTypeID: w.medical, from: '2030-03-11', to: '2030-03-11' } },
    w.parent.token,
  )
  const id = asked.data!.requestChildLeave.ID
  const rejected = await gql(REJECT, { IDLeaveRequest: id, remark: 'MC needed' }, w.principal.token)
  expect(rejected.errors).toBeUndefined()
  const [bell] = await w.school.db.select().from(notifications).where(eq(notifications.fkUser, w.parent.id))
  expect(bell.title).toBe('விடுப்பு நிராகரிக்கப்பட்டது: Aisha Tan')
  expect(bell.body).toBe('11/03/2030 அன்று Aisha Tan-க்கான Medical leave நிராகரிக்கப்பட்டது. குறிப்பு: MC needed')
  const [email] = await w.school.db.select().from(outbox).where(eq(outbox.recipient, w.parent.email))
  expect(email.subject).toBe(bell.title)
  expect(email.bodyText).toContain('விடுப்புக் கோரிக்கையைப் பாருங்கள்')
  expect(email.bodyText).toContain('அன்புடன்,')
})
