import { Access, type AccessType, type ModuleCategoryCode } from '@preschool/domain'
import { and, eq, exists, or, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  accessControls,
  moduleCategories,
  roles,
  roleTemplates,
  staff,
  userRoles,
  users,
} from '../../db/schema'
import { loadMailTheme, renderEmail, schoolLink } from '../../platform/mail/layout'
import { enqueueMessages } from '../../platform/mail/mailer'
import { selectRecipients } from './queries'
import { notifyUsers } from './service'

/** Something a parent did that the centre's staff act on: who hears it (module and centre) and what they read. */
export interface StaffNotice {
  schoolId: number
  centreId: number
  /** The staff who hold any access to this module hear it: visit_management for bookings, enquiry_management for enquiries. */
  module: ModuleCategoryCode
  /** Only those holding this access on the module (approve: the approvers of a request); any access when absent. */
  access?: AccessType
  /** Someone who must not hear it although they hold the access: the maker of a request among its approvers. */
  exceptUserId?: number
  title: string
  body: string
  /** The app page that holds the work (the calendar's pending list, ...). */
  navigate: string
  /** The email's button, saying where it leads ('See the pending visits'). */
  actionLabel: string
}

/**
 * The school's active staff (user and staff record active) who hold the module (any access bit, through an active role and an active module
 * category) and reach the centre: HQ staff, or assigned to it. One statement, whatever the number of staff.
 */
export function selectStaffToTell(
  tx: DbOrTx,
  notice: Pick<StaffNotice, 'schoolId' | 'centreId' | 'module' | 'access'>,
) {
  // Write and approve imply read (decision 0012), so "read" is any bit at all.
  const bits =
    !notice.access || notice.access === 'read'
      ? Access.read | Access.write | Access.approve
      : Access[notice.access]
  const holdsModule = exists(
    tx
      .select({ one: sql`1` })
      .from(userRoles)
      .innerJoin(roles, and(eq(roles.id, userRoles.fkRole), eq(roles.active, true), eq(roles.isStaff, true)))
      .innerJoin(roleTemplates, eq(roleTemplates.fkRole, roles.id))
      .innerJoin(
        moduleCategories,
        and(
          eq(moduleCategories.id, roleTemplates.fkModuleCategory),
          eq(moduleCategories.active, true),
          eq(moduleCategories.moduleCategoryCode, notice.module),
        ),
      )
      .where(and(eq(userRoles.fkUser, users.id), sql`${roleTemplates.access} & ${bits} <> 0`)),
  )
  const assigned = exists(
    tx
      .select({ one: sql`1` })
      .from(accessControls)
      .where(
        and(
          eq(accessControls.fkUser, users.id),
          eq(accessControls.fkSchool, notice.schoolId),
          eq(accessControls.fkCentre, notice.centreId),
        ),
      ),
  )
  return tx
    .select({ id: users.id, email: users.email, firstname: users.firstname })
    .from(users)
    .innerJoin(staff, and(eq(staff.fkUser, users.id), eq(staff.active, true)))
    .where(
      and(
        eq(users.fkSchool, notice.schoolId),
        eq(users.active, true),
        holdsModule,
        or(eq(users.isHQStaff, true), assigned),
      ),
    )
    .orderBy(users.id)
}

type Recipient = { id: number; email: string; firstname: string }
type Message = Pick<StaffNotice, 'schoolId' | 'title' | 'body' | 'navigate' | 'actionLabel'>

/** A bell notification and an email for each recipient, in the caller's transaction. */
async function tellEach(tx: DbOrTx, recipients: Recipient[], notice: Message, publicUrl: string) {
  if (recipients.length === 0) return
  await notifyUsers(tx, {
    schoolId: notice.schoolId,
    userIds: recipients.map((s) => s.id),
    title: notice.title,
    body: notice.body,
    navigate: notice.navigate,
  })
  const theme = await loadMailTheme(tx, notice.schoolId, publicUrl)
  const link = schoolLink(theme, notice.navigate)
  // One message per person, in one statement: the outbox delivers (or queues) each on its own.
  await enqueueMessages(
    tx,
    recipients.map((person) => ({
      fkSchool: notice.schoolId,
      channel: 'email',
      recipient: person.email,
      subject: notice.title,
      ...renderEmail(theme, {
        greeting: `Hi ${person.firstname},`,
        intro: [notice.body],
        action: { label: notice.actionLabel, link },
      }),
    })),
  )
}

/**
 * Tells the centre's staff about an action they must act on: a notification in each one's bell and an email,
 * written in the caller's transaction so they exist exactly when the action does.
 */
export async function tellStaff(tx: DbOrTx, notice: StaffNotice, publicUrl: string): Promise<void> {
  const recipients = (await selectStaffToTell(tx, notice)).filter((s) => s.id !== notice.exceptUserId)
  await tellEach(tx, recipients, notice, publicUrl)
}

/** Tells one staff member about the outcome of their own request (a decision on it), bell and email. */
export async function tellStaffMember(
  tx: DbOrTx,
  notice: Message & { userId: number },
  publicUrl: string,
): Promise<void> {
  const person = (await selectRecipients(tx, [notice.userId])).get(notice.userId)
  if (person) await tellEach(tx, [{ id: notice.userId, ...person }], notice, publicUrl)
}
