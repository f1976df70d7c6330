import { Access, addDays, type EnquiryStateCode, singaporeToday } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import {
  childActivityLogs,
  childRelations,
  enquiries,
  levels,
  notifications,
  outbox,
  seatOffers,
  waitlistTags,
} from '../../db/schema'
import {
  buildCapacity,
  buildCentre,
  buildFamily,
  buildHQ,
  buildSchool,
  buildStaff,
  type Family,
  type TestSchool,
  type TestUser,
  unique,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import { insertEnquiryTag } from './queries'

export const RW = Access.read | Access.write

/** The 1st of the month `months` from this one (Singapore). */
export const monthAhead = (months: number) => {
  const today = singaporeToday()
  const d = new Date(Date.UTC(Number(today.slice(0, 4)), Number(today.slice(5, 7)) - 1 + months, 1))
  return d.toISOString().slice(0, 10)
}

export interface WaitlistWorld {
  school: TestSchool
  centreId: number
  otherCentreId: number
  levelId: number
  /** waitlist_management read and write at `centreId`. */
  staff: TestUser
  readOnly: TestUser
  /** waitlist_management read and write at `otherCentreId` only. */
  otherStaff: TestUser
  noModule: TestUser
  hq: TestUser
}

export async function buildWaitlistWorld(): Promise<WaitlistWorld> {
  const school = await buildSchool()
  const centre = await buildCentre(school, { label: `Little Steps ${unique()}` })
  const other = await buildCentre(school)
  const [level] = await school.db
    .insert(levels)
    .values({ fkSchool: school.id, label: `Nursery ${unique()}`, fromMonth: 36, toMonth: 48 })
    .returning()
  return {
    school,
    centreId: centre.id,
    otherCentreId: other.id,
    levelId: level.id,
    staff: await buildStaff(school, { waitlist_management: RW }, [centre.id]),
    readOnly: await buildStaff(school, { waitlist_management: Access.read }, [centre.id]),
    otherStaff: await buildStaff(school, { waitlist_management: RW }, [other.id]),
    noModule: await buildStaff(school, { enquiry_management: RW }, [centre.id]),
    hq: await buildHQ(school, { waitlist_management: RW }),
  }
}

/** A family waiting at the world's centre for `month` (2 months ahead by default), enquired at `createdAt`. */
export function waitingFamily(
  w: WaitlistWorld,
  opts: {
    month?: string
    createdAt?: Date
    state?: EnquiryStateCode
    centreId?: number
    race?: string
    waitlisted?: boolean
  } = {},
): Promise<Family> {
  return buildFamily(w.school, {
    centreId: opts.centreId ?? w.centreId,
    levelId: w.levelId,
    enrollmentPlan: opts.month ?? monthAhead(2),
    state: opts.state,
    child: {
      firstname: 'Ava',
      lastname: `Ong${unique()}`,
      dateOfBirth: '2023-01-15',
      race: opts.race ?? null,
    },
    overrides: {
      createdAt: opts.createdAt ?? new Date(),
      waitlistedAt: opts.waitlisted === false ? null : new Date(),
    },
  })
}

export const capacity = (w: WaitlistWorld, places: number, month = monthAhead(0)) =>
  buildCapacity(w.school, { centreId: w.centreId, levelId: w.levelId, month, capacity: places })

export async function tag(w: WaitlistWorld, description: string, weight: number) {
  const [row] = await w.school.db
    .insert(waitlistTags)
    .values({ fkSchool: w.school.id, description: `${description} ${unique()}`, weight })
    .returning()
  return row
}

export const tagEnquiry = (w: WaitlistWorld, enquiryId: number, tagId: number) =>
  insertEnquiryTag(w.school.db, { fkSchool: w.school.id, fkEnquiry: enquiryId, fkTag: tagId })

export async function enquiryRow(w: WaitlistWorld, enquiryId: number) {
  const [row] = await w.school.db.select().from(enquiries).where(eq(enquiries.id, enquiryId))
  return row
}

export const offersOf = (w: WaitlistWorld, enquiryId: number) =>
  w.school.db.select().from(seatOffers).where(eq(seatOffers.fkEnquiry, enquiryId))

export const logOf = (w: WaitlistWorld, enquiryId: number) =>
  w.school.db.select().from(childActivityLogs).where(eq(childActivityLogs.fkEnquiry, enquiryId))

export const bellOf = (w: WaitlistWorld, userId: number) =>
  w.school.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.fkSchool, w.school.id), eq(notifications.fkUser, userId)))

export const mailsTo = (w: WaitlistWorld, email: string) =>
  w.school.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.fkSchool, w.school.id), eq(outbox.recipient, email)))

export const dayAhead = (days: number) => addDays(singaporeToday(), days)

export const WAIT_LIST = graphql(`
  query WaitlistList(
    $filter: WaitListFilter
    $tag: Int
    $preferEnrolDate: Date
    $filterByVacancy: Boolean
    $race: String
    $pagination: Pagination
  ) {
    getWaitList(
      filter: $filter
      tag: $tag
      preferEnrolDate: $preferEnrolDate
      filterByVacancy: $filterByVacancy
      race: $race
      pagination: $pagination
    ) {
      totalCount
      data {
        ID
        queueWeight
        queuePosition
        enrollmentPlan
        waitlistTags {
          ID
          description
          weight
        }
        stateHistory {
          action
          toState {
            stateCode
          }
        }
        offer {
          month
          status
          dueDate
        }
      }
    }
  }
`)

export const OFFER = graphql(`
  mutation WaitlistOffer($IDEnquiry: Int!, $month: Date) {
    acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {
      ID
      admissionStatus {
        stateCode
      }
      offer {
        month
        status
        dueDate
      }
    }
  }
`)

export const DECLINE = graphql(`
  mutation WaitlistDecline($IDEnquiry: Int!, $remarks: String) {
    rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {
      ID
      admissionStatus {
        stateCode
      }
      offer {
        status
      }
    }
  }
`)

export const POSITIONS = graphql(`
  query WaitlistPositions {
    getMyWaitlistPositions {
      IDEnquiry
      position
      queueLength
      expectedOfferMonth
      reasons
      offer {
        month
        dueDate
        status
      }
    }
  }
`)

/**
 * One parent waiting with `count` enquiries, each for another child (as a family of siblings), in as many queues:
 * the months ahead in turn, at the world's two centres. Answers the parent.
 */
export async function waitingSiblings(w: WaitlistWorld, count: number): Promise<TestUser> {
  const first = await waitingFamily(w, { month: monthAhead(1) })
  for (let i = 1; i < count; i += 1) {
    const sibling = await waitingFamily(w, {
      month: monthAhead(1 + (i % 12)),
      centreId: i % 2 ? w.otherCentreId : w.centreId,
    })
    await w.school.db
      .update(enquiries)
      .set({ fkUser: first.parent.id })
      .where(eq(enquiries.id, sibling.enquiryId))
    await w.school.db
      .update(childRelations)
      .set({ fkUser: first.parent.id })
      .where(eq(childRelations.fkChild, sibling.childId))
  }
  return first.parent
}
