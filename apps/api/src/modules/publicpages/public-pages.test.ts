import { ECDA_SUBSIDY_SCHEDULE, PUBLIC_FAQS_MAX, PublicPagesMsg } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { enquiryStateMaps } from '../../db/schema'
import { buildFeeTier } from '../../test/builders/fees'
import { buildCentre, buildHQ, buildParent, buildSchool, buildStaff } from '../../test/builders/school'
import { errorCode, gql } from '../../test/server'
import { gqlFrom, newIp } from '../identity/test-support'
import { insertSubsidySchedule } from '../registration'
import { content, FOR_EDIT, INFO, INTRO, RW, SAVE, setup, storeUpload } from './test-support'

const intro = (schoolId: number) => gqlFrom(newIp(), INTRO, { IDSchool: schoolId })
const info = (schoolId: number) => gqlFrom(newIp(), INFO, { IDSchool: schoolId })

describe('the public pages: HQ writes them, anyone reads what is published', () => {
  it('shows the published introduction, programmes, documents and FAQ of that school only, in order', async () => {
    const { school, hq } = await setup()
    const centre = await buildCentre(school)
    const other = await setup()
    await gql(
      SAVE,
      { IDSchool: other.school.id, content: content({ introduction: '<p>Elsewhere</p>' }) },
      other.hq.token,
    )

    const saved = await gql(SAVE, { IDSchool: school.id, content: content() }, hq.token)
    expect(saved.errors).toBeUndefined()
    expect(saved.data!.savePublicPages.updatedAt).not.toBeNull()

    const page = (await intro(school.id)).data!.getSchoolIntroduction
    expect(page.introduction).toBe('<p>Welcome to <strong>our school</strong>.</p>')
    expect(page.programmes).toEqual([{ title: 'Full Day', description: 'From 7am to 7pm.', imageUrl: null }])
    expect(page.centres).toEqual([
      {
        ID: centre.id,
        label: centre.label,
        addresses: [{ address: '1 Test Street', postcode: '238801', lat: 1.3, lng: 103.8 }],
      },
    ])
    const parentInfo = (await info(school.id)).data!.getParentInformation
    expect(parentInfo.faqs.map((f) => f.question)).toEqual(['When can my child start?', 'Is lunch included?'])
    expect(parentInfo.documentsToPrepare).toBe('<ul><li>Birth certificate</li></ul>')
    expect(JSON.stringify(parentInfo)).not.toContain('Elsewhere')
  })

  it('shows nothing HQ wrote while the pages are unpublished, and the centres and figures still', async () => {
    const { school, hq } = await setup()
    await buildCentre(school)
    await gql(SAVE, { IDSchool: school.id, content: content({ published: false }) }, hq.token)
    const page = (await intro(school.id)).data!.getSchoolIntroduction
    expect(page).toMatchObject({ introduction: '', programmes: [] })
    expect(page.centres).toHaveLength(1)
    const parentInfo = (await info(school.id)).data!.getParentInformation
    expect(parentInfo).toMatchObject({ documentsToPrepare: '', faqs: [] })
    expect(parentInfo.enrolmentSteps[0]).toBe('enquire')
    // HQ still sees the draft.
    const draft = await gql(FOR_EDIT, { IDSchool: school.id }, hq.token)
    expect(draft.data!.getPublicPagesForEdit).toMatchObject({ published: false, faqs: [{}, {}] })
  })

  it("lists the fees in force by level and programme, and the school's subsidy tables", async () => {
    const school = await buildSchool()
    const cheap = await buildCentre(school)
    const dear = await buildCentre(school)
    const tier = await buildFeeTier(school, cheap.id, { amount: 100_000 })
    await buildFeeTier(school, dear.id, { levelId: tier.levelId, programId: tier.programId, amount: 130_000 })
    await insertSubsidySchedule(school.db, school.id, ECDA_SUBSIDY_SCHEDULE)
    const parentInfo = (await info(school.id)).data!.getParentInformation
    expect(parentInfo.fees).toEqual([
      {
        levelLabel: expect.any(String),
        programLabel: 'Full Day',
        residency: 'citizen',
        minCents: 100_000,
        maxCents: 130_000,
      },
    ])
    expect(parentInfo.subsidySchedule.basic).toContainEqual({
      careType: 'child_care',
      working: true,
      amountCents: 30_000,
    })
  })

  it("follows the school's own state map: a school that never offers a trial has no trial step", async () => {
    const school = await buildSchool()
    const full = (await info(school.id)).data!.getParentInformation.enrolmentSteps
    expect(full).toEqual(
      expect.arrayContaining(['enquire', 'visit', 'trial', 'documents', 'payment', 'enrolled']),
    )
    // Every move into the trial's states removed: the trial step is gone, the rest stays in order.
    for (const state of [20, 21, 22, 23, 24])
      await school.db
        .update(enquiryStateMaps)
        .set({ active: false })
        .where(and(eq(enquiryStateMaps.fkSchool, school.id), eq(enquiryStateMaps.fkToState, state)))
    const steps = (await info(school.id)).data!.getParentInformation.enrolmentSteps
    expect(steps).not.toContain('trial')
    expect(steps).toEqual(full.filter((s) => s !== 'trial' && s !== 'trial_payment'))
  })
})

describe('editing the public pages: head office alone, on clean input', () => {
  it('keeps only safe formatting and refuses an answer that is nothing but a script', async () => {
    const { school, hq } = await setup()
    const saved = await gql(
      SAVE,
      {
        IDSchool: school.id,
        content: content({
          introduction: '<p onclick="x()">Hi<script>alert(1)</script><img src=x onerror=y()></p>',
          faqs: [{ question: 'Q', answer: '<a href="javascript:alert(1)">link</a> ok' }],
        }),
      },
      hq.token,
    )
    expect(saved.data!.savePublicPages.introduction).toBe('<p>Hi</p>')
    expect(saved.data!.savePublicPages.faqs[0].answer).toBe(
      '<a target="_blank" rel="noopener noreferrer">link</a> ok',
    )
    const empty = await gql(
      SAVE,
      { IDSchool: school.id, content: content({ faqs: [{ question: 'Q', answer: '<script>x</script>' }] }) },
      hq.token,
    )
    expect(empty.errors?.[0].message).toBe(PublicPagesMsg.answerRequired)
  })

  it('refuses over-long, missing, too many and control-character input, and changes nothing', async () => {
    const { school, hq } = await setup()
    await gql(SAVE, { IDSchool: school.id, content: content() }, hq.token)
    const refused = [
      content({ introduction: 'x'.repeat(20_001) }),
      content({ programmes: [{ title: ' ', description: '', image: null }] }),
      content({ faqs: [{ question: 'q'.repeat(201), answer: 'a' }] }),
      content({ faqs: Array.from({ length: PUBLIC_FAQS_MAX + 1 }, () => ({ question: 'q', answer: 'a' })) }),
      content({ faqs: [{ question: 'Bell\u0007', answer: 'a' }] }),
    ]
    for (const bad of refused) {
      const result = await gql(SAVE, { IDSchool: school.id, content: bad }, hq.token)
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
    }
    const after = (await gql(FOR_EDIT, { IDSchool: school.id }, hq.token)).data!.getPublicPagesForEdit
    expect(after.faqs).toHaveLength(2)
  })

  it("stores a programme's picture as its public address, and refuses another school's file", async () => {
    const { school, hq } = await setup()
    const key = await storeUpload(school, 'public_page_image')
    const withImage = (image: string) =>
      content({ programmes: [{ title: 'Full Day', description: '', image }] })
    const saved = await gql(SAVE, { IDSchool: school.id, content: withImage(key) }, hq.token)
    const url = saved.data!.savePublicPages.programmes[0].imageUrl!
    expect(url).toBe(`/files/public/${key.split('/').map(encodeURIComponent).join('/')}`)
    // Saved again as its address: still accepted.
    expect(
      (await gql(SAVE, { IDSchool: school.id, content: withImage(url) }, hq.token)).errors,
    ).toBeUndefined()
    const other = await buildSchool()
    for (const bad of [
      await storeUpload(other, 'public_page_image'),
      await storeUpload(school, 'holiday_photo'),
      '../../etc/passwd',
    ]) {
      const result = await gql(SAVE, { IDSchool: school.id, content: withImage(bad) }, hq.token)
      expect(errorCode(result)).toBe('BAD_USER_INPUT')
    }
  })

  it('refuses anyone but head office with school configuration access', async () => {
    const { school } = await setup()
    const centre = await buildCentre(school)
    const callers = [
      null,
      (await buildParent(school)).token,
      (await buildStaff(school, { school_config: RW }, [centre.id])).token,
      (await buildHQ(school, { level_management: RW })).token,
      (await setup()).hq.token,
    ]
    for (const token of callers) {
      const result = await gql(SAVE, { IDSchool: school.id, content: content() }, token ?? undefined)
      expect(['UNAUTHENTICATED', 'FORBIDDEN']).toContain(errorCode(result))
      expect(errorCode(await gql(FOR_EDIT, { IDSchool: school.id }, token ?? undefined))).toBeDefined()
    }
    expect((await intro(school.id)).data!.getSchoolIntroduction.introduction).toBe('')
  })

  it('limits the public reads per client address', async () => {
    const { school } = await setup()
    const ip = newIp()
    for (let i = 0; i < 60; i++)
      expect((await gqlFrom(ip, INTRO, { IDSchool: school.id })).errors).toBeUndefined()
    expect((await gqlFrom(ip, INFO, { IDSchool: school.id })).errors?.[0].message).toMatch(/too many/i)
  })
})
