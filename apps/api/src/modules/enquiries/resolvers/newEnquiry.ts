import type { MutationNewEnquiryArgs, ResolversTypes } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { DomainError } from '../../../platform/errors/domain-error'
import { submitNewEnquiry } from '../new-enquiry'
import { toEnquiry } from './enquiry-mapper'

type NewEnquiryResult = ResolversTypes['NewEnquiryResult']

/** The spec's result shape: a refusal the parent can act on is success false with its message first. */
function refusal(error: DomainError): NewEnquiryResult {
  const messages = [...new Set(error.fields ? Object.values(error.fields) : [error.message])]
  return { success: false, data: null, error: messages.map((message) => ({ message, code: error.code })) }
}

export const newEnquiry = guard(
  actions.enquiries.form,
  async (args: MutationNewEnquiryArgs, { viewer }, ctx): Promise<NewEnquiryResult> => {
    try {
      const created = await submitNewEnquiry(ctx.db, ctx.config, { viewer, clientIp: ctx.ip }, args)
      return { success: true, data: created.map(toEnquiry), error: null }
    } catch (error) {
      if (error instanceof DomainError) return refusal(error)
      throw error
    }
  },
)
