import { AttendanceSetting, notifiableSymptoms, notifiableSymptomsInputSchema } from '@preschool/domain'
import type { Db, DbOrTx } from '../../db/client'
import { parseInput } from '../../platform/errors/domain-error'
import { selectSchoolConfig, upsertSchoolConfig } from '../tenancy'

const { key } = AttendanceSetting.notifiableSymptoms

/** The school's notifiable symptoms (decision 0076): its saved list, or the defaults until it saves one. */
export async function readNotifiableSymptoms(db: DbOrTx, schoolId: number): Promise<string[]> {
  return notifiableSymptoms((await selectSchoolConfig(db, schoolId, key))?.value)
}

/**
 * Replaces the school's list with the one sent, validated by the screen's own rules; stored one name a line in the
 * school's settings, where the cluster check reads it. Saving the same list again changes nothing.
 */
export async function saveNotifiableSymptoms(db: Db, schoolId: number, raw: unknown): Promise<string[]> {
  const { symptoms } = parseInput(notifiableSymptomsInputSchema, { symptoms: raw })
  return db.transaction(async (tx) => {
    await upsertSchoolConfig(tx, schoolId, key, symptoms.join('\n'))
    return readNotifiableSymptoms(tx, schoolId)
  })
}
