import {
  canTransition,
  DOCUMENT_UPLOAD_STATES,
  EnquiryTransitions,
  enquiryStateById,
  type EnquiryStateCode,
} from '@preschool/domain'
import type { QueryGetEnquiryDocumentSummaryArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { notFound } from '../../../platform/errors/domain-error'
import { selectEnquiryPeople } from '../queries'

export const getEnquiryDocumentSummary = guard(
  actions.documents.read,
  (a: QueryGetEnquiryDocumentSummaryArgs) => ({ enquiry: a.IDEnquiry }),
  async (args, _grant, ctx) => {
    const people = await selectEnquiryPeople(ctx.db, args.IDEnquiry)
    const state = enquiryStateById(people?.fkEnquiryState ?? 0)
    if (!people || !state) throw notFound('Enquiry')
    const code = state.code as EnquiryStateCode
    const facts = { id: args.IDEnquiry, fkEnquiryState: state.id, skipCentreVisit: false }
    return {
      IDEnquiry: args.IDEnquiry,
      IDChild: people.childId,
      stateCode: code,
      stateLabel: state.label,
      childName: people.childName,
      childDateOfBirth: people.childDateOfBirth,
      birthCertificate: people.birthCertificate,
      parentName: people.parentName,
      parentEmail: people.parentEmail,
      centreLabel: people.centreLabel,
      levelLabel: people.levelLabel,
      enrollmentPlan: people.enrollmentPlan,
      canUpload: DOCUMENT_UPLOAD_STATES.includes(code),
      canSubmit: canTransition(EnquiryTransitions.submitDocuments, facts),
      canConsent: canTransition(EnquiryTransitions.consentSigned, facts),
    }
  },
)
