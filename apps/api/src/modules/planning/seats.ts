import { monthBounds, SeatOfferMsg } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { conflict } from '../../platform/errors/domain-error'
import {
  centreLevelVacancy,
  insertSeatOffer,
  lockCentreLevelSeats,
  type SeatOfferRow,
  selectLiveSeatOffer,
  updateLiveSeatOffer,
} from './queries'

export interface SeatRequest {
  fkSchool: number
  fkCentre: number
  fkLevel: number
  /** Any day of the first month the seat is held. */
  month: string
  fkEnquiry: number
  /** The day by which the parent must register; null for none. */
  dueDate: string | null
  /** The staff member offering it. */
  fkUser: number | null
}

/**
 * Holds a seat for an enquiry inside the caller's transaction, or refuses when the month has no vacancy left or the
 * enquiry already holds one. The centre-and-level lock makes simultaneous offers count each other's seats, so the
 * last seat is offered once (decision 0017).
 */
export async function reserveSeat(tx: DbOrTx, request: SeatRequest): Promise<SeatOfferRow> {
  await lockCentreLevelSeats(tx, request.fkCentre, request.fkLevel)
  if (await selectLiveSeatOffer(tx, request.fkSchool, request.fkEnquiry))
    throw conflict(SeatOfferMsg.alreadyOffered)
  const month = monthBounds(request.month).first
  const vacancy = await centreLevelVacancy(tx, {
    fkSchool: request.fkSchool,
    fkCentre: request.fkCentre,
    fkLevel: request.fkLevel,
    date: month,
  })
  if (vacancy.vacancies < 1) throw conflict(SeatOfferMsg.noSeat)
  try {
    return await insertSeatOffer(tx, {
      fkSchool: request.fkSchool,
      fkEnquiry: request.fkEnquiry,
      fkCentre: request.fkCentre,
      fkLevel: request.fkLevel,
      month,
      dueDate: request.dueDate,
      fkUser: request.fkUser,
    })
  } catch (error) {
    if (isUniqueViolation(error, 'seat_offers_live_enquiry')) throw conflict(SeatOfferMsg.alreadyOffered)
    throw error
  }
}

export interface SeatOfferEnd {
  fkSchool: number
  fkEnquiry: number
  /** `accepted` when registration starts, `taken` at enrolment, or how the seat was given up. */
  status: Exclude<SeatOfferRow['status'], 'offered'>
}

/**
 * Moves an enquiry's live offer on (registration started, enrolled) or gives its seat up (declined, lapsed,
 * withdrawn). Refuses when the enquiry holds no live offer, so a replayed or late call changes nothing.
 */
export async function endSeatOffer(tx: DbOrTx, change: SeatOfferEnd): Promise<SeatOfferRow> {
  const offer = await updateLiveSeatOffer(tx, change.fkSchool, change.fkEnquiry, change.status)
  if (!offer) throw conflict(SeatOfferMsg.noLiveOffer)
  return offer
}
