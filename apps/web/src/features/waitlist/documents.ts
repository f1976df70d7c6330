import { graphql } from '../../generated'
import type { WaitListEnquiryQuery, WaitListQuery, WaitlistTagsQuery } from '../../generated/graphql'

/** A page of the waitlist in queue order, with why each family stands where it does. */
export const waitListQuery = graphql(`
  query WaitList(
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
        childFirstname
        childLastname
        firstname
        lastname
        enrollmentPlan
        createdAt
        waitlistedAt
        queueWeight
        queuePosition
        admissionStatus {
          ID
          label
        }
        centre {
          ID
          label
        }
        level {
          ID
          label
        }
        waitlistTags {
          ID
          description
          weight
        }
        stateHistory {
          ID
          createdAt
          toState {
            label
          }
        }
        offer {
          ID
          month
          dueDate
        }
      }
    }
  }
`)
export type WaitListRow = WaitListQuery['getWaitList']['data'][number]

export const waitListFilterQuery = graphql(`
  query WaitListFilterOptions {
    getWaitListFilter {
      centres {
        ID
        label
      }
      tags {
        ID
        description
      }
      levels {
        ID
        label
      }
      preferMonthOfEnrolmentOptions
      races
    }
  }
`)

export const waitListEnquiryQuery = graphql(`
  query WaitListEnquiry($IDEnquiry: Int!) {
    getWaitListEnquiry(IDEnquiry: $IDEnquiry) {
      ID
      firstname
      lastname
      email
      mobilePhone
      childFirstname
      childLastname
      enrollmentPlan
      createdAt
      waitlistedAt
      queueWeight
      queuePosition
      admissionStatus {
        ID
        label
        stateCode
      }
      centre {
        ID
        label
      }
      level {
        ID
        label
      }
      program {
        ID
        label
      }
      waitlistTags {
        ID
        description
        weight
      }
      stateHistory {
        ID
        action
        remarks
        createdAt
        toState {
          label
        }
      }
      offer {
        ID
        month
        status
        dueDate
      }
    }
  }
`)
export type WaitListEnquiry = WaitListEnquiryQuery['getWaitListEnquiry']

export const waitlistTagsQuery = graphql(`
  query WaitlistTags {
    findAllTags {
      ID
      description
      weight
      isCustom
    }
  }
`)
export type WaitlistTagRow = WaitlistTagsQuery['findAllTags'][number]

export const activityLogQuery = graphql(`
  query WaitlistActivityLog($IDEnquiry: Int!, $pagination: Pagination) {
    findAllChildActivityLog(IDEnquiry: $IDEnquiry, pagination: $pagination) {
      totalCount
      data {
        ID
        mode
        action
        remark
        updatedAt
        user {
          ID
          firstname
          lastname
        }
      }
    }
  }
`)

export const newTagMutation = graphql(`
  mutation WaitlistNewTag($description: String!) {
    newTag(description: $description) {
      ID
    }
  }
`)
export const tagWeightMutation = graphql(`
  mutation WaitlistTagWeight($ID: Int!, $weight: Int!) {
    updateTagByFields(ID: $ID, weight: $weight) {
      ID
      weight
    }
  }
`)
export const tagOnMutation = graphql(`
  mutation WaitlistTagOn($IDEnquiry: Int!, $IDTag: Int!) {
    updateEnquiryTags(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
      ID
    }
  }
`)
export const tagOffMutation = graphql(`
  mutation WaitlistTagOff($IDEnquiry: Int!, $IDTag: Int!) {
    removeEnquiryTag(IDEnquiry: $IDEnquiry, IDTag: $IDTag) {
      ID
    }
  }
`)
export const noteMutation = graphql(`
  mutation WaitlistAddNote($IDEnquiry: Int!, $remark: String!) {
    addChildActivityLog(IDEnquiry: $IDEnquiry, remark: $remark) {
      ID
    }
  }
`)
export const offerMutation = graphql(`
  mutation WaitlistOfferPlace($IDEnquiry: Int!, $month: Date) {
    acceptVacancyForRegistration(IDEnquiry: $IDEnquiry, month: $month) {
      ID
    }
  }
`)
export const declineMutation = graphql(`
  mutation WaitlistDeclineOffer($IDEnquiry: Int!, $remarks: String) {
    rejectVacancyForRegistration(IDEnquiry: $IDEnquiry, remarks: $remarks) {
      ID
    }
  }
`)

export const myWaitlistPositionsQuery = graphql(`
  query MyWaitlistPositions {
    getMyWaitlistPositions {
      IDEnquiry
      childFirstname
      centreLabel
      levelLabel
      enrollmentPlan
      position
      queueLength
      expectedOfferMonth
      reasons
      offer {
        ID
        month
        dueDate
        status
      }
    }
  }
`)

export const vacancyTabQuery = graphql(`
  query WaitlistVacancyTab($IDCentre: Int!) {
    getVacancyTab(IDCentre: $IDCentre) {
      month
      fkLevel
      levelLabel
      capacity
      enrolled
      offered
      vacancies
      waiting
    }
  }
`)

export const searchWaitListQuery = graphql(`
  query WaitlistSearch($q: String!) {
    searchChildInWaitList(q: $q) {
      ID
      childFirstname
      childLastname
      firstname
      lastname
      queuePosition
      centre {
        ID
        label
      }
      level {
        ID
        label
      }
    }
  }
`)

export const updateDetailMutation = graphql(`
  mutation WaitlistUpdateDetail($ID: Int!, $data: EnquiryDetailUpdate!) {
    updateEnquiryDetail(ID: $ID, data: $data) {
      ID
    }
  }
`)
