import { Access, EnquiryMsg, RegistrationFlowMsg, RegistrationMsg, V } from '@preschool/domain'
import dayjs from 'dayjs'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { children, enquiries, registrationSteps } from '../../db/schema'
import {
  buildCentre,
  buildParent,
  buildRegistration,
  buildSchool,
  buildStaff,
  relateParent,
} from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import {
  ENQUIRY,
  FORM,
  SAVE_ADDITIONAL,
  SAVE_ADDRESS,
  SAVE_FORM,
  SAVE_PARENT,
  START,
  person,
  validSteps,
} from './test-support'

const filling = async () => {
  const school = await buildSchool()
  const family = await buildRegistration(school, { state: 'pending_form_completion', offer: 'accepted' })
  return { school, family, steps: validSteps(family.month) }
}
const fields = (result: { errors?: readonly { extensions?: Record<string, unknown> }[] }) =>
  result.errors?.[0]?.extensions?.fields

describe('starting a registration: refusals', () => {
  it('refuses another child, a state before the offer, and a lapsed offer', async () => {
    const school = await buildSchool()
    const family = await buildRegistration(school)
    // A sibling: the parent reaches the child, but the enquiry is for the other one.
    const [sibling] = await school.db
      .insert(children)
      .values({ fkSchool: school.id, firstname: 'Ben', lastname: 'Ong', dateOfBirth: '2023-01-01' })
      .returning()
    await relateParent(school, sibling.id, family.parent.id)
    const wrongChild = await gql(
      START,
      { IDEnquiry: family.enquiryId, IDChild: sibling.id },
      family.parent.token,
    )
    expect(wrongChild.errors?.[0].message).toBe(RegistrationFlowMsg.childMismatch)

    const early = await buildRegistration(await buildSchool(), { state: 'visit_approved', offer: null })
    const refused = await gql(
      START,
      { IDEnquiry: early.enquiryId, IDChild: early.childId },
      early.parent.token,
    )
    expect(refused.errors?.[0].message).toBe(RegistrationFlowMsg.cannotStart)

    const yesterday = dayjs().subtract(2, 'day').format('YYYY-MM-DD')
    const lapsed = await buildRegistration(await buildSchool(), { dueDate: yesterday })
    const late = await gql(
      START,
      { IDEnquiry: lapsed.enquiryId, IDChild: lapsed.childId },
      lapsed.parent.token,
    )
    expect(late.errors?.[0].message).toBe(RegistrationFlowMsg.offerLapsed)
    expect(late.errors?.[0].extensions?.reason).toBe('registration.offerLapsed')
  })

  it("refuses another family's parent, staff (even with every access), and no session", async () => {
    const school = await buildSchool()
    const family = await buildRegistration(school)
    const other = await buildParent(school)
    const hq = await buildStaff(school, { enquiry_management: Access.read | Access.write | Access.approve }, [
      family.centreId,
    ])
    for (const token of [other.token, hq.token, undefined]) {
      const result = await gql(START, { IDEnquiry: family.enquiryId, IDChild: family.childId }, token)
      expect(result.data).toBeNull()
      expect(['FORBIDDEN', 'UNAUTHENTICATED']).toContain(errorCode(result))
    }
    const [row] = await school.db.select().from(enquiries).where(eq(enquiries.id, family.enquiryId))
    expect(row.fkEnquiryState).toBe(31)
  })
})

describe('saving a step: refusals', () => {
  it('refuses a save before the registration starts', async () => {
    const school = await buildSchool()
    const family = await buildRegistration(school)
    const result = await gql(
      SAVE_FORM,
      { IDEnquiry: family.enquiryId, EnrolmentForm: { step: 'child', data: validSteps(family.month).child } },
      family.parent.token,
    )
    expect(result.errors?.[0].message).toBe(RegistrationFlowMsg.notStarted)
  })

  it('refuses a field error with its message on the field, and stores nothing', async () => {
    const { school, family, steps } = await filling()
    const result = await gql(
      SAVE_FORM,
      {
        IDEnquiry: family.enquiryId,
        EnrolmentForm: { step: 'applicant', data: { ...(steps.applicant as object), mobilePhone: '1234' } },
      },
      family.parent.token,
    )
    expect(errorCode(result)).toBe('BAD_USER_INPUT')
    expect(fields(result)).toEqual({ mobilePhone: V.mobileNotValid })
    expect(
      await school.db
        .select()
        .from(registrationSteps)
        .where(eq(registrationSteps.fkEnquiry, family.enquiryId)),
    ).toEqual([])
  })

  it('takes an enrolment date only on the 1st or 15th, and only in the month offered', async () => {
    const { family, steps } = await filling()
    const save = (enrollmentPlan: string) =>
      gql(
        SAVE_FORM,
        {
          IDEnquiry: family.enquiryId,
          EnrolmentForm: { step: 'enquiry', data: { ...(steps.enquiry as object), enrollmentPlan } },
        },
        family.parent.token,
      )
    expect(fields(await save(family.month.replace(/-01$/, '-10')))).toEqual({
      enrollmentPlan: V.enrolmentDay,
    })
    const later = dayjs(family.month).add(1, 'month').format('YYYY-MM-DD')
    const wrongMonth = await save(later)
    expect(wrongMonth.errors?.[0].message).toBe(
      RegistrationFlowMsg.wrongMonth(dayjs(family.month).format('MMMM YYYY')),
    )
    expect((await save(family.month.replace(/-01$/, '-15'))).errors).toBeUndefined()
  })

  it('refuses an option the school does not offer, an unknown step, and a step of the other part', async () => {
    const { family, steps } = await filling()
    const token = family.parent.token
    const option = await gql(
      SAVE_FORM,
      {
        IDEnquiry: family.enquiryId,
        EnrolmentForm: { step: 'child', data: { ...(steps.child as object), race: 'Martian' } },
      },
      token,
    )
    expect(fields(option)).toEqual({ race: EnquiryMsg.optionNotOffered('Race') })
    const unknown = await gql(
      SAVE_FORM,
      { IDEnquiry: family.enquiryId, EnrolmentForm: { step: 'payment', data: {} } },
      token,
    )
    expect(unknown.errors?.[0].message).toBe(RegistrationFlowMsg.unknownStep)
    const otherPart = await gql(
      SAVE_ADDITIONAL,
      { IDEnquiry: family.enquiryId, step: 'child', data: steps.child },
      token,
    )
    expect(otherPart.errors?.[0].message).toBe(RegistrationFlowMsg.unknownStep)
  })

  it('refuses hostile input: wrong types, huge text, control characters', async () => {
    const { family, steps } = await filling()
    const save = (data: unknown) =>
      gql(
        SAVE_ADDITIONAL,
        { IDEnquiry: family.enquiryId, step: 'special_instruction', data },
        family.parent.token,
      )
    expect(errorCode(await save('x'))).toBe('BAD_USER_INPUT')
    const wrongType = await save({ ...(steps.special_instruction as object), birthOrder: '1' })
    expect(fields(wrongType)).toEqual({ birthOrder: V.required })
    const huge = await save({ ...(steps.special_instruction as object), remarks: 'x'.repeat(30_000) })
    expect(huge.errors?.[0].message).toBe(RegistrationFlowMsg.tooLarge)
    const long = await save({ ...(steps.special_instruction as object), remarks: 'x'.repeat(1001) })
    expect(fields(long)).toEqual({ remarks: RegistrationMsg.tooLong(1000) })
    const control = await save({ ...(steps.special_instruction as object), remarks: 'hello\u0000' })
    expect(errorCode(control)).toBe('BAD_USER_INPUT')
  })
})

describe('who reaches a registration', () => {
  it('lets staff of the centre with enquiry read see the form but not fill it; staff of another centre see nothing', async () => {
    const { school, family, steps } = await filling()
    const reader = await buildStaff(school, { enquiry_management: Access.read | Access.write }, [
      family.centreId,
    ])
    const other = await buildStaff(school, { enquiry_management: Access.read }, [
      (await buildCentre(school)).id,
    ])
    expect(
      (await gql(FORM, { IDEnquiry: family.enquiryId }, reader.token)).data?.getEnrolmentForm.IDEnquiry,
    ).toBe(family.enquiryId)
    expect((await gql(ENQUIRY, { id: family.enquiryId }, reader.token)).data?.enquiryByID.ID).toBe(
      family.enquiryId,
    )
    const write = await gql(
      SAVE_FORM,
      { IDEnquiry: family.enquiryId, EnrolmentForm: { step: 'child', data: steps.child } },
      reader.token,
    )
    expect(errorCode(write)).toBe('FORBIDDEN')
    expect(errorCode(await gql(FORM, { IDEnquiry: family.enquiryId }, other.token))).toBe('FORBIDDEN')
    const otherParent = await buildParent(school)
    expect(errorCode(await gql(ENQUIRY, { id: family.enquiryId }, otherParent.token))).toBe('FORBIDDEN')
  })
})

describe("the applicant's parent record and address", () => {
  const details = {
    identificationNo: person.identificationNo.toLowerCase(),
    nationality: 'Singapore Citizen',
    maritalStatus: 'Married',
  }
  const address = { postcode: '238801', address: '1 Orchard Road', unit: '#05-01' }

  it('the parent keeps their own; staff with enquiry write keep the family’s; read-only staff cannot', async () => {
    const { school, family } = await filling()
    const mine = await gql(
      SAVE_PARENT,
      { IDEnquiry: family.enquiryId, fkUser: family.parent.id, parentData: details },
      family.parent.token,
    )
    expect(mine.data?.insertOrUpdateParentByFkUser).toMatchObject({
      identificationNo: person.identificationNo,
      maritalStatus: 'Married',
    })
    const writer = await buildStaff(school, { enquiry_management: Access.write }, [family.centreId])
    const staffSaved = await gql(
      SAVE_ADDRESS,
      { IDEnquiry: family.enquiryId, fkUser: family.parent.id, addressData: address },
      writer.token,
    )
    expect(staffSaved.data?.insertOrUpdateUserAddress).toMatchObject({ postcode: '238801', unit: '#05-01' })
    const readOnly = await buildStaff(school, { enquiry_management: Access.read }, [family.centreId])
    const refused = await gql(
      SAVE_ADDRESS,
      { IDEnquiry: family.enquiryId, fkUser: family.parent.id, addressData: address },
      readOnly.token,
    )
    expect(errorCode(refused)).toBe('FORBIDDEN')
  })

  it('refuses another user than the applicant, a bad NRIC and a bad postal code', async () => {
    const { school, family } = await filling()
    const stranger = await buildParent(school)
    const other = await gql(
      SAVE_PARENT,
      { IDEnquiry: family.enquiryId, fkUser: stranger.id, parentData: details },
      family.parent.token,
    )
    expect(other.errors?.[0].message).toBe(RegistrationFlowMsg.notApplicant)
    const nric = await gql(
      SAVE_PARENT,
      {
        IDEnquiry: family.enquiryId,
        fkUser: family.parent.id,
        parentData: { ...details, identificationNo: 'S1234567A' },
      },
      family.parent.token,
    )
    expect(fields(nric)).toEqual({ identificationNo: RegistrationMsg.nric })
    const postcode = await gql(
      SAVE_ADDRESS,
      {
        IDEnquiry: family.enquiryId,
        fkUser: family.parent.id,
        addressData: { ...address, postcode: '12345' },
      },
      family.parent.token,
    )
    expect(fields(postcode)).toEqual({ postcode: RegistrationMsg.postcode })
  })
})
