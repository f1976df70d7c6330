import { beforeAll, describe, expect, it } from 'vitest'
import { buildSchema, rootResolvers } from '../../app/schema'
import type { Action } from '../../platform/authz/catalogue'
import { GUARDED, type GuardInfo } from '../../platform/authz/guard'
// Each root field's call is generated from the schema (generate.ts): raw text, not a typed document.
import { gqlRaw, testServer } from '../server'
import { type RootCall, rootCalls } from './generate'
import { type Caller, DECLARED_TWICE, MATRIX, type MatrixEntry, PUBLIC_OPERATIONS } from './operations'
import { tableState } from './row-counts'
import { buildIntruders, buildVictims, type Intruders, type Victims } from './world'

/**
 * The access matrix: every root query and mutation, called by each caller who must not reach the victims' objects,
 * is refused with `unauthorized` (or, for a list, answers without the victims' row) and changes nothing.
 */
const schema = buildSchema()
const resolvers = rootResolvers() as unknown as Record<string, Record<string, { [GUARDED]?: GuardInfo }>>
const rootFields = (['Query', 'Mutation'] as const).flatMap((type) =>
  Object.keys((type === 'Query' ? schema.getQueryType() : schema.getMutationType())?.getFields() ?? {}).map(
    (name) => ({ type, name, action: resolvers[type][name][GUARDED]!.action }),
  ),
)
const isPublic = (action: Action) => action.rules.some((rule) => rule.kind === 'public')
/** Head office's alone (the school's settings, public holidays, new centres): staff of a centre are refused. */
const headOfficeOnly = (action: Action) =>
  action.rules.every((rule) => rule.kind === 'staff' && rule.schoolWide === true)
const CALLERS: Caller[] = ['anonymous', 'otherParent', 'noModule', 'readOnly', 'otherCentre', 'otherSchoolHq']

/** The callers who must be refused: see `MatrixEntry` for the default. */
function refusedCallers(type: RootCall['type'], action: Action, entry: MatrixEntry): Caller[] {
  if (entry.own) return action.on === 'school' ? ['anonymous', 'otherSchoolHq'] : ['anonymous']
  const allowed = new Set<Caller>([...(entry.allow ?? []), ...(entry.rows?.callers ?? [])])
  if (type === 'Query') allowed.add('readOnly')
  if (action.on === 'school' && !headOfficeOnly(action)) allowed.add('otherCentre')
  return CALLERS.filter((caller) => !allowed.has(caller))
}

let victims: Victims
let intruders: Intruders
let calls: Map<string, RootCall>

beforeAll(async () => {
  victims = await buildVictims()
  intruders = await buildIntruders(victims)
  calls = new Map(rootCalls(schema, victims).map((call) => [call.name, call]))
})

const tokenOf = (caller: Caller) => (caller === 'anonymous' ? undefined : intruders[caller].token)

describe('access matrix', () => {
  it("declares every root field once, in its module's test-access.ts: public ones in the list, others in the matrix", () => {
    expect(DECLARED_TWICE).toEqual([])
    const publicFields = rootFields.filter((f) => isPublic(f.action)).map((f) => f.name)
    expect(publicFields.sort()).toEqual([...PUBLIC_OPERATIONS].sort())
    const guarded = rootFields.filter((f) => !isPublic(f.action)).map((f) => f.name)
    expect(guarded.filter((name) => !(name in MATRIX))).toEqual([])
    expect(Object.keys(MATRIX).filter((name) => !guarded.includes(name))).toEqual([])
  })

  const guardedFields = rootFields.filter((f) => !isPublic(f.action) && f.name in MATRIX)
  it.each(guardedFields.map((f) => [`${f.type}.${f.name}`, f] as const))(
    '%s refuses every caller out of reach and changes nothing',
    async (_label, field) => {
      const { db } = await testServer()
      const entry = MATRIX[field.name]
      const call = calls.get(field.name)!
      const variables = { ...call.variables, ...entry.variables?.(victims) }
      const schools = [victims.world.school.id, intruders.otherSchoolId]
      const before = await tableState(db, schools)
      for (const caller of refusedCallers(field.type, field.action, entry)) {
        const result = await gqlRaw(call.query(), variables, { token: tokenOf(caller) })
        expect(result.errors?.[0]?.message, `${field.name} as ${caller}`).toBe('unauthorized')
      }
      for (const caller of entry.rows?.callers ?? []) {
        const result = await gqlRaw(call.query(entry.rows!.selection), variables, { token: tokenOf(caller) })
        expect(result.errors, `${field.name} as ${caller}`).toBeUndefined()
        const answered = entry.rows!.ids(result.data?.[field.name])
        expect(answered, `${field.name} as ${caller}`).not.toContain(entry.rows!.victim(victims))
      }
      expect(await tableState(db, schools)).toEqual(before)
    },
  )
})
