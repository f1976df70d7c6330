import { randomInt, randomUUID } from 'node:crypto'
import { and, desc, eq } from 'drizzle-orm'
import { accessControls, outbox, parents, userRoles, users } from '../../db/schema'
import { buildRole, type TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'

/**
 * Helpers for the identity tests. Sign-in and reset are rate limited per client address, and every test of a
 * worker shares one database, so each test calls from its own address (gqlFrom).
 */
export const newIp = () => `10.${randomInt(256)}.${randomInt(256)}.${randomInt(1, 255)}`

export { gqlFrom } from '../../test/server'

/** Asks for a password reset link (always answers true: whether the address has an account is not told). */
export const FORGOT_PASSWORD = graphql(`
  mutation IdentityForgotPassword($email: String!) {
    forgetPassword(email: $email)
  }
`)
/** Signs in with email and password (tests of sign-in, its limits and its audit). */
export const LOGIN = graphql(`
  query IdentitySignIn($email: String!, $password: String!) {
    login(email: $email, password: $password) {
      token
    }
  }
`)

export async function messagesTo(school: TestSchool, recipient: string) {
  return school.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.fkSchool, school.id), eq(outbox.recipient, recipient)))
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
}

export async function latestMessageTo(school: TestSchool, recipient: string) {
  const [message] = await messagesTo(school, recipient)
  if (!message) throw new Error(`no message to ${recipient}`)
  return message
}

/** The value of a query parameter in the first link of a message body. */
export function linkParam(text: string, param: string): string {
  const link = text.match(/https?:\/\/\S+/)?.[0]
  const value = link ? new URL(link).searchParams.get(param) : null
  if (!value) throw new Error(`no ${param} link in: ${text}`)
  return value
}

export const otpFromSms = (text: string) => {
  const code = text.match(/\b\d{6}\b/)?.[0]
  if (!code) throw new Error(`no code in: ${text}`)
  return code
}

/** A Singapore mobile number of its own, so one test never reads another's SMS. */
export const newMobile = () => `9${String(randomInt(10_000_000)).padStart(7, '0')}`

/** A parent created by an enquiry: no password and not registered yet. */
export async function buildInvitedParent(school: TestSchool, mobilePhone: string | null = newMobile()) {
  const email = `invited-${randomUUID().slice(0, 8)}@example.com`
  const [user] = await school.db
    .insert(users)
    .values({
      fkSchool: school.id,
      email,
      firstname: 'Ivy',
      lastname: 'Invited',
      mobilePhone,
      mobilePhoneCountryCode: mobilePhone ? '+65' : null,
    })
    .returning()
  const role = await buildRole(school, { isStaff: false })
  await school.db.insert(userRoles).values({ fkUser: user.id, fkRole: role.id })
  await school.db.insert(accessControls).values({ fkUser: user.id, fkSchool: school.id })
  await school.db.insert(parents).values({ fkSchool: school.id, fkUser: user.id })
  return {
    id: user.id,
    email,
    firstname: user.firstname,
    schoolId: school.id,
    mobile: mobilePhone ? `+65${mobilePhone}` : null,
  }
}

export const userRow = async (school: TestSchool, userId: number) =>
  (
    await school.db
      .select()
      .from(users)
      .where(and(eq(users.id, userId), eq(users.fkSchool, school.id)))
  )[0]
