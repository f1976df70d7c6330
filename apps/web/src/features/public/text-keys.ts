import type { EnrolmentStepCode } from '@preschool/domain'
import type { TextKey } from '../../i18n/text-key'

/** Each enrolment step in a parent's words: its title and what happens in it. */
const stepTexts = {
  enquire: { title: 'publicInfo.step_enquire', detail: 'publicInfo.step_enquireText' },
  visit: { title: 'publicInfo.step_visit', detail: 'publicInfo.step_visitText' },
  trial: { title: 'publicInfo.step_trial', detail: 'publicInfo.step_trialText' },
  trial_payment: { title: 'publicInfo.step_trial_payment', detail: 'publicInfo.step_trial_paymentText' },
  offer: { title: 'publicInfo.step_offer', detail: 'publicInfo.step_offerText' },
  form: { title: 'publicInfo.step_form', detail: 'publicInfo.step_formText' },
  documents: { title: 'publicInfo.step_documents', detail: 'publicInfo.step_documentsText' },
  consent: { title: 'publicInfo.step_consent', detail: 'publicInfo.step_consentText' },
  giro: { title: 'publicInfo.step_giro', detail: 'publicInfo.step_giroText' },
  payment: { title: 'publicInfo.step_payment', detail: 'publicInfo.step_paymentText' },
  enrolled: { title: 'publicInfo.step_enrolled', detail: 'publicInfo.step_enrolledText' },
} as const satisfies Record<EnrolmentStepCode, { title: TextKey; detail: TextKey }>

/** The texts of a step the server names; null for a step this version of the page does not know. */
export const stepText = (code: string) => (code in stepTexts ? stepTexts[code as EnrolmentStepCode] : null)

/** The residency a fee is for, as the server names it. */
export const residencyText = {
  citizen: 'publicInfo.residency_citizen',
  pr: 'publicInfo.residency_pr',
  other: 'publicInfo.residency_other',
} as const satisfies Record<string, TextKey>
