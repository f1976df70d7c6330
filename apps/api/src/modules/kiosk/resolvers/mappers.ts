import type { AuthorisedPickup, KioskChild } from '../../../generated/graphql'
import type { Collector, KioskDeps } from '../kiosk'
import { passKey } from '../passes'
import type { PickupRow } from '../queries'
import type { Context } from '../../../platform/context'
import { signedFileUrl, type StorageDeps } from '../../../platform/storage/files'

/** A signed link to a person's photo, for whoever the operation already let see the person. */
export const photoUrl = (deps: StorageDeps, key: string | null) => (key ? signedFileUrl(deps, key) : null)

export const toPickup = async (deps: StorageDeps, p: PickupRow): Promise<AuthorisedPickup> => ({
  ID: p.id,
  childID: p.fkChild,
  name: p.name,
  relation: p.relation,
  mobile: p.mobile,
  photoKey: p.photoKey,
  photoURL: await photoUrl(deps, p.photoKey),
})

export const toPickups = (deps: StorageDeps, rows: PickupRow[]) =>
  Promise.all(rows.map((p) => toPickup(deps, p)))

export const toKioskChild = async (
  deps: StorageDeps,
  c: {
    childId: number
    firstname: string
    lastname: string
    classId: number
    classLabel: string
    collectors: Collector[]
  },
): Promise<KioskChild> => ({
  ID: c.childId,
  firstname: c.firstname,
  lastname: c.lastname,
  classID: c.classId,
  classLabel: c.classLabel,
  // The mobile stays with the family: the lobby's screen shows its last four digits only.
  collectors: await Promise.all(
    c.collectors.map(async (p) => ({
      name: p.name,
      relation: p.relation,
      mobileEnding: p.mobile.slice(-4),
      photoURL: await photoUrl(deps, p.photoKey),
    })),
  ),
})

export const toKioskChildren = (deps: StorageDeps, rows: Parameters<typeof toKioskChild>[1][]) =>
  Promise.all(rows.map((c) => toKioskChild(deps, c)))

export const kioskDeps = (ctx: Context): KioskDeps => ({
  db: ctx.db,
  key: passKey(ctx.config.oidcClientSecret),
  publicUrl: ctx.config.publicUrl,
})
