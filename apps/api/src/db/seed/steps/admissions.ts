import { BLACKLIST_REASON_CATEGORY, enquiryState, singaporeToday } from '@preschool/domain'
import { and, asc, eq } from 'drizzle-orm'
import type { Tx } from '../../client'
import {
  blacklistDrafts,
  blacklists,
  centreLevels,
  childLevels,
  childRelations,
  children,
  codes,
  enquiries,
  enquiryActivities,
  levels,
  parents,
  users,
} from '../../schema'
import { demoAdmissions, demoBlacklisted, demoBlacklistRequest } from '../content/admissions'
import { identityNumber } from '../content/identity-number'
import { lookup } from '../lookup'
import type { SeededCentre } from './centres'

const DAY = 86_400_000

/** The first level (and programme) a centre offers, and a birth date that fits it at the enrolment month. */
async function firstOffer(tx: Tx, centreId: number) {
  const [offer] = await tx
    .select({ fkLevel: levels.id, fkProgram: centreLevels.fkProgram, fromMonth: levels.fromMonth })
    .from(centreLevels)
    .innerJoin(levels, eq(levels.id, centreLevels.fkLevel))
    .where(eq(centreLevels.fkCentre, centreId))
    .orderBy(asc(levels.fromMonth))
    .limit(1)
  if (!offer) throw new Error(`Demo centre ${centreId} offers no level`)
  return offer
}

/** Families in every enrolment stage, their moves in the activity log, and a blacklist entry and request. */
export async function insertDemoAdmissions(
  tx: Tx,
  seededCentres: ReadonlyMap<string, SeededCentre>,
  today: Date,
): Promise<void> {
  const [y, m] = singaporeToday(today).split('-').map(Number)
  const plan = new Date(Date.UTC(y, m, 1)).toISOString().slice(0, 10)
  const ids = new Map<string, { childId: number; userId: number; centreId: number; schoolId: number }>()
  for (const [index, family] of demoAdmissions.entries()) {
    const centre = lookup(seededCentres, family.centre, 'centre')
    const offer = await firstOffer(tx, centre.id)
    const born = new Date(Date.UTC(y, m - offer.fromMonth - 2, 10)).toISOString().slice(0, 10)
    const [user] = await tx
      .insert(users)
      .values({
        fkSchool: centre.fkSchool,
        email: `${family.parent[0].toLowerCase()}.${family.parent[1].toLowerCase()}@family.demo`,
        firstname: family.parent[0],
        lastname: family.parent[1],
        mobilePhone: `9${String(1000000 + index * 7919).slice(0, 7)}`,
        mobilePhoneCountryCode: '+65',
      })
      .returning({ id: users.id })
    await tx.insert(parents).values({ fkSchool: centre.fkSchool, fkUser: user.id })
    const [child] = await tx
      .insert(children)
      .values({
        fkSchool: centre.fkSchool,
        firstname: family.child[0],
        lastname: family.child[1],
        dateOfBirth: born,
        birthCertificate: identityNumber(Number(born.slice(0, 4)), 7000 + index),
      })
      .returning({ id: children.id })
    await tx
      .insert(childRelations)
      .values({ fkSchool: centre.fkSchool, fkChild: child.id, fkUser: user.id, isMainApplicant: true })
    const state = enquiryState(family.state)
    const entered = new Date(today.getTime() - family.daysInState * DAY)
    const created = new Date(entered.getTime() - 14 * DAY)
    const closed = family.state === 'cancelled_enquiry' || family.state === 'blacklisted'
    const [enquiry] = await tx
      .insert(enquiries)
      .values({
        fkSchool: centre.fkSchool,
        fkCentre: centre.id,
        fkUser: user.id,
        fkChild: child.id,
        fkLevel: offer.fkLevel,
        fkProgram: offer.fkProgram,
        fkEnquiryState: state.id,
        firstname: family.parent[0],
        lastname: family.parent[1],
        childFirstname: family.child[0],
        childLastname: family.child[1],
        enrollmentPlan: plan,
        active: !closed,
        waitlistedAt: family.waitlisted ? entered : null,
        createdAt: created,
      })
      .returning({ id: enquiries.id })
    // An enrolled family holds its seat from the planned month, as completing an enrolment gives it: the child is
    // then on the centre's children list as well as under Enrolled in admissions.
    if (family.state === 'enrolled') {
      await tx.insert(childLevels).values({
        fkSchool: centre.fkSchool,
        fkChild: child.id,
        fkCentre: centre.id,
        fkLevel: offer.fkLevel,
        fkProgram: offer.fkProgram,
        from: plan,
      })
      await tx.update(children).set({ enrolmentDate: plan }).where(eq(children.id, child.id))
    }
    const first = enquiryState('new_enquiry')
    await tx.insert(enquiryActivities).values([
      {
        fkSchool: centre.fkSchool,
        fkEnquiry: enquiry.id,
        fkToState: first.id,
        fkUser: user.id,
        action: 'created',
        createdAt: created,
      },
      ...(state.id === first.id
        ? []
        : [
            {
              fkSchool: centre.fkSchool,
              fkEnquiry: enquiry.id,
              fkFromState: first.id,
              fkToState: state.id,
              action: 'demo',
              createdAt: entered,
            },
          ]),
    ])
    ids.set(family.child[0], {
      childId: child.id,
      userId: user.id,
      centreId: centre.id,
      schoolId: centre.fkSchool,
    })
  }
  await insertDemoBlacklist(tx, ids)
}

async function reasonId(tx: Tx, schoolId: number, label: string): Promise<number> {
  const [code] = await tx
    .select({ id: codes.id })
    .from(codes)
    .where(
      and(
        eq(codes.fkSchool, schoolId),
        eq(codes.category, BLACKLIST_REASON_CATEGORY),
        eq(codes.label, label),
      ),
    )
  if (!code) throw new Error(`Demo blacklist reason ${label} is missing`)
  return code.id
}

async function insertDemoBlacklist(
  tx: Tx,
  ids: Map<string, { childId: number; userId: number; centreId: number; schoolId: number }>,
) {
  const listed = lookup(ids, demoBlacklisted.child, 'family')
  await tx.insert(blacklists).values({
    fkSchool: listed.schoolId,
    fkCentre: listed.centreId,
    fkChild: listed.childId,
    fkUser: listed.userId,
    fkCode: await reasonId(tx, listed.schoolId, demoBlacklisted.reason),
    remark: demoBlacklisted.remark,
  })
  const asked = lookup(ids, demoBlacklistRequest.child, 'family')
  const [maker] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, demoBlacklistRequest.requestedBy))
  await tx.insert(blacklistDrafts).values({
    fkSchool: asked.schoolId,
    fkCentre: asked.centreId,
    kind: 'add',
    fkChild: asked.childId,
    fkParent: asked.userId,
    fkCode: await reasonId(tx, asked.schoolId, demoBlacklistRequest.reason),
    remark: demoBlacklistRequest.remark,
    fkUser: maker.id,
  })
}
