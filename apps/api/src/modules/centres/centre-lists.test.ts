import { describe, expect, it } from 'vitest'
import { buildCentre, buildParent, buildSchool, buildStaff } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { RW, SAVE, OFFER, REMOVE, setup, args, list, saved } from './test-support'

describe('centre lists', () => {
  it('lists centres by label with filters, search and pages', async () => {
    const { school, hq, offer } = await setup()
    for (const [code, label, active] of [
      ['LS-TMP', 'Little Steps @ Tampines', true],
      ['LS-AMK', 'Little Steps @ Ang Mo Kio', true],
      ['LS-KVN', 'Kovan 50%_Centre', false],
    ] as const) {
      saved(
        await gql(SAVE, args(school.id, [offer.n1Full], { centreData: { code, label, active } }), hq.token),
      )
    }
    await buildCentre(await buildSchool(), { label: 'Another school' })
    const all = await list(school, hq.token)
    expect(all.data?.findAllCentreForSchool.totalCount).toBe(3)
    expect(all.data?.findAllCentreForSchool.data.map((c) => c.code)).toEqual(['LS-KVN', 'LS-AMK', 'LS-TMP'])
    const labels = async (variables: object) =>
      (await list(school, hq.token, variables)).data?.findAllCentreForSchool.data.map((c) => c.code)
    expect(await labels({ filter: { active: true } })).toEqual(['LS-AMK', 'LS-TMP'])
    expect(await labels({ filter: { active: false } })).toEqual(['LS-KVN'])
    expect(await labels({ filter: { search: 'ang mo' } })).toEqual(['LS-AMK'])
    expect(await labels({ filter: { search: 'ls-t' } })).toEqual(['LS-TMP'])
    expect(await labels({ filter: { search: '50%_' } })).toEqual(['LS-KVN'])
    expect(await labels({ filter: { search: '%' } })).toEqual(['LS-KVN'])
    expect(await labels({ filter: { search: '  ', active: null } })).toHaveLength(3)
    const second = await list(school, hq.token, { pagination: { page: 2, perPage: 2 } })
    expect(second.data?.findAllCentreForSchool).toMatchObject({ totalCount: 3, data: [{ code: 'LS-TMP' }] })
    const first = all.data!.findAllCentreForSchool.data[0]
    expect(await labels({ filter: { ID: first.ID } })).toEqual(['LS-KVN'])
  })

  it('shows scoped staff only their centres, and lets them edit those but not create', async () => {
    const { school, hq, offer } = await setup()
    const mine = saved(await gql(SAVE, args(school.id, [offer.n1Full]), hq.token))
    const theirs = saved(
      await gql(SAVE, args(school.id, [offer.n1Full], { centreData: { code: 'LS-AMK' } }), hq.token),
    )
    const scoped = await buildStaff(school, { centre_management: RW }, [mine.ID])
    const listed = await list(school, scoped.token)
    expect(listed.data?.findAllCentreForSchool.data.map((c) => c.ID)).toEqual([mine.ID])
    const edited = await gql(
      SAVE,
      args(school.id, [offer.n1Half], { centreID: mine.ID, centreData: { teacherRatio: 8 } }),
      scoped.token,
    )
    expect(saved(edited).centreLevels.map((l) => l.program.label)).toEqual(['Half Day'])
    for (const variables of [
      args(school.id, [offer.n1Full], { centreData: { code: 'NEW' } }),
      args(school.id, [offer.n1Full], { centreID: theirs.ID, centreData: { code: 'LS-AMK' } }),
    ]) {
      const refused = await gql(SAVE, variables, scoped.token)
      expect(refused.errors?.[0].message).toBe('unauthorized')
      expect(errorCode(refused)).toBe('FORBIDDEN')
    }
    const removal = await gql(REMOVE, { IDSchool: school.id, centreID: mine.ID }, scoped.token)
    expect(errorCode(removal)).toBe('FORBIDDEN')
    expect(
      (await gql(OFFER, { IDSchool: school.id, centreID: theirs.ID }, scoped.token)).errors?.[0].message,
    ).toBe('unauthorized')
  })

  it('answers the offer of a centre to staff of other modules, youngest level first', async () => {
    const { school, hq, offer } = await setup()
    const centre = saved(await gql(SAVE, args(school.id, [offer.k1Am, offer.n1Half, offer.n1Full]), hq.token))
    const classStaff = await buildStaff(school, { class_management: RW }, [centre.ID])
    const result = await gql(OFFER, { IDSchool: school.id, centreID: centre.ID }, classStaff.token)
    expect(result.errors).toBeUndefined()
    expect(result.data?.findAllCentreLevel.totalCount).toBe(3)
    expect(result.data?.findAllCentreLevel.data).toEqual([
      { ...offer.n1Full, level: { label: 'Nursery 1' }, program: { label: 'Full Day' } },
      { ...offer.n1Half, level: { label: 'Nursery 1' }, program: { label: 'Half Day' } },
      { ...offer.k1Am, level: { label: 'K1' }, program: { label: 'Kindergarten (AM)' } },
    ])
    const missing = await gql(OFFER, { IDSchool: school.id, centreID: 999999 }, hq.token)
    expect(errorCode(missing)).toBe('NOT_FOUND')
    const parent = await buildParent(school)
    expect(errorCode(await gql(OFFER, { IDSchool: school.id, centreID: centre.ID }, parent.token))).toBe(
      'FORBIDDEN',
    )
  })
})
