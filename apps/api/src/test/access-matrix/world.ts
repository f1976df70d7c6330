import { Access, moduleCategoryCodes, singaporeToday, addDays } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import {
  blacklistDrafts,
  blacklists,
  codes,
  enquiryStateMaps,
  invoiceRuns,
  staff as staffTable,
  waitlistTags,
} from '../../db/schema'
import {
  buildAvailability,
  buildFamily,
  buildHoliday,
  buildVisit,
  buildVisitWorld,
  type Family,
  type VisitWorld,
} from '../../modules/visits/test-fixtures'
import {
  buildCapacityDraft,
  buildCardOrder,
  buildCentre,
  buildClass,
  buildDocument,
  buildDocumentTypes,
  buildEnquiry,
  buildBus,
  buildBusDriver,
  buildChildAtCentre,
  buildFeeDraft,
  buildPaidInvoice,
  buildEvent,
  buildFeeTier,
  buildHQ,
  buildRole,
  buildSchool,
  buildStaff,
  enrolChild,
  type TestUser,
  buildBankAccount,
  buildClassBroadcast,
  buildTransfer,
  buildWithdrawal,
  buildInjury,
  buildSymptomCluster,
  buildLeaveRequest,
} from '../builders'

const every = (level: number) => Object.fromEntries(moduleCategoryCodes.map((code) => [code, level]))

/** The objects a caller must not reach: one of each kind, all at `world.centre` of `world.school`. */
export interface Victims {
  world: VisitWorld
  family: Family
  visitId: number
  availabilityId: number
  holidayId: number
  holidayYear: number
  roleId: number
  staffId: number
  codeId: number
  classId: number
  capacityDraftId: number
  tagId: number
  /** A mapping of the school's state map. */
  mapId: number
  /** The victim family on the blacklist, and a pending request about it. */
  blacklistId: number
  blacklistDraftId: number
  /** A registration document type of the school and a document of the family's enquiry, pending verification. */
  documentTypeId: number
  documentId: number
  busId: number
  busDriverId: number
  /** A child of the centre on no bus. */
  busFreeChildId: number
  feeTierId: number
  /** A pending fee change request at the centre, by the world's HQ. */
  feeDraftId: number
  /** A withdrawal of the family's child waiting for the centre, given by the family's parent. */
  withdrawalId: number
  /** A transfer of the family's child from the centre to a third centre, waiting for the source, by the parent. */
  transferId: number
  /** A pending CDA bank account of the family's child. */
  bankAccountId: number
  /** An invoice of the family's enquiry and the receipt of a part payment. */
  invoiceId: number
  receiptId: number
  /** An open card order on that invoice. */
  cardOrderId: string
  /** A dry run of the centre's month by the world's HQ, awaiting review. */
  invoiceRunId: number
  /** A published event inviting the centre. */
  eventId: number
  /** A broadcast published to the family's class (the family receives it). */
  broadcastId: number
  /** An injury of the family's child in the class, not yet acknowledged. */
  injuryId: number
  /** A pending leave request of the family's child, made by its parent. */
  leaveRequestId: number
  /** A symptom cluster of the class. */
  symptomClusterId: number
}

/** The callers of the matrix: each must be refused on the victims' objects. */
export interface Intruders {
  /** A parent of another family of the same school, with a child and enquiry of their own. */
  otherParent: TestUser
  /** Staff of the victims' centre without any module. */
  noModule: TestUser
  /** Staff of the victims' centre with read on every module and nothing more. */
  readOnly: TestUser
  /**
   * Staff of another centre of the same school with every access on every module; the victims' child once had an
   * enquiry there, since cancelled.
   */
  otherCentre: TestUser
  /** HQ of another school with every access on every module. */
  otherSchoolHq: TestUser
  otherSchoolId: number
}

export async function buildVictims(): Promise<Victims> {
  const world = await buildVisitWorld()
  const family = await buildFamily(world)
  const visit = await buildVisit(world, family, new Date(`${addDays(singaporeToday(), 7)}T02:00:00Z`))
  const availability = await buildAvailability(world)
  // Issue 29 item 22: the child once enquired at the other centre (cancelled since). That centre's staff (the
  // `otherCentre` intruder) must not reach the child through the old enquiry.
  await buildEnquiry(world.school, {
    centreId: world.otherCentre.id,
    levelId: world.levelId,
    enrollmentPlan: `${addDays(singaporeToday(), 40).slice(0, 7)}-01`,
    state: 'cancelled_enquiry',
    userId: family.parent.id,
    childId: family.childId,
  })
  const holidayDate = addDays(singaporeToday(), 20)
  const holiday = await buildHoliday(world, holidayDate, {
    title: 'Centre day',
    centreId: world.centre.id,
  })
  const role = await buildRole(world.school, { isStaff: true, access: { level_management: Access.read } })
  const [member] = await world.school.db
    .select({ id: staffTable.id })
    .from(staffTable)
    .where(eq(staffTable.fkSchool, world.school.id))
    .limit(1)
  const [code] = await world.school.db
    .insert(codes)
    .values({ fkSchool: world.school.id, category: 'race', label: 'Matrix', description: 'Matrix code' })
    .returning()
  // The family's child is enrolled at the victims' centre, in a class of its level.
  const klass = await buildClass(world.school, {
    centreId: world.centre.id,
    levelId: world.levelId,
    teachers: 1,
  })
  await enrolChild(world.school, {
    childId: family.childId,
    centreId: world.centre.id,
    levelId: world.levelId,
    from: '2025-01-01',
    classId: klass.id,
  })
  const broadcast = await buildClassBroadcast(world.school, { senderId: world.hq.id, classId: klass.id })
  const draft = await buildCapacityDraft(world.school, {
    centreId: world.centre.id,
    levelId: world.levelId,
    requesterId: world.hq.id,
  })
  const [tag] = await world.school.db
    .insert(waitlistTags)
    .values({ fkSchool: world.school.id, description: 'Matrix tag', weight: 5 })
    .returning()
  const [mapping] = await world.school.db
    .select({ id: enquiryStateMaps.id })
    .from(enquiryStateMaps)
    .where(eq(enquiryStateMaps.fkSchool, world.school.id))
    .limit(1)
  const [entry] = await world.school.db
    .insert(blacklists)
    .values({
      fkSchool: world.school.id,
      fkCentre: world.centre.id,
      fkChild: family.childId,
      fkUser: family.parent.id,
      fkCode: code.id,
      remark: 'Matrix',
    })
    .returning()
  const [blacklistDraft] = await world.school.db
    .insert(blacklistDrafts)
    .values({
      fkSchool: world.school.id,
      fkCentre: world.centre.id,
      kind: 'remove',
      fkChild: family.childId,
      fkParent: family.parent.id,
      fkBlacklist: entry.id,
      remark: 'Matrix',
      fkUser: world.hq.id,
    })
    .returning()
  const documentTypes = await buildDocumentTypes(world.school)
  const document = await buildDocument(world.school, {
    enquiryId: family.enquiryId,
    typeId: documentTypes.birth.id,
  })
  const busDriverId = await buildBusDriver(world.school, world.centre.id)
  const busId = await buildBus(world.school, world.centre.id, {
    driverId: busDriverId,
    childIds: [await buildChildAtCentre(world.school, world.centre.id)],
  })
  const busFreeChildId = await buildChildAtCentre(world.school, world.centre.id)
  const feeTier = await buildFeeTier(world.school, world.centre.id)
  const feeDraftId = await buildFeeDraft(
    world.school,
    { ...feeTier, centreId: world.centre.id },
    { userId: world.hq.id },
  )
  const bankAccountId = await buildBankAccount(world.school, { childId: family.childId, isCda: true })
  const ledger = await buildPaidInvoice(world.school, {
    centreId: world.centre.id,
    childId: family.childId,
    enquiryId: family.enquiryId,
  })
  const [run] = await world.school.db
    .insert(invoiceRuns)
    .values({
      fkSchool: world.school.id,
      fkCentre: world.centre.id,
      month: '2030-01-01',
      status: 'draft',
      fkMaker: world.hq.id,
    })
    .returning({ id: invoiceRuns.id })
  return {
    world,
    family,
    invoiceRunId: run.id,
    bankAccountId,
    ...ledger,
    cardOrderId: await buildCardOrder(world.school, {
      invoiceId: ledger.invoiceId,
      enquiryId: family.enquiryId,
    }),
    classId: klass.id,
    eventId: await buildEvent(world.school, { centreId: world.centre.id, creatorId: world.hq.id }),
    broadcastId: broadcast.id,
    injuryId: await buildInjury(world.school, {
      childId: family.childId,
      classId: klass.id,
      centreId: world.centre.id,
    }),
    symptomClusterId: await buildSymptomCluster(world.school, {
      classId: klass.id,
      centreId: world.centre.id,
    }),
    leaveRequestId: await buildLeaveRequest(world.school, {
      childId: family.childId,
      centreId: world.centre.id,
      makerId: family.parent.id,
    }),
    mapId: mapping.id,
    blacklistId: entry.id,
    blacklistDraftId: blacklistDraft.id,
    busId,
    busDriverId,
    busFreeChildId,
    feeTierId: feeTier.tierId,
    feeDraftId,
    withdrawalId: await buildWithdrawal(world.school, {
      childId: family.childId,
      centreId: world.centre.id,
      userId: family.parent.id,
    }),
    transferId: await buildTransfer(world.school, {
      childId: family.childId,
      sourceCentreId: world.centre.id,
      destinationCentreId: (await buildCentre(world.school)).id,
      levelId: world.levelId,
      userId: family.parent.id,
    }),
    visitId: visit.id,
    availabilityId: availability.id,
    holidayId: holiday.id,
    holidayYear: Number(holidayDate.slice(0, 4)),
    roleId: role.id,
    staffId: member.id,
    codeId: code.id,
    capacityDraftId: draft.id,
    tagId: tag.id,
    documentTypeId: documentTypes.birth.id,
    documentId: document.id,
  }
}

export async function buildIntruders({ world }: Victims): Promise<Intruders> {
  const { school } = world
  const other = await buildFamily(world, { centre: world.otherCentre })
  const elsewhere = await buildSchool()
  await buildCentre(elsewhere)
  const all = Access.read | Access.write | Access.approve
  return {
    otherParent: other.parent,
    noModule: await buildStaff(school, {}, [world.centre.id]),
    readOnly: await buildStaff(school, every(Access.read), [world.centre.id]),
    otherCentre: await buildStaff(school, every(all), [world.otherCentre.id]),
    otherSchoolHq: await buildHQ(elsewhere, every(all)),
    otherSchoolId: elsewhere.id,
  }
}
