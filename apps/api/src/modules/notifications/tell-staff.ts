import type { AccessType, ModuleCategoryCode } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { loadMailTheme, renderEmail, schoolLink } from '../../platform/mail/layout'
import { enqueueMessages } from '../../platform/mail/mailer'
import { selectRecipients, selectStaffToTell } from './queries'
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

/** A staff member a notice is told to: the bell's user and the email's address and greeting. */
type StaffToTell = { id: number; email: string; firstname: string }
type Message = Pick<StaffNotice, 'schoolId' | 'title' | 'body' | 'navigate' | 'actionLabel'>

/** A bell notification and an email for each recipient, in the caller's transaction. */
async function tellEach(tx: DbOrTx, recipients: StaffToTell[], notice: Message, publicUrl: string) {
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
  // A caller's bug, not a user's mistake (as in `tellParents`): it surfaces as a logged internal error.
  if (person?.schoolId !== notice.schoolId)
    throw new Error(`tellStaffMember: user ${notice.userId} is not in school ${notice.schoolId}`)
  await tellEach(tx, [{ id: notice.userId, ...person }], notice, publicUrl)
}
