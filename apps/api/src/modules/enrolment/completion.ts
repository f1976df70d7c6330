import { canTransition, childName, EnquiryTransitions, formatDate } from '@preschool/domain'
import type { Config } from '../../config'
import type { DbOrTx } from '../../db/client'
import { conflict } from '../../platform/errors/domain-error'
import { type EnquiryRow, selectEnquiry, transitionEnquiry } from '../enquiries'
import { placeOf, type RegistrationInvoicePaid } from '../ledger'
import { tellParent, tellStaff } from '../notifications'
import { enrolmentText } from './notice-texts'
import { endSeatOffer, selectLiveSeatOffer } from '../planning'
import { giroRequired } from './giro'
import { insertChildLevel, selectCentreLabel, selectOpenChildLevel, setEnrolmentDate } from './queries'

export const ENROLMENT_MSG = {
  cannotComplete: 'The enquiry can be enrolled only while its registration payment or GIRO setup is pending',
} as const

/**
 * Enrols the child of an enquiry waiting for payment or GIRO: the enquiry moves to enrolled, the child takes a seat
 * (child_levels) at the centre, level of the place offered and programme from the first day, the offer is taken,
 * and the parent and the centre's staff are told (bell and email in the school's brand).
 */
export async function completeEnrolment(
  tx: DbOrTx,
  config: Pick<Config, 'publicUrl'>,
  enquiry: EnquiryRow,
  actorId: number | null,
): Promise<EnquiryRow> {
  if (!canTransition(EnquiryTransitions.completeEnrolment, enquiry))
    throw conflict(ENROLMENT_MSG.cannotComplete)
  const place = await placeOf(tx, enquiry)
  if (!(await selectOpenChildLevel(tx, enquiry.fkSchool, enquiry.fkChild)))
    await insertChildLevel(tx, {
      fkSchool: enquiry.fkSchool,
      fkChild: enquiry.fkChild,
      fkCentre: enquiry.fkCentre,
      fkLevel: place.levelId,
      fkProgram: enquiry.fkProgram,
      from: place.firstDay,
    })
  await setEnrolmentDate(tx, enquiry.fkSchool, enquiry.fkChild, place.firstDay)
  if (await selectLiveSeatOffer(tx, enquiry.fkSchool, enquiry.id))
    await endSeatOffer(tx, { fkSchool: enquiry.fkSchool, fkEnquiry: enquiry.id, status: 'taken' })
  const moved = await transitionEnquiry(tx, {
    enquiry,
    to: EnquiryTransitions.completeEnrolment.to,
    action: 'enrolled',
    actorId,
  })
  const child = childName(enquiry)
  const centre = await selectCentreLabel(tx, enquiry.fkCentre)
  const enrolled = { child, centre, date: formatDate(place.firstDay) }
  await tellParent(
    tx,
    {
      schoolId: enquiry.fkSchool,
      userId: enquiry.fkUser,
      inLanguage: (language) => ({
        title: enrolmentText(language, 'enrolledTitle'),
        body: enrolmentText(language, 'enrolled', enrolled),
      }),
    },
    config.publicUrl,
  )
  await tellStaff(
    tx,
    {
      schoolId: enquiry.fkSchool,
      centreId: enquiry.fkCentre,
      module: 'enquiry_management',
      title: `${child} enrolled`,
      body: enrolmentText('en', 'enrolled', enrolled),
      navigate: `/pre-enrolment/${enquiry.id}`,
      actionLabel: 'See the admission',
    },
    config.publicUrl,
  )
  return moved
}

/**
 * The rule of decision 0026 when the registration invoice is paid: enrolled when GIRO is set up for the child or
 * the school skips it; otherwise the enquiry waits in pending_giro (the GIRO events enrol it later).
 */
export async function onRegistrationInvoicePaid(tx: DbOrTx, event: RegistrationInvoicePaid): Promise<void> {
  const enquiry = await selectEnquiry(tx, event.schoolId, event.enquiryId, { lock: true })
  if (!enquiry || !enquiry.active) return
  const config = { publicUrl: event.publicUrl }
  if (!(await giroRequired(tx, enquiry.fkSchool, enquiry.fkChild))) {
    if (canTransition(EnquiryTransitions.completeEnrolment, enquiry))
      await completeEnrolment(tx, config, enquiry, null)
    return
  }
  if (!canTransition(EnquiryTransitions.awaitGiro, enquiry)) return
  await transitionEnquiry(tx, {
    enquiry,
    to: EnquiryTransitions.awaitGiro.to,
    action: 'registration_paid',
    actorId: null,
  })
  await tellParent(
    tx,
    {
      schoolId: enquiry.fkSchool,
      userId: enquiry.fkUser,
      inLanguage: (language) => ({
        title: enrolmentText(language, 'feePaidTitle'),
        body: enrolmentText(language, 'feePaid', { child: enquiry.childFirstname }),
      }),
    },
    config.publicUrl,
  )
}
