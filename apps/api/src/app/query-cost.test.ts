import { readFileSync } from 'node:fs'
import { Access } from '@preschool/domain'
import { getOperationAST, parse } from 'graphql'
import { beforeAll, describe, expect, it } from 'vitest'
import { buildHQ, buildSchool } from '../test/builders'
import { gqlRaw, testServer } from '../test/server'
import { costMeasurer, MAX_ANONYMOUS_COST, MAX_COST, operationCost } from './query-cost'
import { buildSchema } from './schema'

const schema = buildSchema()

/** The web app's operations as it sends them (each with its fragments), by document name. */
const webDocuments = new Map(
  [
    ...readFileSync(new URL('../../../web/src/generated/graphql.ts', import.meta.url), 'utf8').matchAll(
      /export const (\w+Document) = new TypedDocumentString\(`([\s\S]*?)`/g,
    ),
  ].map(([, name, text]) => [name, text]),
)

/** The cost of a web document with its `$pagination` variable at a page size. */
function webCost(name: string, perPage: number): number {
  const document = parse(webDocuments.get(name)!)
  return operationCost(schema, document, getOperationAST(document)!, { pagination: { page: 1, perPage } })
}

const aliases = (count: number, field: string) =>
  Array.from({ length: count }, (_, i) => `a${i}: ${field}`).join('\n')

/** Within the 400-field limit even 100 times over: the limit on fields alone let this through. */
const NEAREST = `findNearestCentresByLatLong(location: { lat: 1.35, lng: 103.8 }, radius: 50,
  enrollmentDate: "2027-01-01", level: 1, filter: { fkSchool: 1 }, pagination: { perPage: 500 }) {
  data { ID addresses { ID } }
}`

describe('the query cost limit', () => {
  // Opening the database belongs to no one test's time.
  beforeAll(() => testServer(), 180_000)

  it('refuses 100 aliases of a 500-row audit log page before running it, with a clear error', async () => {
    const school = await buildSchool()
    const hq = await buildHQ(school, { audit_log: Access.read })
    const query = `query { ${aliases(100, `findAllAuditLog(IDSchool: ${school.id}, pagination: { perPage: 500 }) { data { ID } }`)} }`
    const refused = await gqlRaw(query, {}, { token: hq.token })
    expect(refused.data ?? null).toBeNull()
    expect(refused.errors?.[0]?.message).toMatch(/too many rows \(at most 20000\)/)
    // One such page is what the audit log screen may ask for.
    const one = await gqlRaw(
      `query { findAllAuditLog(IDSchool: ${school.id}, pagination: { perPage: 500 }) { totalCount } }`,
      {},
      { token: hq.token },
    )
    expect(one.errors).toBeUndefined()
  })

  it('gives anonymous callers a lower budget: 100 aliases of the radius search are refused', async () => {
    const refused = await gqlRaw(`query { ${aliases(100, NEAREST.replace(' addresses { ID }', ''))} }`)
    expect(refused.errors?.[0]?.message).toMatch(/too many rows \(at most 3000 without signing in\)/)
    const twice = await gqlRaw(`query { ${aliases(2, NEAREST.replace('perPage: 500', 'perPage: 100'))} }`)
    expect(twice.errors?.[0]?.message).toMatch(/without signing in/)
  })

  it('counts aliases, page sizes (literal or variable) and nested lists', () => {
    const cost = (source: string, variables = {}) => {
      const document = parse(source)
      return operationCost(schema, document, getOperationAST(document)!, variables)
    }
    const page = (size: string) =>
      `findAllAuditLog(IDSchool: 1, pagination: { perPage: ${size} }) { totalCount data { ID } }`
    // The list object and its 10 rows.
    expect(cost(`{ ${page('10')} }`)).toBe(11)
    expect(cost(`{ ${aliases(3, page('10'))} }`)).toBe(33)
    expect(cost(`query($p: Int) { ${page('$p')} }`, { p: 200 })).toBe(201)
    // Nested: each of the 10 centres with its addresses (an unpaged list, 20 assumed).
    expect(cost(`{ ${NEAREST.replace('perPage: 500', 'perPage: 10')} }`)).toBe(1 + 10 * (1 + 20))
  })

  it('costs a document once, unless a page size comes from a variable (then with each request variables)', () => {
    const costOf = costMeasurer()
    const measure = (document: ReturnType<typeof parse>, variables: Record<string, unknown>) =>
      costOf(schema, document, getOperationAST(document)!, variables)
    const literal = parse(`{ findAllAuditLog(IDSchool: 1, pagination: { perPage: 10 }) { data { ID } } }`)
    expect(measure(literal, {})).toBe(11)
    expect(measure(literal, { anything: 1 })).toBe(11)
    // Nested in the pagination object or the whole argument: both vary per request.
    const nested = parse(
      `query($p: Int) { findAllAuditLog(IDSchool: 1, pagination: { perPage: $p }) { data { ID } } }`,
    )
    expect(measure(nested, { p: 10 })).toBe(11)
    expect(measure(nested, { p: 200 })).toBe(201)
    const whole = parse(
      `query($p: Pagination) { findAllAuditLog(IDSchool: 1, pagination: $p) { data { ID } } }`,
    )
    expect(measure(whole, { p: { page: 1, perPage: 10 } })).toBe(11)
    expect(measure(whole, { p: { page: 1, perPage: 300 } })).toBe(301)
  })

  it('keeps every operation the web app sends under the budgets', () => {
    expect(webDocuments.size).toBeGreaterThan(100)
    // List pages offer at most 100 rows a page.
    const over = [...webDocuments.keys()].filter((name) => webCost(name, 100) > MAX_COST)
    expect(over).toEqual([])
    // Pickers that load every class, bus driver or code of a list ask for 500.
    for (const name of ['ClassesListDocument', 'BusDriversDocument', 'AdminCodesDocument'])
      expect(webCost(name, 500)).toBeLessThanOrEqual(MAX_COST)
    // The public centre search asks for 100 within its radius.
    for (const name of ['EnquiryCentresByLocationDocument', 'EnquiryCentresByPostalCodeDocument'])
      expect(webCost(name, 100)).toBeLessThanOrEqual(MAX_ANONYMOUS_COST)
  })
})
