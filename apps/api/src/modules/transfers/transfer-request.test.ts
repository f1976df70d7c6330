import { addDays, monthBounds, singaporeToday, TransferMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { bankAccounts, childLevels, transfers } from '../../db/schema'
import { buildBankAccount, buildCentre, buildChildAtCentre, buildWithdrawal } from '../../test/builders'
import { errorCode, gql, gqlRaw, runJobNow } from '../../test/server'
import { transferEffectiveDate } from './completion'
import { approved, DRAFTS, GET, request, setup, SUBMIT, submitted } from './test-support'

// A Wednesday ahead of the database clock (its sessions), so "today" is the same weekday every run.
onFixedClock(nextInSingapore(3, 12))

describe('asking for a transfer', () => {
  it('takes the parent’s request for their child, and staff’s for the parent', async () => {
    const w = await setup()
    const byParent = await gql(SUBMIT, { childID: w.childId, transferData: request(w) }, w.parent.token)
    expect(byParent.data!.submitNewTransferRequest).toMatchObject({
      status: 'pending_source',
      additionalStatus: 'Waiting for the source centre',
      sourceCentre: { ID: w.source.id },
      destinationCentre: { ID: w.destination.id },
      item: { child: { ID: w.childId }, user: { ID: w.parent.id }, remark: 'Moving to Punggol' },
    })
    const again = await gql(SUBMIT, { childID: w.childId, transferData: request(w) }, w.sourceStaff.token)
    expect(again.errors?.[0].message).toBe(TransferMsg.liveExists)
    expect(again.errors?.[0].extensions?.reason).toBe('transfers.liveExists')
    const lists = await gql(
      DRAFTS,
      { IDSchool: w.school.id, filter: { status: '', search: '' } },
      w.destinationStaff.token,
    )
    expect(lists.data!.getTransferDrafts.totalCount).toBe(1)
    for (const user of [w.elsewhere, w.otherParent]) {
      const seen = await gql(DRAFTS, { IDSchool: w.school.id }, user.token)
      expect(seen.data!.getTransferDrafts.totalCount).toBe(0)
    }
  })

  it('refuses each rule with its message and changes nothing', async () => {
    const w = await setup()
    const today = singaporeToday()
    const thisMonth = monthBounds(today).first
    const cases: [Record<string, unknown>, string][] = [
      [{ fkDestinationCentre: w.source.id }, TransferMsg.sameCentre],
      [{ effectiveDate: addDays(request(w).effectiveDate, 2) }, TransferMsg.effectiveDay],
      [{ effectiveDate: thisMonth }, TransferMsg.effectiveNotFuture],
      [{ codeByReason: w.reason + 10_000 }, TransferMsg.unknownReason],
      [{ fkDestinationCentre: (await buildCentre(w.school)).id }, TransferMsg.levelNotOffered],
      [{ remark: 'x'.repeat(1001) }, 'At most 1000 characters'],
    ]
    for (const [overrides, message] of cases) {
      const r = await gql(SUBMIT, { childID: w.childId, transferData: request(w, overrides) }, w.parent.token)
      expect(r.errors?.[0].message, message).toContain(message)
    }
    const leaver = await buildChildAtCentre(w.school, w.source.id, { levelId: w.levelId, to: '2024-12-31' })
    const gone = await gql(SUBMIT, { childID: leaver, transferData: request(w) }, w.hq.token)
    expect(gone.errors?.[0].message).toBe(TransferMsg.notEnrolled)
    await buildWithdrawal(w.school, { childId: w.childId, centreId: w.source.id, userId: w.parent.id })
    const leaving = await gql(SUBMIT, { childID: w.childId, transferData: request(w) }, w.parent.token)
    expect(leaving.errors?.[0].message).toBe(TransferMsg.withdrawing)
    expect(leaving.errors?.[0].extensions?.reason).toBe('transfers.withdrawing')
    expect(await w.school.db.select().from(transfers).where(eq(transfers.fkSchool, w.school.id))).toEqual([])
  })

  it('refuses another family, staff of another centre, read-only staff and hostile input', async () => {
    const w = await setup()
    for (const user of [w.otherParent, w.elsewhere, w.readOnly])
      expect(errorCode(await gql(SUBMIT, { childID: w.childId, transferData: request(w) }, user.token))).toBe(
        'FORBIDDEN',
      )
    const id = await submitted(w)
    expect(errorCode(await gql(GET, { IDTransfer: id }, w.otherParent.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(GET, { IDTransfer: id }, w.elsewhere.token))).toBe('FORBIDDEN')
    const control = await gql(
      SUBMIT,
      {
        childID: w.childId,
        transferData: request(w, { remark: 'a\u0000b' }),
      },
      w.parent.token,
    )
    expect(control.errors).toBeDefined()
    const raw = await gqlRaw(
      'mutation { submitNewTransferRequest(childID: 1, transferData: { fkDestinationCentre: "x" }) { ID } }',
      {},
      { token: w.parent.token },
    )
    expect(raw.errors?.[0].message).not.toMatch(/at .*\.ts/)
  })
})

describe('the effective-date job', () => {
  it('completes an approved transfer due today once, keeping the child’s GIRO', async () => {
    const w = await setup()
    const accountId = await buildBankAccount(w.school, {
      childId: w.childId,
      isCda: false,
      status: 'approved',
    })
    const id = await approved(w)
    const due = monthBounds(singaporeToday()).first
    await w.school.db.update(transfers).set({ effectiveDate: due }).where(eq(transfers.id, id))
    await runJobNow(transferEffectiveDate)
    await runJobNow(transferEffectiveDate)
    const [row] = await w.school.db.select().from(transfers).where(eq(transfers.id, id))
    expect(row.status).toBe('completed')
    const seats = await w.school.db.select().from(childLevels).where(eq(childLevels.fkChild, w.childId))
    expect(seats.filter((s) => s.to === null)).toMatchObject([{ fkCentre: w.destination.id, from: due }])
    const logs = (await gql(GET, { IDTransfer: id }, w.parent.token)).data!.getTransferDraft.activityLogs
    expect(logs.filter((l) => l.status === 'completed')).toEqual([
      { status: 'completed', remark: null, user: null },
    ])
    const [account] = await w.school.db.select().from(bankAccounts).where(eq(bankAccounts.id, accountId))
    expect(account.status).toBe('approved')
  })
})
