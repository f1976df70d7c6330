import type { MutationCreateInvoiceRunArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard, guardByCase } from '../../../platform/authz/guard'
import type { SignedInGrant } from '../../../platform/authz/authorize'
import type { Context } from '../../../platform/context'
import { selectRunView, toInvoiceRun } from '../run-views'
import { startRun } from '../run-service'

async function start(args: MutationCreateInvoiceRunArgs, { viewer }: SignedInGrant, ctx: Context) {
  const run = await startRun(
    ctx.db,
    { schoolId: viewer.schoolId, userId: viewer.userId },
    args.IDCentre ?? null,
    args.month,
  )
  return toInvoiceRun((await selectRunView(ctx.db, viewer.schoolId, run.id))!, viewer)
}

/** A whole-school run is head office's; a centre's, its finance staff's. */
export const createInvoiceRun = guardByCase(
  (a: MutationCreateInvoiceRunArgs) => a.IDCentre == null,
  guard(actions.finance.startSchoolRun, bySchool, start),
  guard(
    actions.finance.startCentreRun,
    (a: MutationCreateInvoiceRunArgs) => ({ school: a.IDSchool, centre: a.IDCentre }),
    start,
  ),
)
