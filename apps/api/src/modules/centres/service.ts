import {
  accessibleCentresArgsSchema,
  type CentreAddressData,
  CentreMsg,
  type CentreSaveInput,
  centreFilterSchema,
  centreSaveSchema,
  EnquiryMsg,
  ErrorCode,
  hasAccess,
} from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import type { Db, Tx } from '../../db/client'
import { isUniqueViolation } from '../../db/errors'
import { centres } from '../../db/schema'
import type { Pagination } from '../../generated/graphql'
import { type CentreScope, scopeCondition } from '../../platform/authz/centre-scope'
import type { SignedInGrant } from '../../platform/authz/authorize'
import { badInput, conflict, DomainError, notFound, parseInput } from '../../platform/errors/domain-error'
import { type Geocoder, GeocoderUnavailableError } from '../../platform/geocoding/geocoder'
import { toLimitOffset } from '../../platform/pagination'
import {
  type CentreWithAddresses,
  centreHasChildrenInClasses,
  centreHasClasses,
  centreHasOpenEnquiries,
  deleteCentre,
  insertCentre,
  lockCentre,
  type OfferedProgramme,
  replaceNearbyPostcodes,
  replaceOffer,
  searchCondition,
  selectCentre,
  selectCentreIdByCode,
  selectCentres,
  selectCentresPage,
  selectOffered,
  selectProgrammesOfSchool,
  updateCentre,
  upsertFirstAddress,
  withAddresses,
} from './queries'

/**
 * The active centres of the viewer's school in which their roles grant `accessType` on `module`: HQ staff
 * reach every centre, others the centres assigned to them. Used by screens to fill centre pickers and by
 * approver lists (access type approve).
 */
export async function accessibleCentres(
  db: Db,
  grant: SignedInGrant,
  raw: { module: string; accessType: string },
): Promise<CentreWithAddresses[]> {
  const { module, accessType } = parseInput(accessibleCentresArgsSchema, raw)
  if (!hasAccess(grant.viewer.access[module] ?? 0, accessType)) return []
  return selectCentres(
    db,
    grant.viewer.schoolId,
    and(eq(centres.active, true), scopeCondition(grant.centres, centres.id)),
  )
}

/** Centre management's list: the centres in reach, filtered by status and a search on label or code. */
export async function listCentres(
  db: Db,
  scope: CentreScope,
  schoolId: number,
  rawFilter: unknown,
  pagination: Pagination | null | undefined,
) {
  const filter = parseInput(centreFilterSchema, rawFilter)
  const page = toLimitOffset(pagination)
  return selectCentresPage(
    db,
    schoolId,
    and(
      scopeCondition(scope, centres.id),
      filter.ID === null ? undefined : eq(centres.id, filter.ID),
      filter.active === null ? undefined : eq(centres.active, filter.active),
      filter.search === null ? undefined : searchCondition(filter.search),
    ),
    page,
  )
}

/** The levels and programmes a centre offers (the guard checked the caller reaches it). */
export const listOffer = (db: Db, centreId: number): Promise<OfferedProgramme[]> =>
  selectOffered(db, [centreId])

/** The address's map position: as given, else from the postal code. Runs before the transaction (may be remote). */
async function locate(geocoder: Geocoder, address: CentreAddressData): Promise<{ lat: number; lng: number }> {
  if (address.lat !== null && address.lng !== null) return { lat: address.lat, lng: address.lng }
  try {
    const found = await geocoder.lookup(address.postcode)
    if (found) return { lat: found.lat, lng: found.lng }
  } catch (error) {
    if (error instanceof GeocoderUnavailableError)
      throw badInput(CentreMsg.geocoderUnavailable, { 'addressData.lat': CentreMsg.geocoderUnavailable })
    throw error
  }
  throw badInput(CentreMsg.postalCodeUnknown, { 'addressData.postcode': CentreMsg.postalCodeUnknown })
}

const codeTaken = () =>
  new DomainError(ErrorCode.Conflict, CentreMsg.codeTaken, { 'centreData.code': CentreMsg.codeTaken })

/** Codes are stored upper case; older rows may not be, hence the comparison on upper(code). */
async function assertCodeFree(tx: Tx, schoolId: number, centreId: number | undefined, code: string) {
  const other = await selectCentreIdByCode(tx, schoolId, code)
  if (other !== null && other !== centreId) throw codeTaken()
}

/** Every programme offered must be an active programme of an active level of the school, under that level. */
async function assertOffer(tx: Tx, schoolId: number, offer: CentreSaveInput['levels']) {
  const known = await selectProgrammesOfSchool(
    tx,
    schoolId,
    offer.map((o) => o.fkProgram),
  )
  for (const [index, pair] of offer.entries()) {
    const programme = known.find((k) => k.programId === pair.fkProgram)
    const field = `levels.${index}`
    if (!programme?.programActive || !programme.levelActive)
      throw badInput(CentreMsg.levelUnavailable, { [field]: CentreMsg.levelUnavailable })
    if (programme.levelId !== pair.fkLevel)
      throw badInput(CentreMsg.programNotOfLevel, { [field]: CentreMsg.programNotOfLevel })
  }
}

/** The centre has one address, its first; further ones (added elsewhere) are left alone. */
async function saveAddress(
  tx: Tx,
  schoolId: number,
  centre: { id: number; label: string },
  address: CentreAddressData,
  position: { lat: number; lng: number },
) {
  const values = {
    name: address.building ?? centre.label,
    address: address.address,
    building: address.building,
    floor: address.floor,
    unit: address.unit,
    postcode: address.postcode,
    lat: position.lat,
    lng: position.lng,
    active: true,
  }
  await upsertFirstAddress(tx, schoolId, centre.id, values)
}

/**
 * Creates a centre (centreId undefined) or updates one, with its address, nearby postal codes and offer, in one
 * transaction. The position comes from the postal code unless given. The guard authorized it (centres.create is
 * head office's).
 */
export async function saveCentre(
  db: Db,
  geocoder: Geocoder,
  schoolId: number,
  centreId: number | undefined,
  raw: unknown,
): Promise<CentreWithAddresses> {
  const input = parseInput(centreSaveSchema, raw)
  const position = await locate(geocoder, input.addressData)
  try {
    return await db.transaction(async (tx) => {
      if (centreId !== undefined && !(await selectCentre(tx, schoolId, centreId))) throw notFound('Centre')
      await assertCodeFree(tx, schoolId, centreId, input.centreData.code)
      await assertOffer(tx, schoolId, input.levels)
      const values = { ...input.centreData }
      const row =
        centreId === undefined
          ? await insertCentre(tx, schoolId, values)
          : await updateCentre(tx, centreId, values)
      await saveAddress(tx, schoolId, row, input.addressData, position)
      await replaceNearbyPostcodes(tx, schoolId, row.id, input.postcodes)
      await replaceOffer(tx, schoolId, row.id, input.levels)
      return (await withAddresses(tx, [row]))[0]
    })
  } catch (error) {
    if (isUniqueViolation(error, 'centres_school_code')) throw codeTaken()
    throw error
  }
}

/** PostgreSQL reports a row still referenced elsewhere as 23503; drizzle wraps the driver's error in `cause`. */
function isForeignKeyViolation(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: string }).code === '23503') return true
  }
  return false
}

/**
 * Deletes a centre nobody uses (the guard let through head office only). Refused while children are or were in its classes, it still has
 * classes, or it has open enquiries. Anything else still pointing at the centre (closed enquiries included) also
 * refuses the delete.
 */
export async function removeCentre(db: Db, schoolId: number, centreId: number): Promise<void> {
  try {
    await db.transaction(async (tx) => {
      const centre = await lockCentre(tx, schoolId, centreId)
      if (!centre) throw notFound('Centre')
      if (await centreHasChildrenInClasses(tx, centreId)) throw conflict(CentreMsg.hasChildren)
      if (await centreHasClasses(tx, centreId)) throw conflict(CentreMsg.hasClasses)
      if (await centreHasOpenEnquiries(tx, centreId)) throw conflict(EnquiryMsg.centreHasOpenEnquiries)
      await deleteCentre(tx, centreId)
    })
  } catch (error) {
    if (isForeignKeyViolation(error)) throw conflict(CentreMsg.inUse)
    throw error
  }
}
