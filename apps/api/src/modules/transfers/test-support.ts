import { Access, addDays, monthBounds, singaporeToday } from '@preschool/domain'
import {
  buildCapacity,
  buildCentre,
  buildFamilyAtCentre,
  buildClass,
  buildHQ,
  buildOfferedLevel,
  buildParent,
  buildSchool,
  buildStaff,
  buildTransferReason,
  type TestUser,
} from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

export const ALL = Access.read | Access.write | Access.approve
/** The 1st of the month after next: always a coming transfer day. */
export const effectiveMonth = () => monthBounds(addDays(monthBounds(singaporeToday()).last, 20)).first

graphql(`
  fragment TransferFields on TransferDraft {
    ID
    status
    additionalStatus
    vacancyAvailableForTransferRequest
    withdrawalEConsentCompleted
    destinationCentreEnrollmentCompleted
    subsidyNotice
    can
    sourceCentre {
      ID
    }
    destinationCentre {
      ID
    }
    sourceApprover {
      ID
    }
    destinationApprover {
      ID
    }
    item {
      effectiveDate
      fkEnquiry
      remark
      child {
        ID
      }
      user {
        ID
      }
      reason {
        label
      }
    }
    activityLogs {
      status
      remark
      user {
        ID
      }
    }
  }
`)

export const SUBMIT = graphql(`
  mutation TransfersSubmit($childID: Int!, $transferData: TransferInput!) {
    submitNewTransferRequest(childID: $childID, transferData: $transferData) {
      ...TransferFields
    }
  }
`)

export const DRAFTS = graphql(`
  query TransfersDrafts($IDSchool: Int!, $filter: TransferFilter, $pagination: Pagination) {
    getTransferDrafts(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      data {
        ...TransferFields
      }
    }
  }
`)

export const COMPLETED = graphql(`
  query TransfersCompleted($IDSchool: Int!, $filter: TransferFilter) {
    getCompletedTransferRequests(IDSchool: $IDSchool, filter: $filter) {
      totalCount
      data {
        ...TransferFields
      }
    }
  }
`)

export const GET = graphql(`
  query TransfersGet($IDTransfer: Int!) {
    getTransferDraft(IDTransfer: $IDTransfer) {
      ...TransferFields
    }
  }
`)

export const SOURCE_APPROVE = graphql(`
  mutation TransfersSourceApprove($IDTransfer: Int!, $decision: TransferDecisionInput) {
    approveTransferRequestBySourceCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {
      ...TransferFields
    }
  }
`)

export const DESTINATION_APPROVE = graphql(`
  mutation TransfersDestinationApprove($IDTransfer: Int!, $decision: TransferDecisionInput) {
    approveTransferRequestByDestinationCentreStaff(IDTransfer: $IDTransfer, decision: $decision) {
      ...TransferFields
    }
  }
`)

export const CANCEL = graphql(`
  mutation TransfersCancel($IDTransfer: Int!, $remark: String) {
    cancelTransferRequestByUser(IDTransfer: $IDTransfer, remark: $remark) {
      ...TransferFields
    }
  }
`)

export const COMPLETE = graphql(`
  mutation TransfersComplete($IDTransfer: Int!, $remark: String) {
    completeTransferRequest(IDTransfer: $IDTransfer, remark: $remark) {
      ...TransferFields
    }
  }
`)

export const VACANCIES = graphql(`
  query TransfersVacancies($CentreID: Int!, $ServiceLevel: Int!, $Year: Int!, $fromMonth: Date) {
    findAllVacancies(CentreID: $CentreID, ServiceLevel: $ServiceLevel, Year: $Year, fromMonth: $fromMonth) {
      count
      status
      month
    }
  }
`)

/**
 * A school with a source and a destination centre offering a level (the destination with `seats` places in the
 * effective month and a class of the level), a child enrolled at the source with its parent; staff of each centre
 * (two at the source), staff of both centres, read-only staff, staff of a third centre and a parent of another family.
 */
export async function setup(seats = 5) {
  const school = await buildSchool()
  const source = await buildCentre(school)
  const destination = await buildCentre(school)
  const third = await buildCentre(school)
  const level = await buildOfferedLevel(school, [source.id, destination.id, third.id])
  await buildCapacity(school, {
    centreId: destination.id,
    levelId: level.id,
    month: effectiveMonth(),
    capacity: seats,
  })
  const destinationClass = await buildClass(school, { centreId: destination.id, levelId: level.id })
  const family = await buildFamilyAtCentre(school, source.id, { levelId: level.id, from: '2024-01-01' })
  const access = { withdrawal_management: ALL }
  return {
    school,
    source,
    destination,
    third,
    levelId: level.id,
    destinationClass,
    ...family,
    otherParent: await buildParent(school),
    sourceStaff: await buildStaff(school, access, [source.id]),
    sourceStaff2: await buildStaff(school, access, [source.id]),
    destinationStaff: await buildStaff(school, access, [destination.id]),
    bothCentres: await buildStaff(school, access, [source.id, destination.id]),
    hq: await buildHQ(school, access),
    planner: await buildHQ(school, { enrollment_planning: Access.read }),
    readOnly: await buildStaff(school, { withdrawal_management: Access.read }, [source.id, destination.id]),
    elsewhere: await buildStaff(school, access, [third.id]),
    reason: await buildTransferReason(school),
  }
}
export type World = Awaited<ReturnType<typeof setup>>

export const request = (w: World, overrides: Record<string, unknown> = {}) => ({
  fkDestinationCentre: w.destination.id,
  effectiveDate: effectiveMonth(),
  codeByReason: w.reason,
  remark: 'Moving to Punggol',
  ...overrides,
})

export async function submitted(w: World, by: TestUser = w.parent, childId = w.childId) {
  const result = await gql(SUBMIT, { childID: childId, transferData: request(w) }, by.token)
  if (!result.data) throw new Error(JSON.stringify(result.errors))
  return result.data.submitNewTransferRequest.ID
}

/** A transfer the source centre approved, waiting for the destination. */
export async function sourceApproved(w: World, childId = w.childId, parent: TestUser = w.parent) {
  const id = await submitted(w, parent, childId)
  const result = await gql(SOURCE_APPROVE, { IDTransfer: id }, w.sourceStaff.token)
  if (!result.data) throw new Error(JSON.stringify(result.errors))
  return id
}

/** A transfer approved by both centres: the seat is held at the destination. */
export async function approved(w: World) {
  const id = await sourceApproved(w)
  const result = await gql(DESTINATION_APPROVE, { IDTransfer: id }, w.destinationStaff.token)
  if (!result.data) throw new Error(JSON.stringify(result.errors))
  return id
}

export const DESTINATIONS = graphql(`
  query TransfersDestinations($childID: Int!, $effectiveDate: Date) {
    getTransferDestinations(childID: $childID, effectiveDate: $effectiveDate) {
      vacancyAvailable
      centre {
        ID
        label
      }
    }
  }
`)
