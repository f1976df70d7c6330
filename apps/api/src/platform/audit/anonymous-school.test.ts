import { PDPA_NOTICE_VERSION } from '@preschool/domain'
import { and, eq } from 'drizzle-orm'
import { describe, expect, it } from 'vitest'
import { auditLog } from '../../db/schema'
import { buildEnquiryWorld, enquiryArgs, submitOk } from '../../modules/enquiries/test-fixtures'
import { drawn, formAwaitingApplicant, SIGN } from '../../modules/esign/test-support'
import { gqlFrom, latestMessageTo, linkParam, newIp } from '../../modules/identity/test-support'
import type { TestSchool } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql } from '../../test/server'

const REGISTER = graphql(`
  mutation AuditAnonymousRegister($token: String!, $password: String!, $pdpa: String) {
    register(token: $token, password: $password, pdpaConsentVersion: $pdpa) {
      token
    }
  }
`)

/** The outcomes of a school's audit rows of one operation, oldest first. */
async function audited(school: TestSchool, operation: string) {
  const rows = await school.db
    .select()
    .from(auditLog)
    .where(and(eq(auditLog.fkSchool, school.id), eq(auditLog.operation, operation)))
    .orderBy(auditLog.id)
  return rows.map((r) => ({ role: r.role, outcome: r.outcome }))
}

describe('mutations of callers without a session', () => {
  it('are audited in the school of the enquiry and of the registration link', async () => {
    const world = await buildEnquiryWorld()
    const args = enquiryArgs(world)
    await submitOk(args)
    expect(await audited(world.school, 'newEnquiry')).toEqual([{ role: 'anonymous', outcome: 'ok' }])

    const token = linkParam((await latestMessageTo(world.school, args.email)).bodyText, 'register_token')
    const registered = await gql(REGISTER, { token, password: 'Welcome2025', pdpa: PDPA_NOTICE_VERSION })
    expect(registered.errors).toBeUndefined()
    expect(await audited(world.school, 'register')).toEqual([{ role: 'anonymous', outcome: 'ok' }])
  })

  it('are audited in the school of the signing link, refused or not', async () => {
    const { w, token } = await formAwaitingApplicant()
    const bad = { ...drawn, image: 'data:image/png;base64,AAAA' }
    await gqlFrom(newIp(), SIGN, { token, signature: bad })
    expect((await gqlFrom(newIp(), SIGN, { token, signature: drawn })).errors).toBeUndefined()
    expect(await audited(w.school, 'signConsentForm')).toEqual([
      { role: 'anonymous', outcome: 'failed' },
      { role: 'anonymous', outcome: 'ok' },
    ])
  })
})
