import { sql } from 'drizzle-orm'
import type { Db, DbOrTx } from '../client'
import { schools } from '../schema'
import type { StorageDeps } from '../../platform/storage/files'
import { type DemoAccount, demoAccounts } from './content/accounts'
import { hashDemoPasswords, insertAccounts } from './steps/accounts'
import { insertDemoAdmissions } from './steps/admissions'
import { insertDemoAttendance } from './steps/attendance'
import { insertDemoStaffAttendance } from './steps/staff-attendance'
import { insertDemoAuthorisedPickups } from './steps/authorised-pickups'
import { insertDemoLeave } from './steps/leave'
import { insertDemoBroadcasts } from './steps/broadcasts'
import { insertBuses } from './steps/buses'
import { insertCentres } from './steps/centres'
import { insertDemoChildActivity } from './steps/child-activity'
import { insertDemoClasses } from './steps/classes'
import { insertDocumentFamilies, insertDocumentTypes } from './steps/documents'
import { insertCentreCapacities, insertDemoEnquiry } from './steps/enquiries'
import { insertDemoEvents } from './steps/events'
import { insertDemoEventPhotos } from './steps/event-photos'
import { insertFees } from './steps/fees'
import { insertDemoFinance } from './steps/finance'
import { insertDemoBankAccounts } from './steps/giro'
import { insertDemoTransfers } from './steps/transfers'
import { insertDemoWithdrawals } from './steps/withdrawals'
import { insertHolidays } from './steps/holidays'
import { insertLedger } from './steps/ledger'
import { insertLevels } from './steps/levels'
import { insertPublicPages } from './steps/public-pages'
import { insertRegistrationFamilies, insertSubsidySchedules } from './steps/registration'
import { insertCapacityRequests } from './steps/planning'
import { insertRoles } from './steps/roles'
import { insertSchools } from './steps/tenancy'
import { insertVisitAvailabilities } from './steps/visits'
import { insertWaitlist } from './steps/waitlist'

export type { DemoAccount } from './content/accounts'

const hasSchools = async (db: DbOrTx) =>
  (await db.select({ id: schools.id }).from(schools).limit(1)).length > 0

/**
 * Seeds the demo schools, centres, levels, codes, roles, accounts and visit times on first boot only (an empty
 * schools table), all in one transaction. Every start returns the demo accounts, so the console can tell how to sign in.
 */
/** `deps`: the storage, where the demo album photos go (without it, as in tests of the seed, the albums stay empty). */
export async function seedDemoData(
  db: Db,
  deps?: StorageDeps,
): Promise<{ created: boolean; accounts: DemoAccount[] }> {
  const accounts = [...demoAccounts]
  if (await hasSchools(db)) return { created: false, accounts }
  const passwords = await hashDemoPasswords()
  const today = new Date()
  const created = await db.transaction(async (tx) => {
    // Two servers starting on one empty database: the second waits here, then finds the schools and stops.
    await tx.execute(sql`lock table ${schools} in share row exclusive mode`)
    if (await hasSchools(tx)) return false
    await insertSchools(tx)
    const roles = await insertRoles(tx)
    const centres = await insertCentres(tx)
    await insertLevels(tx, centres, today)
    await insertHolidays(tx, today)
    await insertPublicPages(tx)
    await insertVisitAvailabilities(tx, centres, today)
    await insertAccounts(tx, { roles, centres, passwords, today })
    await insertCentreCapacities(tx, centres, today)
    await insertDemoEnquiry(tx, centres, today)
    await insertSubsidySchedules(tx)
    await insertRegistrationFamilies(tx, { roles, centres, parentPasswordHash: passwords.parent, today })
    await insertDemoClasses(tx, centres, today)
    await insertCapacityRequests(tx, centres, today)
    await insertWaitlist(tx, today)
    await insertDemoAdmissions(tx, centres, today)
    await insertDocumentTypes(tx)
    await insertDocumentFamilies(tx, centres, roles, passwords.parent, today)
    await insertBuses(tx, centres, today)
    await insertFees(tx, today)
    await insertLedger(tx)
    await insertDemoBankAccounts(tx, today)
    await insertDemoAttendance(tx, today)
    await insertDemoStaffAttendance(tx, today)
    await insertDemoAuthorisedPickups(tx, deps)
    await insertDemoLeave(tx, today)
    await insertDemoEvents(tx, today)
    if (deps) await insertDemoEventPhotos(tx, deps)
    await insertDemoBroadcasts(tx, today)
    await insertDemoWithdrawals(tx, today)
    await insertDemoTransfers(tx, { roles, parentPasswordHash: passwords.parent, today })
    await insertDemoFinance(tx, today)
    // Last: every placement above (classes, buses) gets its entry.
    await insertDemoChildActivity(tx, centres)
    return true
  })
  return { created, accounts }
}
