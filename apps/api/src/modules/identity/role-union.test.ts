import { Access } from '@preschool/domain'
import { describe, expect, it } from 'vitest'
import { userRoles } from '../../db/schema'
import { buildRole, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

const ME = graphql(`
  query IdentityRoleUnionMe {
    me {
      can
    }
  }
`)
const visitKeys = (can: string[]) => can.filter((key) => /^visits\.(read|write|approve)$/.test(key))

describe('access across roles', () => {
  it('is the union of the roles bits: read+write and read+approve make all three', async () => {
    const school = await buildSchool()
    const user = await buildStaff(school, { visit_management: Access.read | Access.write })
    const approver = await buildRole(school, {
      isStaff: true,
      access: { visit_management: Access.read | Access.approve },
    })
    await school.db.insert(userRoles).values({ fkUser: user.id, fkRole: approver.id })
    const result = await gql(ME, {}, user.token)
    expect(visitKeys(result.data!.me.can)).toEqual(['visits.read', 'visits.write', 'visits.approve'])
  })

  it('implies read from approve alone', async () => {
    const school = await buildSchool()
    const user = await buildStaff(school, { visit_management: Access.approve })
    const result = await gql(ME, {}, user.token)
    expect(visitKeys(result.data!.me.can)).toEqual(['visits.read', 'visits.approve'])
  })
})
