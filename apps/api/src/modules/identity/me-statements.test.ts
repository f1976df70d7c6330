import { describe, expect, it } from 'vitest'
import { recordStatements } from '../../db/statements'
import { buildParent, buildSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

const FULL_ME = graphql(`
  query IdentityFullMe {
    me {
      ID
      email
      birthdate
      mobilePhone
      can
      userRoleRelations {
        ID
        role {
          ID
          roleTemplates {
            ID
          }
        }
      }
      userAccessControls {
        ID
        school {
          name
        }
      }
      parent {
        ID
      }
      childRelations {
        ID
        child {
          ID
          childClasses {
            from
          }
        }
      }
    }
  }
`)
const VIEWER_ME = graphql(`
  query IdentityViewerMe {
    me {
      ID
      email
      isStaff
      can
    }
  }
`)
const TWICE_ME = graphql(`
  query IdentityTwiceMe {
    first: me {
      ID
    }
    second: me {
      ID
      mobilePhone
      userAccessControls {
        ID
      }
      parent {
        ID
      }
    }
  }
`)

/** `me` is on every page load: its statements are counted, so a new field does not add a round trip unseen. */
describe('me statements', () => {
  it('reads the whole of what the web asks for in the viewer statement: one statement', async () => {
    const parent = await buildParent(await buildSchool())
    const { result, statements } = await recordStatements(() => gql(FULL_ME, {}, parent.token))
    expect(result.errors).toBeUndefined()
    expect(result.data!.me).toMatchObject({
      ID: parent.id,
      mobilePhone: '91234567',
      parent: { ID: expect.any(Number) },
    })
    expect(result.data!.me.userAccessControls).toHaveLength(1)
    expect(statements).toHaveLength(1)
  })

  it('reads only the viewer when only its fields are asked for', async () => {
    const parent = await buildParent(await buildSchool())
    const { result, statements } = await recordStatements(() => gql(VIEWER_ME, {}, parent.token))
    expect(result.data!.me.ID).toBe(parent.id)
    expect(statements).toHaveLength(1)
    expect(statements[0]).not.toContain('child_relations')
  })

  it('reads the details in one more statement when the viewer was loaded before', async () => {
    const parent = await buildParent(await buildSchool())
    const { result, statements } = await recordStatements(() => gql(TWICE_ME, {}, parent.token))
    expect(result.errors).toBeUndefined()
    expect(result.data!.second).toMatchObject({
      ID: parent.id,
      mobilePhone: '91234567',
      parent: { ID: expect.any(Number) },
    })
    expect(result.data!.second.userAccessControls).toHaveLength(1)
    expect(statements).toHaveLength(2)
  })

  it('answers nothing without a session, even when the details were asked for', async () => {
    const result = await gql(FULL_ME, {}, 'not-a-token')
    expect(result.data).toBeNull()
    expect(result.errors?.[0].extensions?.code).toBe('UNAUTHENTICATED')
  })
})
