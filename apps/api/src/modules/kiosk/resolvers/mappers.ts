import type { AuthorisedPickup, KioskChild } from '../../../generated/graphql'
import type { KioskDeps } from '../kiosk'
import { passKey } from '../passes'
import type { PickupRow } from '../queries'
import type { Context } from '../../../platform/context'

export const toPickup = (p: PickupRow): AuthorisedPickup => ({
  ID: p.id,
  childID: p.fkChild,
  name: p.name,
  relation: p.relation,
  mobile: p.mobile,
})

export const toKioskChild = (c: {
  childId: number
  firstname: string
  lastname: string
  classId: number
  classLabel: string
}): KioskChild => ({
  ID: c.childId,
  firstname: c.firstname,
  lastname: c.lastname,
  classID: c.classId,
  classLabel: c.classLabel,
})

export const kioskDeps = (ctx: Context): KioskDeps => ({
  db: ctx.db,
  key: passKey(ctx.config.oidcClientSecret),
  publicUrl: ctx.config.publicUrl,
})
