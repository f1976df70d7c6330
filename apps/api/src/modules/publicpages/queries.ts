import { and, asc, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  centreAddresses,
  centreLevels,
  centres,
  levels,
  publicFaqs,
  publicPages,
  publicProgrammes,
} from '../../db/schema'

/** The labels of the active levels each centre offers (youngest first), by centre ID: one statement. */
export async function selectCentreLevelLabels(
  db: DbOrTx,
  schoolId: number,
  centreIds: readonly number[],
): Promise<Map<number, string[]>> {
  const rows = await db
    .selectDistinct({ centre: centreLevels.fkCentre, label: levels.label, fromMonth: levels.fromMonth })
    .from(centreLevels)
    .innerJoin(levels, eq(levels.id, centreLevels.fkLevel))
    .where(
      and(
        eq(centreLevels.fkSchool, schoolId),
        inArray(centreLevels.fkCentre, [...centreIds]),
        eq(levels.active, true),
      ),
    )
    .orderBy(asc(levels.fromMonth), asc(levels.label))
  const out = new Map<number, string[]>()
  for (const row of rows) out.set(row.centre, [...(out.get(row.centre) ?? []), row.label])
  return out
}

export type PublicPageRow = typeof publicPages.$inferSelect
export type PublicProgrammeRow = Omit<typeof publicProgrammes.$inferSelect, 'fkSchool'>
export type PublicFaqRow = Omit<typeof publicFaqs.$inferSelect, 'fkSchool'>

export interface PublicPagesRows {
  page: PublicPageRow | null
  programmes: PublicProgrammeRow[]
  faqs: PublicFaqRow[]
}

/** The school's public pages as stored (published or not), lists in HQ's order: three statements. */
export async function selectPublicPages(db: DbOrTx, schoolId: number): Promise<PublicPagesRows> {
  const [pages, programmes, faqs] = await Promise.all([
    db.select().from(publicPages).where(eq(publicPages.fkSchool, schoolId)),
    db
      .select({
        position: publicProgrammes.position,
        title: publicProgrammes.title,
        description: publicProgrammes.description,
        imageUrl: publicProgrammes.imageUrl,
      })
      .from(publicProgrammes)
      .where(eq(publicProgrammes.fkSchool, schoolId))
      .orderBy(asc(publicProgrammes.position)),
    db
      .select({ position: publicFaqs.position, question: publicFaqs.question, answer: publicFaqs.answer })
      .from(publicFaqs)
      .where(eq(publicFaqs.fkSchool, schoolId))
      .orderBy(asc(publicFaqs.position)),
  ])
  return { page: pages[0] ?? null, programmes, faqs }
}

/** Writes the page row and replaces its lists (in the caller's transaction). */
export async function replacePublicPages(
  tx: DbOrTx,
  schoolId: number,
  values: Omit<PublicPageRow, 'fkSchool' | 'updatedAt'>,
  programmes: Omit<PublicProgrammeRow, 'position'>[],
  faqs: Omit<PublicFaqRow, 'position'>[],
): Promise<void> {
  await tx
    .insert(publicPages)
    .values({ fkSchool: schoolId, ...values })
    .onConflictDoUpdate({ target: publicPages.fkSchool, set: { ...values, updatedAt: new Date() } })
  await tx.delete(publicProgrammes).where(eq(publicProgrammes.fkSchool, schoolId))
  await tx.delete(publicFaqs).where(eq(publicFaqs.fkSchool, schoolId))
  if (programmes.length > 0)
    await tx
      .insert(publicProgrammes)
      .values(programmes.map((p, position) => ({ fkSchool: schoolId, position, ...p })))
  if (faqs.length > 0)
    await tx.insert(publicFaqs).values(faqs.map((f, position) => ({ fkSchool: schoolId, position, ...f })))
}

/** Locks the school's page row (made when missing) so two saves of the same school run one after the other. */
export async function lockPublicPages(tx: DbOrTx, schoolId: number): Promise<void> {
  await tx.insert(publicPages).values({ fkSchool: schoolId }).onConflictDoNothing()
  await tx
    .select({ id: publicPages.fkSchool })
    .from(publicPages)
    .where(eq(publicPages.fkSchool, schoolId))
    .for('update')
}

export interface PublicCentreRow {
  ID: number
  label: string
  code: string
  addresses: { ID: number; address: string; postcode: string; lat: number | null; lng: number | null }[]
}

/** The school's active centres with their active addresses, by label: one statement. */
export async function selectPublicCentres(db: DbOrTx, schoolId: number): Promise<PublicCentreRow[]> {
  const rows = await db
    .select({
      ID: centres.id,
      label: centres.label,
      code: centres.code,
      addressId: centreAddresses.id,
      address: centreAddresses.address,
      postcode: centreAddresses.postcode,
      lat: centreAddresses.lat,
      lng: centreAddresses.lng,
    })
    .from(centres)
    .leftJoin(
      centreAddresses,
      and(eq(centreAddresses.fkCentre, centres.id), eq(centreAddresses.active, true)),
    )
    .where(and(eq(centres.fkSchool, schoolId), eq(centres.active, true)))
    .orderBy(asc(centres.label), asc(centres.id), asc(centreAddresses.id))
  const out = new Map<number, PublicCentreRow>()
  for (const { addressId, address, postcode, lat, lng, ...centre } of rows) {
    const entry = out.get(centre.ID) ?? { ...centre, addresses: [] }
    if (addressId !== null && address !== null && postcode !== null)
      entry.addresses.push({ ID: addressId, address, postcode, lat, lng })
    out.set(centre.ID, entry)
  }
  return [...out.values()]
}
