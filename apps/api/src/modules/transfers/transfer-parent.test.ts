import { addDays, TransferMsg } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { transferLogs, transfers } from '../../db/schema'
import { buildCentre, buildChildAtCentre, buildOfferedLevel } from '../../test/builders'
import { nextInSingapore, onFixedClock } from '../../test/clock'
import { errorCode, gql } from '../../test/server'
import { CANCEL, DESTINATIONS, effectiveMonth, GET, setup, SOURCE_APPROVE, submitted } from './test-support'

// A Wednesday ahead of the database clock (its sessions), so "today" is the same weekday every run.
onFixedClock(nextInSingapore(3, 12))

describe('where a child may move', () => {
  it('lists the other centres offering the child’s level, with the place there in the asked month', async () => {
    const w = await setup(1)
    // A centre without the level is not offered; the third centre offers it but has no capacity planned.
    await buildCentre(w.school)
    const asked = await gql(
      DESTINATIONS,
      { childID: w.childId, effectiveDate: effectiveMonth() },
      w.parent.token,
    )
    expect(asked.data!.getTransferDestinations).toEqual(
      expect.arrayContaining([
        { centre: { ID: w.destination.id, label: w.destination.label }, vacancyAvailable: true },
        { centre: { ID: w.third.id, label: w.third.label }, vacancyAvailable: false },
      ]),
    )
    expect(asked.data!.getTransferDestinations).toHaveLength(2)
    // Without a date the centres are listed and no vacancy is told.
    const undated = await gql(DESTINATIONS, { childID: w.childId }, w.sourceStaff.token)
    expect(undated.data!.getTransferDestinations.map((d) => d.vacancyAvailable)).toEqual([null, null])
    // Another child's seat takes the destination's only place: the place is gone.
    await buildChildAtCentre(w.school, w.destination.id, { levelId: w.levelId, from: '2024-01-01' })
    const full = await gql(
      DESTINATIONS,
      { childID: w.childId, effectiveDate: effectiveMonth() },
      w.parent.token,
    )
    expect(full.data!.getTransferDestinations.find((d) => d.centre.ID === w.destination.id)).toMatchObject({
      vacancyAvailable: false,
    })
  })

  it('refuses another family, staff of another centre, read-only staff and a day that is not a transfer day', async () => {
    const w = await setup()
    for (const user of [w.otherParent, w.elsewhere, w.readOnly])
      expect(errorCode(await gql(DESTINATIONS, { childID: w.childId }, user.token))).toBe('FORBIDDEN')
    const wrongDay = await gql(
      DESTINATIONS,
      { childID: w.childId, effectiveDate: addDays(effectiveMonth(), 2) },
      w.parent.token,
    )
    expect(wrongDay.errors?.[0].message).toContain(TransferMsg.effectiveDay)
    // A child who left has nowhere to move.
    const level = await buildOfferedLevel(w.school, [w.source.id])
    const leaver = await buildChildAtCentre(w.school, w.source.id, { levelId: level.id, to: '2024-12-31' })
    const gone = await gql(DESTINATIONS, { childID: leaver }, w.hq.token)
    expect(gone.data!.getTransferDestinations).toEqual([])
  })
})

describe('the parent cancelling a request', () => {
  it('cancels one still waiting for the current centre once; a replay and another family are refused', async () => {
    const w = await setup()
    const id = await submitted(w)
    expect(errorCode(await gql(CANCEL, { IDTransfer: id }, w.otherParent.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(CANCEL, { IDTransfer: id }, w.elsewhere.token))).toBe('FORBIDDEN')
    const [first, second] = await Promise.all([
      gql(CANCEL, { IDTransfer: id, remark: 'We stay' }, w.parent.token),
      gql(CANCEL, { IDTransfer: id, remark: 'We stay' }, w.parent.token),
    ])
    const results = [first, second]
    expect(results.filter((r) => r.data?.cancelTransferRequestByUser.status === 'cancelled')).toHaveLength(1)
    expect(results.map((r) => r.errors?.[0].message).filter(Boolean)).toEqual([TransferMsg.notCancellable])
    const logs = await w.school.db.select().from(transferLogs).where(eq(transferLogs.fkTransfer, id))
    expect(logs.map((l) => l.status)).toEqual(['pending_source', 'cancelled'])
    // A cancelled request takes no more steps, and the child may ask again.
    const late = await gql(SOURCE_APPROVE, { IDTransfer: id }, w.sourceStaff.token)
    expect(late.errors?.[0].message).toBe(TransferMsg.notPendingSource)
    expect(await submitted(w)).toBeGreaterThan(id)
  })

  it('refuses a control character or an over-long remark and changes nothing', async () => {
    const w = await setup()
    const id = await submitted(w)
    for (const remark of ['a\u0000b', 'x'.repeat(1001)]) {
      const r = await gql(CANCEL, { IDTransfer: id, remark }, w.parent.token)
      expect(r.errors).toBeDefined()
    }
    const [row] = await w.school.db.select().from(transfers).where(eq(transfers.id, id))
    expect(row.status).toBe('pending_source')
    expect((await gql(GET, { IDTransfer: id }, w.parent.token)).data!.getTransferDraft.can).toEqual([
      'transfers.cancel',
    ])
  })
})
