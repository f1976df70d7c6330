import { eq } from 'drizzle-orm'
import { expect, it } from 'vitest'
import { notifications, outbox, users } from '../../db/schema'
import { onFixedClock } from '../../test/clock'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'
import { buildRunWorld } from './test-support'

// Monday 5 April 2027, 10:00 in Singapore: the ad hoc invoice is due a fortnight later.
onFixedClock('2027-04-05T10:00:00+08:00')

const CREATE = graphql(`
  mutation FinanceOfflineInvoiceNotice($IDCentre: Int!, $IDChild: Int!, $items: [OfflineInvoiceItemInput!]!) {
    createOfflineInvoice(IDCentre: $IDCentre, IDChild: $IDChild, items: $items) {
      invoiceNo
    }
  }
`)

const line = (label: string) => ({
  label,
  explanation: 'Term 2',
  quantity: 1,
  unitPrice: 1_000,
  taxable: false,
})

it.each([
  [
    'zh',
    '账单 INV-000001：Art kit等 1 项',
    '您有一张新账单，金额 $20.00，请于 19/04/2027 前付清。',
    '查看账单',
  ],
  ['ms', 'Invois INV-000001: Art kit dan 1 lagi', 'Invois baharu sebanyak $20.00', 'Lihat invois'],
  ['ta', 'விலைப்பட்டியல் INV-000001: Art kit மற்றும் மேலும் 1', '19/04/2027-க்குள்', 'விலைப்பட்டியலைப் பாருங்கள்'],
] as const)(
  'tells a parent who reads %s of an ad hoc invoice in that language',
  async (language, title, body, button) => {
    const w = await buildRunWorld()
    const parent = w.working.parent
    await w.school.db.update(users).set({ preferredLanguage: language }).where(eq(users.id, parent.id))
    const made = await gql(
      CREATE,
      { IDCentre: w.centre.id, IDChild: w.working.childId, items: [line('Art kit'), line('Excursion bus')] },
      w.centreStaff.token,
    )
    expect(made.errors).toBeUndefined()
    const [bell] = await w.school.db.select().from(notifications).where(eq(notifications.fkUser, parent.id))
    expect(bell.title).toBe(title)
    expect(bell.body).toContain(body)
    const [email] = await w.school.db.select().from(outbox).where(eq(outbox.recipient, parent.email))
    expect(email.subject).toBe(title)
    expect(email.bodyText).toContain(button)
  },
)
