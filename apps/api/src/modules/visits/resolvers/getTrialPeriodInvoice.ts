import type { QueryGetTrialPeriodInvoiceArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { guard } from '../../../platform/authz/guard'
import { trialInvoice } from '../lists'
import { toTrialInvoice } from './visit-mapper'

/** Signed in: the service lets the enquiry's parent and staff with visits.read at its centre through. */
export const getTrialPeriodInvoice = guard(
  actions.visits.trialInvoice,
  (a: QueryGetTrialPeriodInvoiceArgs) => ({ enquiry: a.IDEnquiry }),
  async (args: QueryGetTrialPeriodInvoiceArgs, { viewer }, ctx) => {
    const trial = await trialInvoice(ctx.db, viewer, args.IDEnquiry)
    return trial ? toTrialInvoice(trial) : null
  },
)
