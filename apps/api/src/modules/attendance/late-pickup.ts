import { latePickupFee, singaporeInstant, singaporeTime } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { recordCharge, voidCharges } from '../ledger'
import type { Marker } from './marking'
import { deactivateLatePickup, type EntryRow, insertLatePickup } from './queries'
import type { AttendanceRules } from './settings'

/**
 * Bills a check-out after the centre's closing time and grace, in the check-out's transaction: a late-pickup entry
 * and its charge for the family's next invoice (never CDA-payable). A corrected check-out first voids the entry
 * and charge it had, then records them again if it is still late: a replay bills once, a correction bills right.
 */
export async function settleLatePickup(
  tx: DbOrTx,
  who: Marker,
  checkOut: EntryRow,
  rules: AttendanceRules,
): Promise<void> {
  const previous = await deactivateLatePickup(tx, checkOut.id)
  if (previous)
    await voidCharges(
      tx,
      who.schoolId,
      'late_pickup',
      previous.id,
      `Check-out corrected to ${singaporeTime(checkOut.time)}`,
    )
  const closing = singaporeInstant(checkOut.date, rules.closingTime)
  const minutesLate = Math.floor((checkOut.time.getTime() - closing.getTime()) / 60_000)
  const fee = latePickupFee(minutesLate, rules)
  if (!fee) return
  const entry = await insertLatePickup(tx, {
    fkSchool: who.schoolId,
    fkCentre: checkOut.fkCentre,
    fkChild: checkOut.fkChild,
    fkEntry: checkOut.id,
    date: checkOut.date,
    pickedBy: checkOut.pickedBy,
    pickupTime: checkOut.time,
    remarks: checkOut.remarks,
    quantity: fee.quantity,
    feeCents: fee.feeCents,
  })
  await recordCharge(tx, {
    schoolId: who.schoolId,
    centreId: checkOut.fkCentre,
    childId: checkOut.fkChild,
    chargeDate: checkOut.date,
    source: 'late_pickup',
    sourceId: entry.id,
    label: `Late pickup on ${checkOut.date} (${minutesLate} min)`,
    quantity: fee.quantity,
    unitPriceCents: rules.centsPerBlock,
    taxable: false,
    cdaPayable: false,
    createdBy: who.userId,
  })
}
