import { AdmissionMsg, enquiryState } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { beforeEach, describe, expect, it } from 'vitest'
import { enquiries, enquiryActivities } from '../../db/schema'
import { type AdmissionsWorld, buildAdmissionsWorld, buildSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

const LIST = graphql(`
  query AdmissionsList(
    $IDSchool: Int!
    $stageCode: String!
    $statusCode: String
    $filter: AdmissionFilter
    $pagination: Pagination
  ) {
    findAllAdmission(
      IDSchool: $IDSchool
      stageCode: $stageCode
      statusCode: $statusCode
      filter: $filter
      pagination: $pagination
    ) {
      totalCount
      stageCounts {
        code
        count
      }
      data {
        ID
        stageCode
        pendingRegisterSince
        source
        centre {
          ID
        }
        child {
          birthCertificate
        }
        user {
          email
        }
        admissionStatus {
          stateCode
        }
      }
    }
  }
`)
const SEARCH = graphql(`
  query AdmissionsSearch($q: String!) {
    searchAdmissions(q: $q) {
      ID
      childLastname
    }
  }
`)
const FILTERS = graphql(`
  query AdmissionsFilters($IDSchool: Int!) {
    getAdmissionFilters(IDSchool: $IDSchool) {
      centres {
        ID
      }
      stages {
        code
        statuses {
          stateCode
        }
      }
    }
  }
`)
const DETAIL = graphql(`
  query AdmissionsDetail($IDEnquiry: Int!) {
    admissionByID(IDEnquiry: $IDEnquiry) {
      ID
      admission {
        stageCode
        child {
          birthCertificate
        }
      }
      enquiry {
        ID
        visits {
          ID
        }
      }
      stateHistory {
        action
        fromState {
          stateCode
        }
        toState {
          stateCode
        }
      }
    }
  }
`)

const message = (r: { errors?: { message: string }[] }) => r.errors?.[0]?.message
const fieldError = (r: { errors?: { extensions?: { fields?: Record<string, string> } }[] }, field: string) =>
  r.errors?.[0]?.extensions?.fields?.[field]

describe('admissions by enrolment stage', () => {
  let w: AdmissionsWorld
  beforeEach(async () => {
    w = await buildAdmissionsWorld()
  })

  const list = (stageCode: string, token: string, extra: Record<string, unknown> = {}) =>
    gql(LIST, { IDSchool: w.school.id, stageCode, ...extra }, token)

  it('lists each stage with every stage counted, the waiting list by waitlisted_at', async () => {
    const pre = await w.family('pre_registration')
    await w.family('pending_form_completion')
    await w.family('pending_document_verification')
    await w.family('pending_econsent')
    await w.family('pending_registration_payment')
    await w.family('enrolled')
    await w.family('cancelled_enquiry')
    const waiting = await w.family('visit_approved')
    await w.school.db
      .update(enquiries)
      .set({ waitlistedAt: new Date() })
      .where(eq(enquiries.id, waiting.enquiryId))
    await w.family('new_enquiry') // in no stage yet
    const result = await list('document', w.hq.token)
    const counts = Object.fromEntries(result.data!.findAllAdmission.stageCounts.map((s) => [s.code, s.count]))
    expect(counts).toEqual({
      pre_registration: 1,
      pending_registration: 1,
      waiting_list: 1,
      document: 2,
      payment: 1,
      enrolled: 1,
      cancelled: 1,
      blacklisted: 0,
    })
    expect(result.data!.findAllAdmission.totalCount).toBe(2)
    expect(result.data!.findAllAdmission.data.map((a) => a.stageCode)).toEqual(['document', 'document'])
    const waitingList = (await list('waiting_list', w.hq.token)).data!.findAllAdmission.data
    expect(waitingList.map((a) => a.ID)).toEqual([waiting.enquiryId])
    const preList = (await list('pre_registration', w.readOnly.token)).data!.findAllAdmission.data
    expect(preList[0]).toMatchObject({
      ID: pre.enquiryId,
      source: 'enquiry_form',
      centre: { ID: w.centreId },
    })
    expect(preList[0].child.birthCertificate).toMatch(/^T/)
  })

  it('narrows to one status of the stage and refuses a status of another stage or an unknown stage', async () => {
    await w.family('pending_document_verification')
    const econsent = await w.family('pending_econsent')
    const one = await list('document', w.hq.token, { statusCode: 'pending_econsent' })
    expect(one.data!.findAllAdmission.totalCount).toBe(1)
    expect(one.data!.findAllAdmission.data.map((a) => a.ID)).toEqual([econsent.enquiryId])
    expect(fieldError(await list('document', w.hq.token, { statusCode: 'enrolled' }), 'statusCode')).toBe(
      AdmissionMsg.status,
    )
    expect(fieldError(await list('nowhere', w.hq.token), 'stageCode')).toBe(AdmissionMsg.stage)
  })

  it('gives pending-since as the time the enquiry entered its state', async () => {
    const family = await w.family('pre_registration')
    const entered = new Date('2031-01-05T02:00:00Z')
    await w.school.db.insert(enquiryActivities).values({
      fkSchool: w.school.id,
      fkEnquiry: family.enquiryId,
      fkFromState: enquiryState('trial_approved').id,
      fkToState: enquiryState('pre_registration').id,
      action: 'offer',
      createdAt: entered,
    })
    const [row] = (await list('pre_registration', w.hq.token)).data!.findAllAdmission.data
    expect(row.pendingRegisterSince).toBe(entered.toISOString())
  })

  it('shows centre staff only their centres, in the list, counts, filters, search and detail', async () => {
    const mine = await w.family('pre_registration')
    const theirs = await w.family('pre_registration', w.otherCentreId)
    const staffList = (await list('pre_registration', w.staff.token)).data!.findAllAdmission
    expect(staffList.data.map((a) => a.ID)).toEqual([mine.enquiryId])
    expect(staffList.stageCounts.find((s) => s.code === 'pre_registration')!.count).toBe(1)
    expect((await list('pre_registration', w.hq.token)).data!.findAllAdmission.totalCount).toBe(2)
    const filters = (await gql(FILTERS, { IDSchool: w.school.id }, w.staff.token)).data!.getAdmissionFilters
    expect(filters.centres.map((c) => c.ID)).toEqual([w.centreId])
    expect(filters.stages.find((s) => s.code === 'payment')!.statuses.map((s) => s.stateCode)).toEqual([
      'pending_giro',
      'pending_registration_payment',
    ])
    const found = (await gql(SEARCH, { q: 'Lim' }, w.staff.token)).data!.searchAdmissions
    expect(found.map((a) => a.ID)).toEqual([mine.enquiryId])
    expect(message(await gql(DETAIL, { IDEnquiry: theirs.enquiryId }, w.staff.token))).toBe('unauthorized')
  })

  it('searches by child, parent email or birth certificate from two characters', async () => {
    const family = await w.family('pending_form_completion')
    const [row] = await w.school.db.select().from(enquiries).where(eq(enquiries.id, family.enquiryId))
    const byName = (await gql(SEARCH, { q: row.childLastname.slice(0, 6) }, w.hq.token)).data!
      .searchAdmissions
    expect(byName.map((a) => a.ID)).toContain(family.enquiryId)
    const byEmail = (await gql(SEARCH, { q: family.parent.email }, w.hq.token)).data!.searchAdmissions
    expect(byEmail.map((a) => a.ID)).toEqual([family.enquiryId])
    expect(fieldError(await gql(SEARCH, { q: '%' }, w.hq.token), 'q')).toBe(AdmissionMsg.searchShort)
    expect((await gql(SEARCH, { q: '%_' }, w.hq.token)).data!.searchAdmissions).toEqual([])
  })

  it('shows one enquiry with its stage and state history, newest first', async () => {
    const family = await w.family('pending_form_completion')
    await w.school.db.insert(enquiryActivities).values([
      {
        fkSchool: w.school.id,
        fkEnquiry: family.enquiryId,
        fkToState: enquiryState('new_enquiry').id,
        action: 'created',
        createdAt: new Date('2031-01-01T00:00:00Z'),
      },
      {
        fkSchool: w.school.id,
        fkEnquiry: family.enquiryId,
        fkFromState: enquiryState('pre_registration').id,
        fkToState: enquiryState('pending_form_completion').id,
        action: 'start_registration',
        fkUser: family.parent.id,
        createdAt: new Date('2031-01-02T00:00:00Z'),
      },
    ])
    const detail = (await gql(DETAIL, { IDEnquiry: family.enquiryId }, w.readOnly.token)).data!.admissionByID
    expect(detail.admission.stageCode).toBe('pending_registration')
    expect(detail.enquiry.visits).toEqual([])
    expect(detail.stateHistory.map((h) => h.action)).toEqual(['start_registration', 'created'])
    expect(detail.stateHistory[1].fromState).toBeNull()
  })

  it('refuses no session, parents, staff without the module and another school', async () => {
    const family = await w.family('pre_registration')
    for (const token of [undefined, family.parent.token, w.noModule.token]) {
      expect(message(await list('pre_registration', token as string))).toBe('unauthorized')
      expect(message(await gql(DETAIL, { IDEnquiry: family.enquiryId }, token))).toBe('unauthorized')
      expect(message(await gql(SEARCH, { q: 'Lim' }, token))).toBe('unauthorized')
    }
    const other = await buildSchool()
    expect(message(await gql(LIST, { IDSchool: other.id, stageCode: 'document' }, w.hq.token))).toBe(
      'unauthorized',
    )
    expect(message(await gql(FILTERS, { IDSchool: other.id }, w.hq.token))).toBe('unauthorized')
  })
})
