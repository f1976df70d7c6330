import { EnquiryMsg, ErrorCode, enquiryState, LanguageMsg, Messages, V } from '@preschool/domain'
import dayjs from 'dayjs'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  childRelations,
  children,
  notifications,
  parents,
  schoolConfigs,
  userRoles,
  users,
} from '../../db/schema'
import { buildCentre, buildHQ, buildParent, buildSchool } from '../../test/builders'
import type { EnquiriesNewEnquiryMutationVariables } from '../../test/generated/graphql'
import { gqlFrom, latestMessageTo, linkParam, newIp } from '../identity/test-support'
import {
  activitiesOf,
  bornMonthsBefore,
  buildEnquiryWorld,
  buildFamily,
  enquiryArgs,
  NEW_ENQUIRY,
  newCertificate,
  submit,
  submitOk,
  writtenRows,
} from './test-fixtures'

describe('newEnquiry', () => {
  it('makes the parent account, the child, one enquiry per centre and the register email in one go', async () => {
    const world = await buildEnquiryWorld()
    const args = enquiryArgs(world, {
      centreIDs: [world.near.id, world.middle.id],
      email: ' New.Family@Example.com ',
    })
    const made = await submitOk(args)
    const email = 'new.family@example.com'
    expect(made.map((e) => e.centre.label)).toEqual(['Anchorvale', 'Bishan'])
    expect(made).toHaveLength(2)
    for (const enquiry of made) {
      expect(enquiry).toMatchObject({
        fkEnquiryState: enquiryState('new_enquiry').id,
        admissionStatus: { stateCode: 'new_enquiry' },
        firstname: 'Mei',
        lastname: 'Lim',
        user: { email, mobilePhone: args.phoneNumber },
      })
    }
    // Capacity only at the near centre.
    expect(made.find((e) => e.fkCentre === world.near.id)?.vacancyAvailable).toBe(true)
    expect(made.find((e) => e.fkCentre === world.middle.id)?.vacancyAvailable).toBe(false)

    const { db } = world.school
    const [user] = await db.select().from(users).where(eq(users.email, email))
    expect(user).toMatchObject({ fkSchool: world.school.id, passwordHash: null, registeredAt: null })
    expect(await db.select().from(parents).where(eq(parents.fkUser, user.id))).toHaveLength(1)
    expect(await db.select().from(userRoles).where(eq(userRoles.fkUser, user.id))).toHaveLength(1)
    const [child] = await db.select().from(children).where(eq(children.id, made[0].fkChild))
    expect(child).toMatchObject({
      birthCertificate: args.enquiry.birthCertificate.toUpperCase(),
      dateOfBirth: args.enquiry.childBirthdate.slice(0, 10),
      firstname: 'Kai',
    })
    expect(
      await db
        .select()
        .from(childRelations)
        .where(and(eq(childRelations.fkChild, child.id), eq(childRelations.fkUser, user.id))),
    ).toHaveLength(1)
    const activities = await activitiesOf(
      world,
      made.map((e) => e.ID),
    )
    expect(activities.map((a) => [a.action, a.fkFromState, a.fkToState, a.fkUser])).toEqual([
      ['created', null, enquiryState('new_enquiry').id, user.id],
      ['created', null, enquiryState('new_enquiry').id, user.id],
    ])
    const mail = await latestMessageTo(world.school, email)
    expect(mail.channel).toBe('email')
    expect(linkParam(mail.bodyText, 'register_token')).toMatch(/.{20,}/)
    expect(await writtenRows(world)).toMatchObject({ users: 1, children: 1, enquiries: 2, outbox: 1 })
  })

  it('gives a new account the language the form was filled in: the register email is in it', async () => {
    const world = await buildEnquiryWorld()
    const args = enquiryArgs(world, { preferredLanguage: 'ta' })
    await submitOk(args)
    const [user] = await world.school.db.select().from(users).where(eq(users.email, args.email))
    expect(user.preferredLanguage).toBe('ta')
    const mail = await latestMessageTo(world.school, args.email)
    expect(mail.subject).toMatch(/^உங்கள் School test-.* பெற்றோர் கணக்கை அமையுங்கள்$/)
    expect(mail.bodyText).toContain('வணக்கம் Mei,')
    // Not one of the four: refused with the language message, nothing written.
    const before = await writtenRows(world)
    const refused = await submit(enquiryArgs(world, { preferredLanguage: 'fr' }))
    expect(refused.data?.newEnquiry.error?.[0].message).toBe(LanguageMsg.unknown)
    expect(await writtenRows(world)).toEqual(before)
  })

  it('takes the school’s skip switches onto the enquiries', async () => {
    const world = await buildEnquiryWorld()
    await world.school.db.insert(schoolConfigs).values([
      { fkSchool: world.school.id, key: 'skip_visit', value: '1' },
      { fkSchool: world.school.id, key: 'skip_trial', value: '0' },
    ])
    const [made] = await submitOk(enquiryArgs(world))
    expect(made).toMatchObject({ skipCentreVisit: true, skipTrial: false })
  })

  it('links a signed-in parent’s enquiry to them, with their names, and reuses their child', async () => {
    const world = await buildEnquiryWorld()
    const family = await buildFamily(world, world.middle.id)
    const [child] = await world.school.db.select().from(children).where(eq(children.id, family.childId))
    const before = await writtenRows(world)
    const args = enquiryArgs(world, {
      email: family.parent.email,
      enquiry: { birthCertificate: child.birthCertificate, firstname: 'Someone', lastname: 'Else' },
    })
    const [made] = await submitOk(args, family.parent.token)
    expect(made).toMatchObject({
      fkUser: family.parent.id,
      fkChild: family.childId,
      firstname: 'Test',
      lastname: 'Parent',
      user: { email: family.parent.email },
    })
    // No register email for an account that exists: a confirmation in the bell and by email instead.
    expect(await writtenRows(world)).toEqual({
      ...before,
      enquiries: before.enquiries + 1,
      outbox: before.outbox + 1,
    })
    const mail = await latestMessageTo(world.school, family.parent.email)
    expect(mail.subject).toBe('Enquiry received')
    expect(mail.bodyText).toContain(
      `Thank you for your enquiry for ${args.enquiry.childFirstname} at Anchorvale.`,
    )
    const bell = await world.school.db
      .select()
      .from(notifications)
      .where(eq(notifications.fkUser, family.parent.id))
    expect(bell.map((n) => n.title)).toEqual(['Enquiry received'])

    // The same child at a centre where it already has an open enquiry.
    const again = await submit({ ...args, centreIDs: [world.middle.id] }, family.parent.token)
    expect(again.data?.newEnquiry).toMatchObject({
      success: false,
      error: [{ message: EnquiryMsg.openEnquiryAt('Bishan'), code: ErrorCode.Conflict }],
    })
    const otherEmail = await submit(enquiryArgs(world), family.parent.token)
    expect(otherEmail.data?.newEnquiry.error?.[0].message).toBe(EnquiryMsg.emailNotYours)
  })
})

describe('newEnquiry from a staff session', () => {
  it('enquires as the family typed in, not as the staff member', async () => {
    const world = await buildEnquiryWorld()
    const hq = await buildHQ(world.school, {})
    const args = enquiryArgs(world)
    const [made] = await submitOk(args, hq.token)
    expect(made.fkUser).not.toBe(hq.id)
    expect(made.user.email).toBe(args.email)
  })
})

describe('newEnquiry refusals write nothing', () => {
  const lastMonthFirst = () => dayjs().startOf('month').subtract(1, 'month').format('YYYY-MM-DD')

  const cases: [
    string,
    (
      w: Awaited<ReturnType<typeof buildEnquiryWorld>>,
    ) => Promise<EnquiriesNewEnquiryMutationVariables> | EnquiriesNewEnquiryMutationVariables,
    string | ((w: Awaited<ReturnType<typeof buildEnquiryWorld>>) => string),
  ][] = [
    [
      'a centre of another school',
      async (w) => enquiryArgs(w, { centreIDs: [(await buildCentre(await buildSchool())).id] }),
      EnquiryMsg.centreUnavailable,
    ],
    [
      'an inactive centre',
      (w) => enquiryArgs(w, { centreIDs: [w.near.id, w.closed.id] }),
      EnquiryMsg.centreUnavailable,
    ],
    [
      'a centre not offering the level',
      (w) => enquiryArgs(w, { centreIDs: [w.near.id, w.far.id] }),
      EnquiryMsg.centreNotOffering('Clementi'),
    ],
    [
      'more than 3 centres',
      (w) => enquiryArgs(w, { centreIDs: [w.near.id, w.middle.id, w.far.id, w.closed.id] }),
      EnquiryMsg.tooManyCentres,
    ],
    [
      'the same centre twice',
      (w) => enquiryArgs(w, { centreIDs: [w.near.id, w.near.id] }),
      EnquiryMsg.centresDuplicate,
    ],
    ['no centre', (w) => enquiryArgs(w, { centreIDs: [] }), EnquiryMsg.centresRequired],
    [
      'a past enrolment date',
      (w) => enquiryArgs(w, { enquiry: { enrollmentPlan: lastMonthFirst() } }),
      V.enrolmentPast,
    ],
    [
      'an enrolment day other than the 1st or 15th',
      (w) => enquiryArgs(w, { enquiry: { enrollmentPlan: w.nextMonth.replace(/-01$/, '-10') } }),
      V.enrolmentDay,
    ],
    [
      'an enrolment month beyond the school’s period',
      (w) =>
        enquiryArgs(w, {
          enquiry: { enrollmentPlan: dayjs(w.nextMonth).add(8, 'month').format('YYYY-MM-DD') },
        }),
      EnquiryMsg.beyondPeriod(6),
    ],
    [
      'a child too young',
      (w) => enquiryArgs(w, { enquiry: { childBirthdate: bornMonthsBefore(w.nextMonth, 1) } }),
      V.minAge,
    ],
    [
      'a child too old',
      (w) => enquiryArgs(w, { enquiry: { childBirthdate: bornMonthsBefore(w.nextMonth, 80) } }),
      V.maxAge,
    ],
    [
      'a level that does not suit the age',
      (w) => enquiryArgs(w, { enquiry: { fkLevel: w.levels.infant.id, fkProgram: w.levels.infant.fullDay } }),
      EnquiryMsg.levelMismatch,
    ],
    [
      'a programme of another level',
      (w) => enquiryArgs(w, { enquiry: { fkProgram: w.levels.infant.fullDay } }),
      EnquiryMsg.programNotOfLevel,
    ],
    ['a malformed email', (w) => enquiryArgs(w, { email: 'mei@@example' }), V.emailInvalid],
    ['a malformed phone number', (w) => enquiryArgs(w, { phoneNumber: '12' }), V.mobileInvalidEnquiry],
    [
      'a phone number with its country code',
      (w) => enquiryArgs(w, { phoneNumber: '6591234567' }),
      V.mobileInvalidEnquiry,
    ],
    [
      'a missing birth certificate of a born child',
      (w) => enquiryArgs(w, { enquiry: { birthCertificate: null } }),
      V.required,
    ],
    ['a missing child name', (w) => enquiryArgs(w, { enquiry: { childFirstname: '  ' } }), V.required],
  ]

  it.each(cases)('refuses %s', async (_name, build, expected) => {
    const world = await buildEnquiryWorld()
    const before = await writtenRows(world)
    const result = await submit(await build(world))
    expect(result.errors).toBeUndefined()
    expect(result.data?.newEnquiry).toMatchObject({ success: false, data: null })
    expect(result.data?.newEnquiry.error?.[0].message).toBe(
      typeof expected === 'string' ? expected : expected(world),
    )
    expect(await writtenRows(world)).toEqual(before)
  })

  it('refuses an email of an existing account (Duplicate entry, E014) and of a staff account', async () => {
    const world = await buildEnquiryWorld()
    const family = await buildFamily(world)
    const hq = await buildHQ(world.school, {})
    const before = await writtenRows(world)
    const parentEmail = await submit(enquiryArgs(world, { email: family.parent.email }))
    expect(parentEmail.data?.newEnquiry.error).toEqual([
      { message: EnquiryMsg.emailTaken, code: ErrorCode.ExistingParent },
    ])
    expect(EnquiryMsg.emailTaken).toContain('Duplicate entry')
    const staffEmail = await submit(enquiryArgs(world, { email: hq.email }))
    expect(staffEmail.data?.newEnquiry.error).toEqual([
      { message: Messages.existingAccountEmail, code: ErrorCode.ExistingParent },
    ])
    expect(await writtenRows(world)).toEqual(before)
  })

  it('refuses a mobile number of another account', async () => {
    const world = await buildEnquiryWorld()
    await buildFamily(world) // its parent has 91234567 (+65)
    const before = await writtenRows(world)
    const result = await submit(enquiryArgs(world, { phoneNumber: '91234567' }))
    expect(result.data?.newEnquiry.error?.[0].message).toBe(EnquiryMsg.mobileTaken)
    expect(EnquiryMsg.mobileTaken).toContain('same identification number or mobile')
    expect(await writtenRows(world)).toEqual(before)
  })

  it('refuses a birth certificate of another family’s child', async () => {
    const world = await buildEnquiryWorld()
    const family = await buildFamily(world)
    const [child] = await world.school.db.select().from(children).where(eq(children.id, family.childId))
    const before = await writtenRows(world)
    const anonymous = await submit(
      enquiryArgs(world, { enquiry: { birthCertificate: child.birthCertificate } }),
    )
    expect(anonymous.data?.newEnquiry.error?.[0].message).toBe(Messages.existingAccountNric)
    const other = await buildParent(world.school)
    const signedIn = await submit(
      enquiryArgs(world, { email: other.email, enquiry: { birthCertificate: child.birthCertificate } }),
      other.token,
    )
    expect(signedIn.data?.newEnquiry.error?.[0].message).toBe(Messages.existingAccountNric)
    expect(await writtenRows(world)).toEqual({ ...before, users: before.users + 1 })
  })

  it('answers a second submit of the same new family with a check-your-email message', async () => {
    const world = await buildEnquiryWorld()
    const args = enquiryArgs(world)
    await submitOk(args)
    const before = await writtenRows(world)
    const twice = await submit({ ...args, enquiry: { ...args.enquiry, birthCertificate: newCertificate() } })
    expect(twice.data?.newEnquiry.error?.[0].message).toBe(EnquiryMsg.submittedTwice)
    expect(await writtenRows(world)).toEqual(before)
  })

  it('accepts an unborn child without a birth certificate when the child is old enough at the start', async () => {
    const world = await buildEnquiryWorld()
    const plan = dayjs(world.nextMonth).add(4, 'month').format('YYYY-MM-DD')
    const dob = dayjs(world.today).add(10, 'day').format('YYYY-MM-DD')
    const made = await submitOk(
      enquiryArgs(world, {
        enquiry: {
          birthCertificate: null,
          childBirthdate: dob,
          enrollmentPlan: plan,
          fkLevel: world.levels.infant.id,
          fkProgram: world.levels.infant.fullDay,
        },
      }),
    )
    expect(made).toHaveLength(1)
  })
})

describe('newEnquiry limits', () => {
  it('is limited per client address', async () => {
    const world = await buildEnquiryWorld()
    const ip = newIp()
    const refusedCentre = enquiryArgs(world, { centreIDs: [world.closed.id] })
    for (let i = 0; i < 30; i++) await gqlFrom(ip, NEW_ENQUIRY, refusedCentre)
    const limited = await gqlFrom(ip, NEW_ENQUIRY, enquiryArgs(world))
    expect(limited.data?.newEnquiry.error).toEqual([
      { message: Messages.tooManyAttempts, code: ErrorCode.RateLimited },
    ])
  })
})
