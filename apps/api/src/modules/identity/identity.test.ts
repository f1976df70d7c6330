import { Access, ErrorCode, IdentityMsg, Messages, V } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import {
  childClasses,
  childRelations,
  children,
  classes,
  levels,
  parents,
  programs,
  users,
} from '../../db/schema'
import { hashPassword } from '../../platform/auth/passwords'
import { buildCentre, buildHQ, buildParent, buildSchool, buildStaff } from '../../test/builders'
import { graphql } from '../../test/generated'
import { errorCode, gql } from '../../test/server'
import { gqlFrom, newIp } from './test-support'

const LOGIN = graphql(`
  query IdentityLogin($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`)
const ME = graphql(`
  query IdentityMe {
    me {
      ID
      fkSchool
      firstname
      lastname
      email
      birthdate
      gender
      homePhone
      mobilePhone
      mobilePhoneCountryCode
      isHQStaff
      hasCentreScopeAccess
      hasClassScopeAccess
      isStaff
      can
      userRoleRelations {
        ID
        fkRole
        role {
          ID
          label
          name
          isStaff
          roleTemplates {
            ID
            fkModuleCategory
            access
            moduleCategory {
              ID
              moduleCategoryCode
              label
            }
          }
        }
      }
      userAccessControls {
        ID
        fkSchool
        fkCentre
        fkClass
        school {
          ID
          name
        }
      }
      parent {
        ID
        monthlyIncome
        workplaceStaff
      }
      childRelations {
        fkChild
        child {
          ID
          firstname
          lastname
          race
          nationality
          dateOfBirth
          birthCertificate
          householdIncomeRange
          childClasses {
            from
            to
            program {
              ID
              label
            }
            class {
              ID
              fkCentre
              fkLevel
              label
            }
          }
        }
      }
    }
  }
`)
const LOGOUT = graphql(`
  mutation IdentityLogout {
    logout
  }
`)

const PASSWORD = 'Sunshine2024'

/** The staff areas these tests grant; other modules add their own actions to the catalogue. */
const areaActions = (can: string[]) => can.filter((key) => /^(levels|centres)\./.test(key))

async function parentWithPassword() {
  const school = await buildSchool()
  const parent = await buildParent(school, await hashPassword(PASSWORD))
  return { school, parent }
}

describe('login', () => {
  it('signs a parent in with a session that works for me, whatever the case of the email', async () => {
    const { parent } = await parentWithPassword()
    const result = await gqlFrom(newIp(), LOGIN, {
      email: parent.email.toUpperCase(),
      password: PASSWORD,
    })
    expect(result.errors).toBeUndefined()
    const me = await gql(ME, {}, result.data!.login.token)
    expect(me.data?.me.email).toBe(parent.email)
  })

  it('says which of email and password is wrong, with the spec messages', async () => {
    const { parent } = await parentWithPassword()
    const ip = newIp()
    const unknown = await gqlFrom(ip, LOGIN, { email: `nobody-${parent.email}`, password: PASSWORD })
    expect(errorCode(unknown)).toBe(ErrorCode.UserNotFound)
    expect(unknown.errors?.[0].message).toBe(Messages.userNotFound)
    const wrong = await gqlFrom(ip, LOGIN, { email: parent.email, password: 'Sunshine2025' })
    expect(errorCode(wrong)).toBe(ErrorCode.IncorrectPassword)
    expect(wrong.errors?.[0].message).toBe('Incorrect password. Please try again.')
    expect(wrong.data).toBeNull()
  })

  it('validates the input with the shared rules', async () => {
    const ip = newIp()
    const badEmail = await gqlFrom(ip, LOGIN, { email: 'jane@example', password: PASSWORD })
    expect(errorCode(badEmail)).toBe(ErrorCode.BadUserInput)
    expect(badEmail.errors?.[0].message).toContain(V.emailInvalid)
    const noEmail = await gqlFrom(ip, LOGIN, { email: ' ', password: PASSWORD })
    expect(noEmail.errors?.[0].message).toContain(V.enterEmail)
    const noPassword = await gqlFrom(ip, LOGIN, { email: 'jane@example.com', password: '' })
    expect(noPassword.errors?.[0].message).toContain(V.enterPassword)
  })

  it('tells a parent who never registered to finish registration from the email', async () => {
    const school = await buildSchool()
    const parent = await buildParent(school)
    const result = await gqlFrom(newIp(), LOGIN, { email: parent.email, password: PASSWORD })
    expect(errorCode(result)).toBe(ErrorCode.InvalidToken)
    expect(result.errors?.[0].message).toBe(IdentityMsg.notRegistered)
  })

  it('never signs staff in with a password, even one that matches', async () => {
    const school = await buildSchool()
    const staff = await buildStaff(school, { level_management: Access.read })
    await school.db
      .update(users)
      .set({ passwordHash: await hashPassword(PASSWORD) })
      .where(eq(users.id, staff.id))
    const result = await gqlFrom(newIp(), LOGIN, { email: staff.email, password: PASSWORD })
    expect(errorCode(result)).toBe(ErrorCode.Forbidden)
    expect(result.errors?.[0].message).toBe('Staff sign in through single sign-on')
  })

  it('refuses a deactivated account, telling only the password holder', async () => {
    const { school, parent } = await parentWithPassword()
    await school.db.update(users).set({ active: false }).where(eq(users.id, parent.id))
    const ip = newIp()
    const wrong = await gqlFrom(ip, LOGIN, { email: parent.email, password: 'Sunshine2025' })
    expect(errorCode(wrong)).toBe(ErrorCode.IncorrectPassword)
    const right = await gqlFrom(ip, LOGIN, { email: parent.email, password: PASSWORD })
    expect(errorCode(right)).toBe(ErrorCode.Forbidden)
    expect(right.errors?.[0].message).toBe(IdentityMsg.accountInactive)
  })

  it('stops guessing per client, across email addresses', async () => {
    const { parent } = await parentWithPassword()
    const ip = newIp()
    for (let i = 0; i < 10; i++) {
      const result = await gqlFrom(ip, LOGIN, { email: `guess-${i}-${parent.email}`, password: PASSWORD })
      expect(errorCode(result)).toBe(ErrorCode.UserNotFound)
    }
    const blocked = await gqlFrom(ip, LOGIN, { email: parent.email, password: PASSWORD })
    expect(errorCode(blocked)).toBe(ErrorCode.RateLimited)
    const elsewhere = await gqlFrom(newIp(), LOGIN, { email: parent.email, password: PASSWORD })
    expect(elsewhere.errors).toBeUndefined()
  })
})

describe('me', () => {
  it("returns a parent's profile, roles, school and children with their classes", async () => {
    const { school, parent } = await parentWithPassword()
    await school.db
      .update(parents)
      .set({ monthlyIncome: '$3,000 - $3,999', workplaceStaff: 'No' })
      .where(eq(parents.fkUser, parent.id))
    const centre = await buildCentre(school)
    const [level] = await school.db
      .insert(levels)
      .values({ fkSchool: school.id, label: 'Nursery 1', fromMonth: 36, toMonth: 48 })
      .returning()
    const [program] = await school.db
      .insert(programs)
      .values({ fkSchool: school.id, fkLevel: level.id, label: 'Full Day', from: '07:00', to: '19:00' })
      .returning()
    const [klass] = await school.db
      .insert(classes)
      .values({ fkSchool: school.id, fkCentre: centre.id, fkLevel: level.id, label: 'N1 Sunflower' })
      .returning()
    const kids = await school.db
      .insert(children)
      .values([
        {
          fkSchool: school.id,
          firstname: 'Ada',
          lastname: 'Tan',
          dateOfBirth: '2021-03-04',
          race: 'Chinese',
        },
        { fkSchool: school.id, firstname: 'Ben', lastname: 'Tan', dateOfBirth: '2023-05-06' },
        { fkSchool: school.id, firstname: 'Gone', lastname: 'Tan', dateOfBirth: '2020-01-01', active: false },
      ])
      .returning()
    await school.db
      .insert(childRelations)
      .values(kids.map((k) => ({ fkSchool: school.id, fkChild: k.id, fkUser: parent.id })))
    await school.db.insert(childClasses).values({
      fkSchool: school.id,
      fkChild: kids[0].id,
      fkClass: klass.id,
      fkLevel: level.id,
      fkProgram: program.id,
      from: '2025-01-02',
    })

    const result = await gql(ME, {}, parent.token)
    expect(result.errors).toBeUndefined()
    const me = result.data!.me
    expect(me).toMatchObject({
      ID: parent.id,
      fkSchool: school.id,
      firstname: 'Test',
      email: parent.email,
      birthdate: null,
      mobilePhone: '91234567',
      mobilePhoneCountryCode: '+65',
      isHQStaff: false,
      hasCentreScopeAccess: false,
      hasClassScopeAccess: false,
      isStaff: false,
      parent: { monthlyIncome: '$3,000 - $3,999', workplaceStaff: 'No' },
    })
    expect(areaActions(me.can)).toEqual([])
    expect(me.userRoleRelations).toHaveLength(1)
    expect(me.userRoleRelations[0].role).toMatchObject({ isStaff: false, roleTemplates: [] })
    expect(me.userAccessControls).toEqual([
      expect.objectContaining({ fkCentre: null, school: { ID: school.id, name: expect.any(String) } }),
    ])
    expect(me.childRelations.map((r) => r.child.firstname)).toEqual(['Ada', 'Ben'])
    expect(me.childRelations[0].child).toMatchObject({
      ID: kids[0].id,
      lastname: 'Tan',
      race: 'Chinese',
      dateOfBirth: '2021-03-04',
      childClasses: [
        {
          from: '2025-01-02',
          to: null,
          program: { ID: program.id, label: 'Full Day' },
          class: { ID: klass.id, fkCentre: centre.id, fkLevel: level.id, label: 'N1 Sunflower' },
        },
      ],
    })
    expect(me.childRelations[1].child.childClasses).toEqual([])
  })

  it('lists the actions a staff user holds, from their role templates', async () => {
    const school = await buildSchool()
    const centre = await buildCentre(school)
    const staff = await buildStaff(
      school,
      { level_management: Access.read | Access.write, centre_management: 0 },
      [centre.id],
    )
    const result = await gql(ME, {}, staff.token)
    expect(result.errors).toBeUndefined()
    const me = result.data!.me
    expect(me.isStaff).toBe(true)
    // Levels are the school's own settings: centre staff read them, only head office changes them (decision 0035).
    expect(areaActions(me.can)).toEqual(['levels.read'])
    expect(me.parent).toBeNull()
    const templates = me.userRoleRelations[0].role.roleTemplates
    expect(templates.map((t) => [t.moduleCategory.moduleCategoryCode, t.access]).sort()).toEqual([
      ['centre_management', 0],
      ['level_management', 3],
    ])
    expect(me.userAccessControls.map((c) => c.fkCentre)).toEqual([null, centre.id])

    const readOnly = await buildHQ(school, { level_management: Access.read, centre_management: Access.write })
    const hq = await gql(ME, {}, readOnly.token)
    // Write implies read (decision 0012); head office with centre write also opens and closes centres (0035).
    expect(areaActions(hq.data!.me.can)).toEqual([
      'levels.read',
      'centres.read',
      'centres.write',
      'centres.create',
      'centres.remove',
    ])
  })

  it('refuses a caller without a session', async () => {
    const result = await gql(ME, {})
    expect(result.errors?.[0].message).toBe('unauthorized')
    expect(errorCode(result)).toBe(ErrorCode.Unauthenticated)
    const madeUp = await gql(ME, {}, 'not-a-session-token')
    expect(madeUp.errors?.[0].message).toBe('unauthorized')
  })
})

describe('logout', () => {
  it('revokes the current session only', async () => {
    const { parent } = await parentWithPassword()
    const other = await gqlFrom(newIp(), LOGIN, { email: parent.email, password: PASSWORD })
    const result = await gql(LOGOUT, {}, parent.token)
    expect(result.data).toEqual({ logout: true })
    const after = await gql(ME, {}, parent.token)
    expect(after.errors?.[0].message).toBe('unauthorized')
    expect((await gql(LOGOUT, {}, parent.token)).errors?.[0].message).toBe('unauthorized')
    const stillSignedIn = await gql(ME, {}, other.data!.login.token)
    expect(stillSignedIn.data?.me.ID).toBe(parent.id)
  })

  it('needs a session', async () => {
    const result = await gql(LOGOUT, {})
    expect(errorCode(result)).toBe(ErrorCode.Unauthenticated)
  })
})
