import { Access } from '@preschool/domain'
import { and, asc, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { notifications, outbox } from '../../db/schema'
import { buildHQ, buildStaff, type TestSchool } from '../../test/builders'
import { buildEnquiryWorld, enquiryArgs, submitOk } from './test-fixtures'

const noticesOf = (school: TestSchool, userId: number) =>
  school.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.fkSchool, school.id), eq(notifications.fkUser, userId)))
    .orderBy(asc(notifications.id))

const emailsTo = (school: TestSchool, email: string) =>
  school.db.select().from(outbox).where(eq(outbox.recipient, email)).orderBy(asc(outbox.id))

describe('a new enquiry in the centre staff’s work queue', () => {
  it('tells the staff with enquiry_management at each chosen centre, and HQ, by bell and email', async () => {
    const world = await buildEnquiryWorld()
    const { school } = world
    const near = await buildStaff(school, { enquiry_management: Access.read }, [world.near.id])
    const middle = await buildStaff(school, { enquiry_management: Access.read }, [world.middle.id])
    const elsewhere = await buildStaff(school, { enquiry_management: Access.read }, [world.far.id])
    const visitsOnly = await buildStaff(school, { visit_management: Access.read }, [world.near.id])
    const hq = await buildHQ(school, { enquiry_management: Access.read })
    await submitOk(enquiryArgs(world, { centreIDs: [world.near.id, world.middle.id] }))

    const [nearNotice] = await noticesOf(school, near.id)
    expect(nearNotice).toMatchObject({ title: `New enquiry: Kai Lim at ${world.near.label}` })
    // The notice opens the enquiry's waitlist detail.
    expect(nearNotice.navigate).toMatch(/^\/waitlistmanagement\/\d+$/)
    expect(nearNotice.body).toBe(`A new enquiry for Kai Lim has arrived at ${world.near.label}.`)
    expect((await noticesOf(school, middle.id))[0].body).toContain(world.middle.label)
    // HQ reaches both centres: one notice per enquiry.
    expect((await noticesOf(school, hq.id)).map((n) => n.body)).toHaveLength(2)
    // Each centre's email names the child and that centre: no two identical subjects.
    expect((await emailsTo(school, near.email)).map((m) => m.subject)).toEqual([
      `New enquiry: Kai Lim at ${world.near.label}`,
    ])
    expect((await emailsTo(school, middle.email)).map((m) => m.subject)).toEqual([
      `New enquiry: Kai Lim at ${world.middle.label}`,
    ])
    expect(await noticesOf(school, elsewhere.id)).toEqual([])
    expect(await noticesOf(school, visitsOnly.id)).toEqual([])
  })
})
