import { Access, CentreMsg } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { childClasses, children, classes } from '../../db/schema'
import { buildHQ } from '../../test/builders'
import { errorCode, gql } from '../../test/server'
import { SAVE, REMOVE, ACCESSIBLE, setup, args, list, saved } from './test-support'

describe('removing a centre', () => {
  it('deletes an unused centre and hides a deactivated one from centre lists', async () => {
    const { school, hq, offer } = await setup()
    const centre = saved(await gql(SAVE, args(school.id, [offer.n1Full]), hq.token))
    const kept = saved(
      await gql(
        SAVE,
        args(school.id, [offer.n1Full], { centreData: { code: 'LS-AMK', label: 'Kept' } }),
        hq.token,
      ),
    )
    const reader = await buildHQ(school, { centre_management: Access.read })
    const accessible = async () =>
      (await gql(ACCESSIBLE, {}, reader.token)).data?.getAccessibleCentresForModule.map((c) => c.label)
    expect(await accessible()).toEqual(['Kept', 'Little Steps @ Sengkang'])
    saved(
      await gql(
        SAVE,
        args(school.id, [offer.n1Full], {
          centreID: kept.ID,
          centreData: { code: 'LS-AMK', label: 'Kept', active: false },
        }),
        hq.token,
      ),
    )
    expect(await accessible()).toEqual(['Little Steps @ Sengkang'])

    const removal = await gql(REMOVE, { IDSchool: school.id, centreID: centre.ID }, hq.token)
    expect(removal.data).toEqual({ removeCentreForSchool: true })
    expect((await list(school, hq.token)).data?.findAllCentreForSchool.data.map((c) => c.ID)).toEqual([
      kept.ID,
    ])
    expect(errorCode(await gql(REMOVE, { IDSchool: school.id, centreID: centre.ID }, hq.token))).toBe(
      'NOT_FOUND',
    )
  })

  it('refuses to delete a centre with classes, or with children in its classes', async () => {
    const { school, hq, offer, n1 } = await setup()
    const centre = saved(await gql(SAVE, args(school.id, [offer.n1Full]), hq.token))
    const [klass] = await school.db
      .insert(classes)
      .values({ fkSchool: school.id, fkCentre: centre.ID, fkLevel: n1.id, label: 'N1 Sunflower' })
      .returning()
    const withClass = await gql(REMOVE, { IDSchool: school.id, centreID: centre.ID }, hq.token)
    expect(errorCode(withClass)).toBe('CONFLICT')
    expect(withClass.errors?.[0].message).toBe(CentreMsg.hasClasses)
    const [child] = await school.db
      .insert(children)
      .values({ fkSchool: school.id, firstname: 'Mei', lastname: 'Tan', dateOfBirth: '2022-03-01' })
      .returning()
    await school.db.insert(childClasses).values({
      fkSchool: school.id,
      fkChild: child.id,
      fkClass: klass.id,
      fkLevel: n1.id,
      fkProgram: offer.n1Full.fkProgram,
      from: '2025-01-02',
    })
    const withChildren = await gql(REMOVE, { IDSchool: school.id, centreID: centre.ID }, hq.token)
    expect(withChildren.errors?.[0].message).toBe(CentreMsg.hasChildren)
    expect((await list(school, hq.token)).data?.findAllCentreForSchool.totalCount).toBe(1)
  })
})
