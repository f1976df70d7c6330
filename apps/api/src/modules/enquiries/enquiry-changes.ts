import {
  bookedVisitType,
  enquiryFlow,
  type EnquiryFlow,
  enquiryStateCode,
  EnquiryTransitions,
  singaporeToday,
  withoutVisitTimes,
} from '@preschool/domain'
import type { Config } from '../../config'
import type { Db, DbOrTx } from '../../db/client'
import type { Actor } from '../../platform/authz/actor'
import { notFound } from '../../platform/errors/domain-error'
import { publish } from '../../platform/events/bus'
import { tellStaffOfEnquiry } from './enquiry-notices'
import { hasVisitTimes } from './queries'
import { type EnquiryView, selectEnquiry, selectEnquiryView } from './queries'
import { type EnquiryRow, transitionEnquiry } from './transition'

/** The school's enquiry (locked for a change when `lock`); access was checked by the guard. */
export async function schoolEnquiry(
  db: DbOrTx,
  schoolId: number,
  enquiryId: number,
  opts: { lock?: boolean } = {},
) {
  const enquiry = await selectEnquiry(db, schoolId, enquiryId, opts)
  if (!enquiry) throw notFound('Enquiry')
  return enquiry
}

/** Where an enquiry stands for the parent: its state, the four steps and the next action. */
export async function frontendStates(
  db: Db,
  actor: Actor,
  enquiryId: number,
): Promise<{ enquiry: EnquiryRow; flow: EnquiryFlow }> {
  const enquiry = await schoolEnquiry(db, actor.schoolId, enquiryId)
  const flow = enquiryFlow({
    stateCode: enquiryStateCode(enquiry),
    skipCentreVisit: enquiry.skipCentreVisit,
    skipTrial: enquiry.skipTrial,
  })
  const visitType = bookedVisitType(flow.nextAction)
  const open =
    visitType === null ||
    (await hasVisitTimes(db, {
      schoolId: enquiry.fkSchool,
      centreId: enquiry.fkCentre,
      visitType,
      today: singaporeToday(),
    }))
  return { enquiry, flow: open ? flow : withoutVisitTimes(flow) }
}

/**
 * Cancels an open enquiry (its parent, or staff with enquiry management write at its centre). Publishes
 * enquiryCancelled in the same transaction: the visits module calls off the visits that will not take place now.
 */
export async function cancelEnquiry(
  db: Db,
  config: Pick<Config, 'publicUrl'>,
  actor: Actor,
  enquiryId: number,
  by: 'staff' | 'family',
): Promise<EnquiryView> {
  return db.transaction(async (tx) => {
    const enquiry = await schoolEnquiry(tx, actor.schoolId, enquiryId, { lock: true })
    await transitionEnquiry(tx, {
      enquiry,
      to: EnquiryTransitions.cancelEnquiry.to,
      action: 'cancelled',
      actorId: actor.userId,
    })
    await publish(tx, 'enquiryCancelled', { schoolId: enquiry.fkSchool, enquiryId: enquiry.id })
    const view = await selectEnquiryView(tx, actor.schoolId, enquiryId)
    if (!view) throw notFound('Enquiry')
    // Staff who cancel know it; the centre hears of a family's own cancellation.
    if (by === 'family')
      await tellStaffOfEnquiry(tx, config.publicUrl, 'cancelled', {
        schoolId: enquiry.fkSchool,
        enquiryId: enquiry.id,
        centreId: enquiry.fkCentre,
        centre: view.centre.label,
        child: `${enquiry.childFirstname} ${enquiry.childLastname}`,
      })
    return view
  })
}
