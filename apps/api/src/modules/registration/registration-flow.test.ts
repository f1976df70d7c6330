import {
  ADDITIONAL_INFORMATION_STEPS,
  ENROLMENT_FORM_STEPS,
  enquiryState,
  RegistrationFlowMsg,
} from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  enquiries,
  enquiryActivities,
  parents,
  registrationSteps,
  seatOffers,
  userAddresses,
} from '../../db/schema'
import { buildRegistration, buildSchool } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import {
  ADDITIONAL,
  COMPLETE,
  FORM,
  SAVE_ADDITIONAL,
  SAVE_FORM,
  START,
  person,
  SUBSIDY,
  validSteps,
} from './test-support'

describe("the parent's registration", () => {
  it('starts from an offered place: the enquiry moves to pending_form_completion and the seat is accepted', async () => {
    const school = await buildSchool()
    const family = await buildRegistration(school)
    const result = await gql(
      START,
      { IDEnquiry: family.enquiryId, IDChild: family.childId },
      family.parent.token,
    )
    expect(result.errors).toBeUndefined()
    expect(result.data?.startRegistration.admissionStatus.stateCode).toBe('pending_form_completion')
    const [offer] = await school.db
      .select()
      .from(seatOffers)
      .where(eq(seatOffers.fkEnquiry, family.enquiryId))
    expect(offer.status).toBe('accepted')
    const [activity] = await school.db
      .select()
      .from(enquiryActivities)
      .where(eq(enquiryActivities.fkEnquiry, family.enquiryId))
    expect(activity).toMatchObject({
      action: 'start_registration',
      fkFromState: enquiryState('pre_registration').id,
      fkToState: enquiryState('pending_form_completion').id,
      fkUser: family.parent.id,
    })
  })

  it('registers an enquiry moved to pre_registration without an offer (the state editor)', async () => {
    const school = await buildSchool()
    const family = await buildRegistration(school, { offer: null })
    const result = await gql(
      START,
      { IDEnquiry: family.enquiryId, IDChild: family.childId },
      family.parent.token,
    )
    expect(result.data?.startRegistration.admissionStatus.stateCode).toBe('pending_form_completion')
  })

  it('saves each step, resumes where the family left off, and completes into document submission', async () => {
    const school = await buildSchool()
    const family = await buildRegistration(school, { state: 'pending_form_completion', offer: 'accepted' })
    const token = family.parent.token
    const steps = validSteps(family.month)

    const fresh = await gql(FORM, { IDEnquiry: family.enquiryId }, token)
    expect(fresh.data?.getEnrolmentForm).toMatchObject({
      step: 'enquiry',
      completedSteps: [],
      hasEmergencyContact: false,
    })
    expect(fresh.data?.getEnrolmentForm.prefill).toMatchObject({
      child: { firstname: 'Ava' },
      enquiry: { enrollmentPlan: family.month },
    })

    for (const step of ENROLMENT_FORM_STEPS.slice(0, 3)) {
      const saved = await gql(
        SAVE_FORM,
        { IDEnquiry: family.enquiryId, EnrolmentForm: { step, data: steps[step] } },
        token,
      )
      expect(saved.errors).toBeUndefined()
    }
    // Another device opens the form: it resumes at the spouse, with what was saved.
    const resumed = await gql(FORM, { IDEnquiry: family.enquiryId }, token)
    expect(resumed.data?.getEnrolmentForm).toMatchObject({
      step: 'spouse',
      completedSteps: ['enquiry', 'child', 'applicant'],
    })
    expect(resumed.data?.getEnrolmentForm.steps[2].data).toMatchObject({
      identificationNo: person.identificationNo,
    })

    // The applicant's step keeps the parent record and home address.
    const [parent] = await school.db.select().from(parents).where(eq(parents.fkUser, family.parent.id))
    expect(parent).toMatchObject({
      maritalStatus: 'Married',
      highestQualification: 'Degree',
      workingStatus: 'Salaried employee',
    })
    const [address] = await school.db
      .select()
      .from(userAddresses)
      .where(eq(userAddresses.fkUser, family.parent.id))
    expect(address).toMatchObject({ postcode: '238801', unit: '#05-01' })

    const early = await gql(COMPLETE, { IDEnquiry: family.enquiryId }, token)
    expect(errorCode(early)).toBe('CONFLICT')
    expect(early.errors?.[0].message).toBe(
      RegistrationFlowMsg.incomplete([
        'Spouse',
        'Guardians',
        'Emergency contact',
        'Other school',
        'Special instructions',
        'Household particulars',
        'Health information',
        'Declaration',
      ]),
    )

    for (const step of ENROLMENT_FORM_STEPS.slice(3)) {
      const saved = await gql(
        SAVE_FORM,
        { IDEnquiry: family.enquiryId, EnrolmentForm: { step, data: steps[step] } },
        token,
      )
      expect(saved.errors).toBeUndefined()
    }
    for (const step of ADDITIONAL_INFORMATION_STEPS) {
      const saved = await gql(
        SAVE_ADDITIONAL,
        { IDEnquiry: family.enquiryId, step, data: steps[step] },
        token,
      )
      expect(saved.errors).toBeUndefined()
    }
    const additional = await gql(ADDITIONAL, { IDEnquiry: family.enquiryId }, token)
    expect(additional.data?.getAdditionalInformation).toMatchObject({
      step: null,
      completedSteps: [...ADDITIONAL_INFORMATION_STEPS],
    })
    const form = await gql(FORM, { IDEnquiry: family.enquiryId }, token)
    expect(form.data?.getEnrolmentForm).toMatchObject({ step: null, hasEmergencyContact: true })

    const done = await gql(COMPLETE, { IDEnquiry: family.enquiryId }, token)
    expect(done.errors).toBeUndefined()
    expect(done.data?.markAsCompleted).toMatchObject({
      enrollmentPlan: family.month,
      admissionStatus: { stateCode: 'pending_document_submission' },
    })
    // Completed: the form no longer changes.
    const late = await gql(
      SAVE_ADDITIONAL,
      { IDEnquiry: family.enquiryId, step: 'declaration', data: steps.declaration },
      token,
    )
    expect(late.errors?.[0].message).toBe(RegistrationFlowMsg.notOpen)
  })

  it('stores a step again when it is saved again, keeping one row per step', async () => {
    const school = await buildSchool()
    const family = await buildRegistration(school, { state: 'pending_form_completion', offer: 'accepted' })
    const data = {
      totalChildrenInFamily: 2,
      birthOrder: 2,
      isToiletTrained: true,
      solidFoodAllowed: true,
      languageSpokenAtHome: 'Malay',
    }
    for (const language of ['Malay', 'Tamil']) {
      const saved = await gql(
        SAVE_ADDITIONAL,
        {
          IDEnquiry: family.enquiryId,
          step: 'special_instruction',
          data: { ...data, languageSpokenAtHome: language },
        },
        family.parent.token,
      )
      expect(saved.data?.saveAdditionalInformation.completedSteps).toEqual(['special_instruction'])
    }
    const read = await gql(ADDITIONAL, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(read.data?.getAdditionalInformation.steps[1].data).toMatchObject({
      languageSpokenAtHome: 'Tamil',
      remarks: null,
    })
  })

  it('refuses completion when a saved enrolment date has passed, naming the step', async () => {
    const school = await buildSchool()
    const family = await buildRegistration(school, { state: 'pending_form_completion', offer: 'accepted' })
    const steps = validSteps(family.month)
    for (const step of [...ENROLMENT_FORM_STEPS, ...ADDITIONAL_INFORMATION_STEPS]) {
      const document = ENROLMENT_FORM_STEPS.includes(step as never) ? null : step
      const saved = document
        ? await gql(
            SAVE_ADDITIONAL,
            { IDEnquiry: family.enquiryId, step, data: steps[step] },
            family.parent.token,
          )
        : await gql(
            SAVE_FORM,
            { IDEnquiry: family.enquiryId, EnrolmentForm: { step, data: steps[step] } },
            family.parent.token,
          )
      expect(saved.errors).toBeUndefined()
    }
    // As if saved long ago: the date is now in the past.
    await school.db
      .update(registrationSteps)
      .set({ data: { ...(steps.enquiry as object), enrollmentPlan: '2020-01-01' } })
      .where(and(eq(registrationSteps.fkEnquiry, family.enquiryId), eq(registrationSteps.step, 'enquiry')))
    const refused = await gql(COMPLETE, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(refused.errors?.[0].message).toBe('Enrolment details: Enrolment date cannot be in the past')
    const [row] = await school.db
      .select({ state: enquiries.fkEnquiryState })
      .from(enquiries)
      .where(eq(enquiries.id, family.enquiryId))
    expect(row.state).toBe(enquiryState('pending_form_completion').id)
  })

  it("gives the school's subsidy tables for the estimate", async () => {
    const school = await buildSchool()
    const family = await buildRegistration(school)
    const result = await gql(SUBSIDY, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(result.data?.getSubsidySchedule.basic).toContainEqual({
      careType: 'infant_care',
      working: true,
      amountCents: 60_000,
    })
    expect(result.data?.getSubsidySchedule.additional).toContainEqual({
      careType: 'child_care',
      incomeMaxCents: 300_000,
      amountCents: 46_700,
    })
  })
})
