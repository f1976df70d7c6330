import { BLACKLIST_REASON_CATEGORY, enquiryState } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { blacklists, children, codes, enquiries, enquiryActivities, enquiryStateMaps } from '../../db/schema'
import { buildEnquiryWorld, buildFamily, enquiryArgs, submitOk } from '../enquiries/test-fixtures'

/** A blacklisted family enquires again through the public form, signed in as themselves. */
async function listedFamilyEnquires(opts: { mapAllows: boolean }) {
  const world = await buildEnquiryWorld()
  const family = await buildFamily(world, world.middle.id, 'pre_registration')
  const [code] = await world.school.db
    .insert(codes)
    .values({
      fkSchool: world.school.id,
      category: BLACKLIST_REASON_CATEGORY,
      label: 'Misconduct',
      description: 'x',
    })
    .returning()
  await world.school.db.insert(blacklists).values({
    fkSchool: world.school.id,
    fkCentre: world.middle.id,
    fkChild: family.childId,
    fkUser: family.parent.id,
    fkCode: code.id,
    remark: 'Threatened staff',
  })
  if (!opts.mapAllows)
    await world.school.db
      .update(enquiryStateMaps)
      .set({ active: false })
      .where(
        and(
          eq(enquiryStateMaps.fkSchool, world.school.id),
          eq(enquiryStateMaps.fkFromState, enquiryState('new_enquiry').id),
          eq(enquiryStateMaps.fkToState, enquiryState('blacklisted').id),
        ),
      )
  const [child] = await world.school.db.select().from(children).where(eq(children.id, family.childId))
  const args = enquiryArgs(world, {
    email: family.parent.email,
    enquiry: { birthCertificate: child.birthCertificate },
  })
  const [made] = await submitOk(args, family.parent.token)
  const [stored] = await world.school.db.select().from(enquiries).where(eq(enquiries.id, made.ID))
  return { world, made, stored, family }
}

describe("a blacklisted family's new enquiry", () => {
  it('is answered like any other, then closed as blacklisted for staff to see', async () => {
    const { world, made, stored } = await listedFamilyEnquires({ mapAllows: true })
    // The answer tells the caller nothing: the enquiry reads as new, like every family's.
    expect(made.admissionStatus.stateCode).toBe('new_enquiry')
    expect(stored.fkEnquiryState).toBe(enquiryState('blacklisted').id)
    expect(stored.active).toBe(false)
    const moves = await world.school.db
      .select({ action: enquiryActivities.action, fkUser: enquiryActivities.fkUser })
      .from(enquiryActivities)
      .where(eq(enquiryActivities.fkEnquiry, made.ID))
    expect(moves).toContainEqual({ action: 'blacklisted_on_arrival', fkUser: null })
  })

  it('stays open when the school map allows no move to blacklisted', async () => {
    const { made, stored } = await listedFamilyEnquires({ mapAllows: false })
    expect(made.admissionStatus.stateCode).toBe('new_enquiry')
    expect(stored.fkEnquiryState).toBe(enquiryState('new_enquiry').id)
  })

  it("leaves another family's enquiry open in the same school", async () => {
    const { world } = await listedFamilyEnquires({ mapAllows: true })
    const [made] = await submitOk(enquiryArgs(world))
    const [stored] = await world.school.db.select().from(enquiries).where(eq(enquiries.id, made.ID))
    expect(stored.fkEnquiryState).toBe(enquiryState('new_enquiry').id)
    expect(stored.active).toBe(true)
  })
})
