import { healthInfoInputSchema } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import type { ChildHealthInfoInput } from '../../generated/graphql'
import { parseInput } from '../../platform/errors/domain-error'
import { type HealthInfoRow, selectHealthInfo, upsertHealthInfo } from './health-queries'
import type { Actor } from '../../platform/authz/actor'

/** A child's health information; a child with none recorded yet reads as not immunised, no conditions. */
export async function childHealthInfoOf(
  db: DbOrTx,
  schoolId: number,
  childId: number,
): Promise<HealthInfoRow> {
  return (
    (await selectHealthInfo(db, childId)) ?? {
      id: 0,
      fkSchool: schoolId,
      fkChild: childId,
      isImmunized: false,
      immunizationDetails: null,
      familyDoctorName: null,
      clinicName: null,
      clinicPhone: null,
      clinicAddress: null,
      medicalConditions: [],
      updatedBy: null,
      updatedAt: new Date(0),
    }
  )
}

/** Replaces a child's health information (the platform audit trail keeps what it was). */
export async function saveChildHealthInfo(
  db: DbOrTx,
  who: Actor,
  childId: number,
  raw: ChildHealthInfoInput,
): Promise<HealthInfoRow> {
  const input = parseInput(healthInfoInputSchema, raw)
  return upsertHealthInfo(db, { ...input, fkSchool: who.schoolId, fkChild: childId, updatedBy: who.userId })
}
