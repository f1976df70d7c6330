import { SchoolConfigKey } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { selectSchoolConfig } from '../tenancy'

/**
 * Whether the child has a GIRO application. giro wires this: the lead connects it to `hasGiroApplication` of
 * modules/giro at merge (the one temporary seam of decision 0026). Until then no child has one, so the school's
 * skip_giro_setup_school_visit decides.
 */
export async function giroSetUp(_tx: DbOrTx, _childId: number): Promise<boolean> {
  return false
}

/** GIRO is still needed before enrolment: the school does not skip it and the child has no application. */
export async function giroRequired(tx: DbOrTx, schoolId: number, childId: number): Promise<boolean> {
  const skip =
    (await selectSchoolConfig(tx, schoolId, SchoolConfigKey.skipGiroSetupSchoolVisit))?.value === '1'
  return !skip && !(await giroSetUp(tx, childId))
}
