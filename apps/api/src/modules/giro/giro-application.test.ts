import { DateMsg, GiroMsg, V } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { bankAccounts, bankBicCodes } from '../../db/schema'
import { SINGAPORE_BANKS } from '../../db/seed/content/banks'
import { subscribe } from '../../platform/events/bus'
import { buildBankAccount, buildGiroWorld, buildSchool, buildParent } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { type GiroReady, hasGiroApplication } from '.'
import { ADD, application, BANKS, bellOf, OF_CHILD, OF_ENQUIRY, SAVE } from './test-support'

const readyEvents: GiroReady[] = []
subscribe('giroReady', async (_tx, event) => {
  readyEvents.push(event)
})

describe('banks', () => {
  it('lists the migration banks by display order, the same rows as the seed content', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const result = await gql(BANKS, {}, parent.token)
    const banks = result.data!.findAllBankBicCode
    expect(banks.map((b) => [b.bankCode, b.bankName, b.bicCode, b.displayOrder])).toEqual(
      SINGAPORE_BANKS.map((b) => [...b]),
    )
    expect(banks[0]).toMatchObject({ bankCode: '7171', bicCode: 'DBSSSGSG' })
    expect(errorCode(await gql(BANKS, {}))).toBe('UNAUTHENTICATED')
  })

  it('orders banks of the same display order by name', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const [a, b] = await school.db
      .insert(bankBicCodes)
      .values([
        {
          bankCode: `Z${Date.now() % 1000}`,
          bankName: 'Zeta Test Bank',
          bicCode: 'ZETASGSG',
          displayOrder: 999,
        },
        {
          bankCode: `A${Date.now() % 1000}`,
          bankName: 'Alpha Test Bank',
          bicCode: 'ALPHSGSG',
          displayOrder: 999,
        },
      ])
      .returning()
    const names = (await gql(BANKS, {}, parent.token)).data!.findAllBankBicCode.map((x) => x.bankName)
    expect(names.indexOf('Alpha Test Bank')).toBe(names.indexOf('Zeta Test Bank') - 1)
    await school.db.delete(bankBicCodes).where(eq(bankBicCodes.id, a.id))
    await school.db.delete(bankBicCodes).where(eq(bankBicCodes.id, b.id))
  })
})

describe('saveGiroApplication', () => {
  it('saves a pending online CDA account with a bill reference, publishes giroReady and tells finance staff', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const result = await gql(
      SAVE,
      {
        IDChild: family.childId,
        IDSchool: w.school.id,
        giroApplication: application(w.bankId, {
          bankAccountNumber: '012-345678-9',
          nameOfAccountHolders: ['Tan Mei Ling', 'Lim Wei Jie'],
          mobilePhone: '9123 4567',
        }),
      },
      family.parent.token,
    )
    const saved = result.data!.saveGiroApplication
    expect(saved).toMatchObject({
      status: 'pending',
      source: 'online',
      isCda: true,
      payerAccountNumber: '0123456789',
      payerAccountName: 'Tan Mei Ling & Lim Wei Jie',
      mobilePhone: '91234567',
      bank: { bicCode: 'DBSSSGSG' },
    })
    expect(saved.billReferenceNumber).toBe(`GR${String(saved.ID).padStart(8, '0')}`)
    expect(readyEvents).toContainEqual(
      expect.objectContaining({
        schoolId: w.school.id,
        childId: family.childId,
        enquiryId: family.enquiryId,
      }),
    )
    expect(await hasGiroApplication(w.school.db, family.childId)).toBe(true)
    expect((await bellOf(w.school, w.finance.id)).map((n) => n.title)).toEqual(['New CDA application'])
    expect(await bellOf(w.school, w.otherCentre.id)).toEqual([])
  })

  it('names no enquiry in giroReady when the child is not at the payment step', async () => {
    const w = await buildGiroWorld()
    const family = await w.family('pending_document_submission')
    await gql(
      SAVE,
      {
        IDChild: family.childId,
        IDSchool: w.school.id,
        giroApplication: application(w.bankId, { IsCDA: false }),
      },
      family.parent.token,
    )
    expect(readyEvents).toContainEqual(
      expect.objectContaining({ schoolId: w.school.id, childId: family.childId, enquiryId: null }),
    )
  })

  it('keeps one live CDA account per child, also under simultaneous saves', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const save = (number: string, IsCDA = true) =>
      gql(
        SAVE,
        {
          IDChild: family.childId,
          IDSchool: w.school.id,
          giroApplication: application(w.bankId, { bankAccountNumber: number, IsCDA }),
        },
        family.parent.token,
      )
    const results = await Promise.all([save('1111111111'), save('2222222222'), save('3333333333')])
    expect(results.filter((r) => r.data?.saveGiroApplication).length).toBe(1)
    for (const r of results.filter((x) => x.errors)) {
      expect(r.errors![0].message).toBe(GiroMsg.liveCda)
      expect(errorCode(r)).toBe('CONFLICT')
    }
    // A non-CDA account beside it is allowed, once.
    expect((await save('4444444444', false)).data?.saveGiroApplication.isCda).toBe(false)
    expect((await save('5555555555', false)).errors?.[0].message).toBe(GiroMsg.liveNonCda)
    const rows = await w.school.db.select().from(bankAccounts).where(eq(bankAccounts.fkChild, family.childId))
    expect(rows.length).toBe(2)
  })

  it('allows a new CDA application after the last one was rejected', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    await buildBankAccount(w.school, { childId: family.childId, isCda: true, status: 'rejected' })
    const result = await gql(
      SAVE,
      { IDChild: family.childId, IDSchool: w.school.id, giroApplication: application(w.bankId) },
      family.parent.token,
    )
    expect(result.data?.saveGiroApplication.status).toBe('pending')
  })

  it('refuses bad and hostile input with the field it belongs to', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const fieldOf = async (overrides: Record<string, unknown>) => {
      const result = await gql(
        SAVE,
        {
          IDChild: family.childId,
          IDSchool: w.school.id,
          giroApplication: application(w.bankId, overrides) as never,
        },
        family.parent.token,
      )
      return result.errors?.[0]?.extensions?.fields
    }
    expect(await fieldOf({ bankAccountNumber: '12345abc90' })).toEqual({
      bankAccountNumber: GiroMsg.accountNumberDigits,
    })
    expect(await fieldOf({ bankAccountNumber: "1' OR 1=1" })).toEqual({
      bankAccountNumber: GiroMsg.accountNumberDigits,
    })
    expect(await fieldOf({ bankAccountNumber: '1'.repeat(40) })).toEqual({
      bankAccountNumber: GiroMsg.accountNumberLength,
    })
    expect(await fieldOf({ nameOfAccountHolders: ['x'.repeat(500)] })).toEqual({
      'nameOfAccountHolders.0': GiroMsg.holderNameMax,
    })
    expect(await fieldOf({ nameOfAccountHolders: [] })).toEqual({ nameOfAccountHolders: V.required })
    expect(await fieldOf({ mobilePhone: '12' })).toEqual({ mobilePhone: V.mobileInvalidEnquiry })
    expect(await fieldOf({ fkBankBicCode: 999999 })).toEqual({ fkBankBicCode: GiroMsg.bankUnknown })
    // HSBC holds no Child Development Accounts: a CDA there is refused, an own account there is not the issue.
    const [hsbc] = await w.school.db.select().from(bankBicCodes).where(eq(bankBicCodes.bankCode, '9548'))
    expect(await fieldOf({ fkBankBicCode: hsbc.id, IsCDA: true })).toEqual({
      fkBankBicCode: GiroMsg.bankNoCda,
    })
    const control = await gql(
      SAVE,
      {
        IDChild: family.childId,
        IDSchool: w.school.id,
        giroApplication: application(w.bankId, { nameOfAccountHolders: ['Tan\u0000Mei'] }) as never,
      },
      family.parent.token,
    )
    expect(errorCode(control)).toBe('BAD_USER_INPUT')
    expect(
      await w.school.db.select().from(bankAccounts).where(eq(bankAccounts.fkChild, family.childId)),
    ).toEqual([])
  })

  it('refuses everyone but the child own parent', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const other = await buildGiroWorld()
    const vars = { IDChild: family.childId, IDSchool: w.school.id, giroApplication: application(w.bankId) }
    expect(errorCode(await gql(SAVE, vars))).toBe('UNAUTHENTICATED')
    for (const user of [w.stranger, w.finance, w.hq, other.hq])
      expect(errorCode(await gql(SAVE, vars, user.token))).toBe('FORBIDDEN')
    // The parent's own child, named under another school's id.
    expect(errorCode(await gql(SAVE, { ...vars, IDSchool: other.school.id }, family.parent.token))).toBe(
      'FORBIDDEN',
    )
    expect(
      await w.school.db.select().from(bankAccounts).where(eq(bankAccounts.fkChild, family.childId)),
    ).toEqual([])
  })
})

/** A paper GIRO form as finance staff type it in (addGiro's giroAccount). */
const paperForm = (IDChild: number, fkBankBicCode: number) => ({
  IDChild,
  fkBankBicCode,
  payerAccountNumber: '5566778899',
  payerAccountNames: ['Tan Mei Ling'],
  isCda: false,
})

describe('addGiro', () => {
  it('lets finance staff with write type in a paper form, for GIRO only', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const giroAccount = paperForm(family.childId, w.bankId)
    const added = await gql(ADD, { giroAccount, paymentType: 'giro' }, w.finance.token)
    expect(added.data?.addGiro).toMatchObject({ status: 'pending', source: 'paper', isCda: false })
    const card = await gql(
      ADD,
      { giroAccount: { ...giroAccount, isCda: true }, paymentType: 'card' },
      w.finance.token,
    )
    expect(card.errors?.[0].message).toBe(GiroMsg.paymentType)
    for (const user of [w.readOnly, w.noModule, w.otherCentre, family.parent])
      expect(errorCode(await gql(ADD, { giroAccount, paymentType: 'giro' }, user.token))).toBe('FORBIDDEN')
    expect(errorCode(await gql(ADD, { giroAccount, paymentType: 'giro' }))).toBe('UNAUTHENTICATED')
  })

  it('refuses an effective date no mandate has (1899 or 9999) with the field it belongs to', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const giroAccount = paperForm(family.childId, w.bankId)
    for (const effectiveFrom of ['1899-12-31', '9999-12-31']) {
      const refused = await gql(
        ADD,
        { giroAccount: { ...giroAccount, effectiveFrom }, paymentType: 'giro' },
        w.finance.token,
      )
      expect(refused.errors?.[0].extensions?.fields).toEqual({ effectiveFrom: DateMsg.planningRange })
    }
    const added = await gql(
      ADD,
      { giroAccount: { ...giroAccount, effectiveFrom: '2026-12-01' }, paymentType: 'giro' },
      w.finance.token,
    )
    expect(added.data?.addGiro).toMatchObject({ status: 'pending', effectiveFrom: '2026-12-01' })
  })
})

describe('reading accounts', () => {
  it('shows a child accounts to its parent and finance staff who reach it, and the enquiry payment-step facts', async () => {
    const w = await buildGiroWorld()
    const family = await w.family()
    const accountId = await buildBankAccount(w.school, {
      childId: family.childId,
      isCda: true,
      status: 'approved',
    })
    for (const user of [family.parent, w.readOnly, w.hq]) {
      const result = await gql(OF_CHILD, { IDChild: family.childId }, user.token)
      expect(result.data?.bankAccountInfoByIDChild.accounts.map((a) => a.ID)).toEqual([accountId])
    }
    for (const user of [w.stranger, w.noModule, w.otherCentre])
      expect(errorCode(await gql(OF_CHILD, { IDChild: family.childId }, user.token))).toBe('FORBIDDEN')
    const info = await gql(OF_ENQUIRY, { IDEnquiry: family.enquiryId }, family.parent.token)
    expect(info.data?.bankAccountInfoByIDEnquiry).toMatchObject({
      IDChild: family.childId,
      skipGiroSetup: false,
      canPayRegistrationByGiro: true,
      payingByGiro: false,
    })
    expect(errorCode(await gql(OF_ENQUIRY, { IDEnquiry: family.enquiryId }, w.stranger.token))).toBe(
      'FORBIDDEN',
    )
    expect(errorCode(await gql(OF_ENQUIRY, { IDEnquiry: family.enquiryId }))).toBe('UNAUTHENTICATED')
  })
})
