import { addDays, isoDateSchema, SYMPTOM_CLUSTER_DAYS } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { classes } from '../../db/schema'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { inClassesOf, limitedToClasses } from '../../platform/authz/class-scope'
import { parseInput } from '../../platform/errors/domain-error'
import { selectCentreClusters } from './cluster-queries'
import { selectFevers, selectUnacknowledgedInjuries } from './flag-queries'

/**
 * How far back an unacknowledged injury stays flagged: a parent who never opened the app for a fortnight is the
 * centre's phone call, and the window keeps the read one index range.
 */
export const INJURY_FLAG_DAYS = 14

/**
 * The dashboard's health flags of a centre on a day: the fevers taken at check-in that day, and the injuries of
 * the last fortnight up to it still waiting for a parent's acknowledgement, and the symptom clusters whose last case
 * is within the seven days up to it. A class-scope caller sees their classes.
 */
export async function centreHealthFlags(
  db: DbOrTx,
  grant: SignedInGrant,
  args: { centreId: number; date: string },
) {
  const date = parseInput(isoDateSchema(), args.date)
  const { viewer } = grant
  const scope = {
    schoolId: viewer.schoolId,
    centreId: args.centreId,
    classFilter: limitedToClasses(viewer) ? inClassesOf(classes.id, viewer.userId) : undefined,
  }
  const [fevers, injuries, clusters] = await Promise.all([
    selectFevers(db, scope, date),
    selectUnacknowledgedInjuries(db, scope, addDays(date, 1 - INJURY_FLAG_DAYS), date),
    selectCentreClusters(db, scope, addDays(date, 1 - SYMPTOM_CLUSTER_DAYS), date),
  ])
  return { centreId: args.centreId, date, fevers, injuries, clusters }
}
