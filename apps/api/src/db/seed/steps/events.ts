import { singaporeDate, singaporeInstant } from '@preschool/domain'
import { and, eq, isNull } from 'drizzle-orm'
import { recordCharge } from '../../../modules/ledger'
import type { Tx } from '../../client'
import {
  childClasses,
  childLevels,
  childRelations,
  eventRsvpGuests,
  eventRsvps,
  events,
  eventScopes,
  users,
} from '../../schema'
import { demoParent } from '../content/accounts'

const DAY = 86_400_000
const at = (today: Date, days: number, time: string) =>
  singaporeInstant(singaporeDate(new Date(today.getTime() + days * DAY)), time)
const day = (today: Date, days: number) => singaporeDate(new Date(today.getTime() + days * DAY))

/**
 * Events of the demo parent's child's centre in every category (draft, pending, upcoming, past) and a cancelled one:
 * drafted by the centre's staff, published by the principal; the child answered the upcoming paid event with a guest,
 * so its fees wait as charges for the next invoice.
 */
export async function insertDemoEvents(tx: Tx, today: Date) {
  const [family] = await tx
    .select({
      childId: childLevels.fkChild,
      centreId: childLevels.fkCentre,
      schoolId: childLevels.fkSchool,
      userId: users.id,
      classId: childClasses.fkClass,
    })
    .from(users)
    .innerJoin(childRelations, eq(childRelations.fkUser, users.id))
    .innerJoin(childLevels, and(eq(childLevels.fkChild, childRelations.fkChild), isNull(childLevels.to)))
    .leftJoin(childClasses, and(eq(childClasses.fkChild, childLevels.fkChild), isNull(childClasses.to)))
    .where(eq(users.email, demoParent.email))
    .limit(1)
  if (!family) return
  const staffId = await userId(tx, 'staff@littlesteps.demo')
  const principalId = await userId(tx, 'principal@littlesteps.demo')
  const base = {
    fkSchool: family.schoolId,
    description: 'Bring a water bottle and a hat.',
    location: 'Centre playground',
    publishDate: day(today, -30),
    fkCreator: staffId,
  }
  const published = {
    fkSubmitter: staffId,
    submittedAt: at(today, -8, '10:00'),
    fkApprover: principalId,
    publishedAt: at(today, -7, '10:00'),
  }
  const rows = await tx
    .insert(events)
    .values([
      {
        ...base,
        status: 'draft' as const,
        title: 'Graduation Concert',
        eventType: 'Concert',
        from: at(today, 60, '18:00'),
        to: at(today, 60, '20:00'),
        rsvpDeadline: at(today, 50, '23:59'),
      },
      {
        ...base,
        status: 'pending' as const,
        title: 'Zoo Excursion',
        eventType: 'Excursion',
        from: at(today, 30, '09:00'),
        to: at(today, 30, '13:00'),
        rsvpDeadline: at(today, 20, '23:59'),
        fkSubmitter: staffId,
        submittedAt: at(today, -1, '09:00'),
        paymentRequired: true,
        childEventFeeCents: 2500,
      },
      {
        ...base,
        ...published,
        status: 'published' as const,
        title: 'Family Sports Day',
        eventType: 'Sports',
        from: at(today, 14, '08:30'),
        to: at(today, 14, '12:00'),
        rsvpDeadline: at(today, 10, '23:59'),
        parentConsentRequired: true,
        termsAndConditions: 'My child may take part in the races and games, and photos may be taken.',
        paymentRequired: true,
        childEventFeeCents: 1500,
        guestEventFeeCents: 800,
        guestsAllowed: true,
        guestsDetailsRequired: true,
        guestCountLimit: 2,
      },
      {
        ...base,
        ...published,
        status: 'published' as const,
        title: 'Racial Harmony Day',
        eventType: 'Celebration',
        from: at(today, -20, '09:00'),
        to: at(today, -20, '11:00'),
        rsvpDeadline: at(today, -25, '23:59'),
      },
      {
        ...base,
        ...published,
        status: 'cancelled' as const,
        title: 'Beach Clean-up',
        eventType: 'Excursion',
        from: at(today, 21, '08:00'),
        to: at(today, 21, '10:00'),
        rsvpDeadline: at(today, 18, '23:59'),
        cancelledAt: at(today, -2, '12:00'),
        cancelRemarks: 'Postponed to next term.',
      },
    ])
    .returning({ id: events.id, title: events.title, from: events.from })
  await tx
    .insert(eventScopes)
    .values(rows.map((r) => ({ fkSchool: family.schoolId, fkEvent: r.id, fkCentre: family.centreId })))
  const sports = rows[2]
  const [rsvp] = await tx
    .insert(eventRsvps)
    .values({
      fkSchool: family.schoolId,
      fkEvent: sports.id,
      fkChild: family.childId,
      fkCentre: family.centreId,
      fkClass: family.classId,
      status: 'attending',
      fkUser: family.userId,
      consentAcceptedAt: at(today, -3, '20:15'),
      fkConsentUser: family.userId,
      consentTerms: 'My child may take part in the races and games, and photos may be taken.',
    })
    .returning({ id: eventRsvps.id })
  await tx.insert(eventRsvpGuests).values({
    fkSchool: family.schoolId,
    fkRsvp: rsvp.id,
    name: 'Lim Ah Ma',
    mobile: '91234567',
    relation: 'Grandmother',
  })
  const charge = {
    schoolId: family.schoolId,
    centreId: family.centreId,
    childId: family.childId,
    chargeDate: singaporeDate(sports.from),
    source: 'event' as const,
    sourceId: rsvp.id,
    taxable: false,
    cdaPayable: true,
    createdBy: family.userId,
  }
  await recordCharge(tx, {
    ...charge,
    line: 'child',
    label: `Event: ${sports.title}`,
    quantity: 1,
    unitPriceCents: 1500,
  })
  await recordCharge(tx, {
    ...charge,
    line: 'guests',
    label: `Event guests: ${sports.title}`,
    quantity: 1,
    unitPriceCents: 800,
  })
}

async function userId(tx: Tx, email: string): Promise<number> {
  const [row] = await tx.select({ id: users.id }).from(users).where(eq(users.email, email))
  return row.id
}
