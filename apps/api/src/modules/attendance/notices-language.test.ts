import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, outbox, users } from '../../db/schema'
import { onFixedClock } from '../../test/clock'
import { gql } from '../../test/server'
import { buildAttendanceWorld, MARK } from './test-support'

// Monday 4 March 2030, 20:00 in Singapore: after the centre's closing time, so 08:05 is a past time of the day.
onFixedClock('2030-03-04T20:00:00+08:00')

/** The bell and the email a parent gets of their child's day, in the language they chose (issue 27). */
describe.each([
  {
    language: 'zh',
    bell: ['Aisha Tan 已入园', 'Aisha Tan 已于 08:05 入园签到。'],
    mail: [
      '发烧：Aisha Tan',
      'Aisha Tan 在 08:05 的健康检查中体温为 37.8 °C。中心将会与您联系。',
      '此致敬礼',
      '查看孩子的一天',
    ],
  },
  {
    language: 'ms',
    bell: ['Aisha Tan telah mendaftar masuk', 'Aisha Tan telah didaftar masuk pada 08:05.'],
    mail: [
      'Demam: Aisha Tan',
      'Suhu badan Aisha Tan ialah 37.8 °C semasa pemeriksaan kesihatan pada 08:05. Pusat akan menghubungi anda.',
      'Salam hormat,',
      'Lihat hari anak anda',
    ],
  },
  {
    language: 'ta',
    bell: ['Aisha Tan வந்துவிட்டார்', 'Aisha Tan 08:05-க்கு மையத்திற்கு வந்ததாகப் பதியப்பட்டது.'],
    mail: [
      'காய்ச்சல்: Aisha Tan',
      '08:05-க்கு நடந்த உடல்நலப் பரிசோதனையில் Aisha Tan-இன் உடல் வெப்பநிலை 37.8 °C. மையம் உங்களைத் தொடர்புகொள்ளும்.',
      'அன்புடன்,',
      'உங்கள் குழந்தையின் நாளைப் பாருங்கள்',
    ],
  },
] as const)('a parent who reads $language', ({ language, bell, mail }) => {
  it('gets the check-in bell and the fever email in that language', async () => {
    const w = await buildAttendanceWorld()
    await w.school.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, w.parent.id))
    const marked = await gql(
      MARK,
      {
        attendanceUpdate: {
          classID: w.classId,
          date: '2030-03-04',
          type: 'check_in',
          time: '08:05',
          healthChecks: [{ childID: w.kids[0], temperature: 37.8 }],
        },
        forChild: [w.kids[0]],
      },
      w.teacher.token,
    )
    expect(marked.errors).toBeUndefined()

    const bells = await w.school.db.select().from(notifications).where(eq(notifications.fkUser, w.parent.id))
    const checkIn = bells.find((n) => n.title === bell[0])
    expect(checkIn?.body).toBe(bell[1])
    expect(bells.map((n) => n.title)).toContain(mail[0])
    const [email] = await w.school.db.select().from(outbox).where(eq(outbox.recipient, w.parent.email))
    expect(email.subject).toBe(mail[0])
    for (const words of mail.slice(1)) expect(email.bodyText).toContain(words)
    expect(email.bodyText).not.toContain('Warm regards')
  })
})
