import { addDays } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import type { Tx } from '../../client'
import {
  childRelations,
  children,
  enquiries,
  enquiryActivities,
  enquiryTags,
  userRoles,
  users,
  waitlistTags,
} from '../../schema'
import { demoParent } from '../content/accounts'
import { demoTags, demoWaitingFamilies } from '../content/waitlist'

const daysBefore = (today: Date, days: number) => new Date(today.getTime() - days * 86_400_000)

/**
 * The first school's waitlist: its tags, and families waiting for the demo enquiry's centre, level and month
 * (two of them tagged), so the waitlist, its order and the parent's place in the queue show real data.
 */
export async function insertWaitlist(tx: Tx, today: Date): Promise<void> {
  const [demo] = await tx
    .select({ enquiry: enquiries, passwordHash: users.passwordHash, born: children.dateOfBirth })
    .from(enquiries)
    .innerJoin(users, eq(users.id, enquiries.fkUser))
    .innerJoin(children, eq(children.id, enquiries.fkChild))
    .where(eq(users.email, demoParent.email))
    .limit(1)
  if (!demo) throw new Error('Demo data has no demo enquiry to wait beside')
  const { enquiry } = demo
  const school = enquiry.fkSchool
  const tags = await tx
    .insert(waitlistTags)
    .values(
      demoTags.map((t) => ({
        fkSchool: school,
        description: t.description,
        weight: t.weight,
        isCustom: false,
      })),
    )
    .returning()
  const [parentRole] = await tx
    .select({ fkRole: userRoles.fkRole })
    .from(userRoles)
    .where(eq(userRoles.fkUser, enquiry.fkUser))
  for (const [i, family] of demoWaitingFamilies.entries()) {
    const [user] = await tx
      .insert(users)
      .values({
        fkSchool: school,
        email: family.email ?? `waiting${i + 1}@families.littlesteps.demo`,
        passwordHash: family.email ? demo.passwordHash : null,
        firstname: family.parent[0],
        lastname: family.parent[1],
        mobilePhone: `9${String(8100000 + i)}`,
        mobilePhoneCountryCode: '+65',
        registeredAt: family.email ? today : null,
      })
      .returning({ id: users.id })
    if (parentRole) await tx.insert(userRoles).values({ fkUser: user.id, fkRole: parentRole.fkRole })
    const [child] = await tx
      .insert(children)
      .values({
        fkSchool: school,
        firstname: family.child[0],
        lastname: family.child[1],
        // A few weeks older than the demo child, so of an age for the same level in the same month.
        dateOfBirth: addDays(demo.born, -14 * (i + 1)),
      })
      .returning({ id: children.id })
    await tx
      .insert(childRelations)
      .values({ fkSchool: school, fkChild: child.id, fkUser: user.id, isMainApplicant: true })
    const enquired = daysBefore(today, family.daysAgo)
    const [row] = await tx
      .insert(enquiries)
      .values({
        fkSchool: school,
        fkCentre: enquiry.fkCentre,
        fkUser: user.id,
        fkChild: child.id,
        fkLevel: enquiry.fkLevel,
        fkProgram: enquiry.fkProgram,
        fkEnquiryState: enquiry.fkEnquiryState,
        firstname: family.parent[0],
        lastname: family.parent[1],
        childFirstname: family.child[0],
        childLastname: family.child[1],
        enrollmentPlan: enquiry.enrollmentPlan,
        vacancyAvailable: enquiry.vacancyAvailable,
        createdAt: enquired,
        updatedAt: enquired,
        waitlistedAt: daysBefore(today, Math.max(0, family.daysAgo - 3)),
        // The sum of its tags' weights (one tag at most here), as the waitlist module keeps it.
        queueWeight: tags.find((t) => t.description === family.tag)?.weight ?? 0,
      })
      .returning({ id: enquiries.id })
    await tx.insert(enquiryActivities).values({
      fkSchool: school,
      fkEnquiry: row.id,
      fkToState: enquiry.fkEnquiryState,
      fkUser: user.id,
      action: 'created',
      createdAt: enquired,
    })
    const tag = tags.find((t) => t.description === family.tag)
    if (tag) await tx.insert(enquiryTags).values({ fkSchool: school, fkEnquiry: row.id, fkTag: tag.id })
  }
}
