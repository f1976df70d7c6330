import { SchoolConfigKey } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { hasGiroApplication } from '../giro'
import { selectSchoolConfig } from '../tenancy'

/** Whether the child has a GIRO application (a pending or approved bank account, modules/giro). */
export function giroSetUp(tx: DbOrTx, childId: number): Promise<boolean> {
  return hasGiroApplication(tx, childId)
}

/** GIRO is still needed before enrolment: the school does not skip it and the child has no application. */
export async function giroRequired(tx: DbOrTx, schoolId: number, childId: number): Promise<boolean> {
  const skip =
    (await selectSchoolConfig(tx, schoolId, SchoolConfigKey.skipGiroSetupSchoolVisit))?.value === '1'
  return !skip && !(await giroSetUp(tx, childId))
}
