import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { users } from '../../db/schema'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import {
  buildAvailability,
  buildFamily,
  buildVisitWorld,
  emailsTo,
  notificationsOf,
  run,
  weekdayAhead,
} from './test-fixtures'

describe('a parent who reads Chinese', () => {
  // A Saturday in Singapore: the visit a week ahead falls on a Monday.
  onFixedClock(nextInSingapore(6, 10))

  it('is told of the booking and of the approval in Chinese, the day and times in Chinese too', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world)
    const family = await buildFamily(world)
    await world.school.db.update(users).set({ preferredLanguage: 'zh' }).where(eq(users.id, family.parent.id))
    const { visit } = await run(
      'book',
      { IDEnquiry: family.enquiryId, date: weekdayAhead(7), from: '09:00', to: '09:30' },
      family.parent.token,
    )
    const { result } = await run('approve', { IDVisit: visit!.ID, remarks: '请准时' }, world.staff.token)
    expect(result.errors).toBeUndefined()

    const bells = await notificationsOf(world, family.parent.id)
    const approved = bells.find((n) => n.title === '参观中心已获批准')
    expect(approved?.body).toMatch(
      new RegExp(
        `您在 ${world.centre.label} 的参观（\\d{4}年\\d{1,2}月\\d{1,2}日（周一） 09:00 至 09:30）已确认。`,
      ),
    )
    expect(approved?.body).toContain('备注：请准时')
    expect(bells.map((n) => n.title)).toContain('已收到您的参观中心申请')
    const emails = await emailsTo(world, family.parent.email)
    const email = emails.find((e) => e.subject === '参观中心已获批准')
    expect(email?.bodyText).toContain('我们期待与您见面。')
    expect(email?.bodyText).toContain('查看您的报名询问')
    expect(email?.bodyText).toContain('此致敬礼')
    expect(email?.bodyText).not.toContain('Centre visit')
  })
})
