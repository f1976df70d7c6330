import { graphql } from '../../generated'
import type { RegistrationPageFormQuery } from '../../generated/graphql'

export const registrationEnquiryQuery = graphql(`
  query RegistrationPageEnquiry($id: Int!) {
    enquiryByID(id: $id) {
      ID
      fkSchool
      fkChild
      childFirstname
      childLastname
      enrollmentPlan
      admissionStatus {
        stateCode
        label
        group
      }
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

export const registrationFormQuery = graphql(`
  query RegistrationPageForm($IDEnquiry: Int!) {
    getEnrolmentForm(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      step
      completedSteps
      isInfantCare
      prefill
      steps {
        step
        completed
        data
      }
    }
    getAdditionalInformation(IDEnquiry: $IDEnquiry) {
      IDEnquiry
      step
      completedSteps
      steps {
        step
        completed
        data
      }
    }
  }
`)
export type RegistrationFormData = RegistrationPageFormQuery

export const subsidyScheduleQuery = graphql(`
  query RegistrationPageSubsidy($IDEnquiry: Int!) {
    getSubsidySchedule(IDEnquiry: $IDEnquiry) {
      ...SubsidyTables
    }
  }
`)

export const startRegistrationMutation = graphql(`
  mutation RegistrationPageStart($IDEnquiry: Int!, $IDChild: Int!) {
    startRegistration(IDEnquiry: $IDEnquiry, IDChild: $IDChild) {
      ID
    }
  }
`)

export const saveEnrolmentFormMutation = graphql(`
  mutation RegistrationPageSaveForm($IDEnquiry: Int!, $EnrolmentForm: EnrolmentFormInput!) {
    saveEnrolmentForm(IDEnquiry: $IDEnquiry, EnrolmentForm: $EnrolmentForm) {
      IDEnquiry
    }
  }
`)

export const saveAdditionalInformationMutation = graphql(`
  mutation RegistrationPageSaveAdditional($IDEnquiry: Int!, $step: String!, $data: JSON!) {
    saveAdditionalInformation(IDEnquiry: $IDEnquiry, step: $step, data: $data) {
      IDEnquiry
    }
  }
`)

export const markAsCompletedMutation = graphql(`
  mutation RegistrationPageComplete($IDEnquiry: Int!) {
    markAsCompleted(IDEnquiry: $IDEnquiry) {
      ID
    }
  }
`)
