import { z } from 'zod'
import { ConsentMsg, PDPA_NOTICE_VERSION } from './consent-notice'

// The notice's text and messages live apart (no zod): the enquiry page shows them before it loads any rules.
export * from './consent-notice'

/** The form's checkbox: ticked, or the message. */
export const pdpaConsentSchema = z.boolean().refine((v) => v, ConsentMsg.required)

/** What the server takes: the version of the notice the parent agreed to, which must be the current one. */
export const pdpaConsentVersionSchema = z
  .string({ error: ConsentMsg.required })
  .nullish()
  .superRefine((v, ctx) => {
    if (!v) ctx.addIssue({ code: 'custom', message: ConsentMsg.required })
    else if (v !== PDPA_NOTICE_VERSION) ctx.addIssue({ code: 'custom', message: ConsentMsg.outdated })
  })
