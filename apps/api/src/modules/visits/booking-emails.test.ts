import { describe, expect, it } from 'vitest'
import {
  buildAvailability,
  buildFamily,
  buildVisitWorld,
  emailsTo,
  notificationsOf,
  run,
  setConfig,
  weekdayAhead,
} from './test-fixtures'

describe("the parent's booking emails", () => {
  it('tells the parent a booking was received and moved, in the school theme with a link that carries the school', async () => {
    const world = await buildVisitWorld()
    await setConfig(world.school, 'primary_color', '#AA3300')
    await setConfig(world.school, 'logo_url', '/brand/test/logo.svg')
    await buildAvailability(world)
    const family = await buildFamily(world)
    const { visit } = await run(
      'book',
      { IDEnquiry: family.enquiryId, date: weekdayAhead(7), from: '09:00', to: '09:30' },
      family.parent.token,
    )
    const moved = await run(
      'reschedule',
      { IDVisit: visit!.ID, date: weekdayAhead(8), from: '10:00', to: '10:30' },
      family.parent.token,
    )
    expect(moved.result.errors).toBeUndefined()
    const emails = await emailsTo(world, family.parent.email)
    expect(emails.map((m) => m.subject)).toEqual(['Centre visit request received', 'Centre visit moved'])
    expect(emails[0].bodyText).toContain('Little Steps @ Test, East')
    expect(emails[1].bodyText).toContain('10:00 to 10:30')
    expect(emails[0].bodyText).toContain(`/dashboard?fkSchool=${world.school.id}`)
    const html = emails[0].bodyHtml!
    expect(html).toContain('background: #AA3300')
    expect(html).toContain('src="http://127.0.0.1:3999/brand/test/logo.svg"')
    expect(html).toMatch(/data-role="footer"[^>]*>School test-/)
    expect((await notificationsOf(world, family.parent.id)).map((n) => n.title)).toEqual([
      'Centre visit request received',
      'Centre visit moved',
    ])
  })

  it('tells the parent a trial class was received; a decline carries its reason', async () => {
    const world = await buildVisitWorld()
    await buildAvailability(world, { visitType: 'trial' })
    const family = await buildFamily(world, { state: 'visit_approved' })
    const { visit } = await run(
      'bookTrial',
      { IDEnquiry: family.enquiryId, date: weekdayAhead(7), from: '09:00', to: '09:30' },
      family.parent.token,
    )
    await run(
      'rejectTrial',
      { IDVisit: visit!.ID, remarks: 'The class is full that week' },
      world.staff.token,
    )
    const emails = await emailsTo(world, family.parent.email)
    expect(emails.map((m) => m.subject)).toEqual(['Trial class request received', 'Trial class declined'])
    expect(emails[1].bodyText).toContain('Remarks: The class is full that week')
  })

  it('keeps a configured colour that is not a hex colour out of the email', async () => {
    const world = await buildVisitWorld()
    await setConfig(world.school, 'primary_color', 'red;background:url(x)')
    await buildAvailability(world)
    const family = await buildFamily(world)
    await run(
      'book',
      { IDEnquiry: family.enquiryId, date: weekdayAhead(7), from: '09:00', to: '09:30' },
      family.parent.token,
    )
    const [email] = await emailsTo(world, family.parent.email)
    expect(email.bodyHtml).not.toContain('url(x)')
    expect(email.bodyHtml).toContain('background: #1f6fb2')
  })
})
