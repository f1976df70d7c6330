import { readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { makeExecutableSchema } from '@graphql-tools/schema'
import { GraphQLError } from 'graphql'
import { describe, expect, it, vi } from 'vitest'
import { DomainError, refusal } from '../platform/errors/domain-error'
import { maskError } from '../platform/errors/to-graphql-error'
import { graphql } from '../test/generated'
import { gql, gqlRaw, testServer } from '../test/server'
import { MAX_DEPTH } from './limits'
import { modules } from './modules'
import { rootResolvers, unguardedRootFields } from './schema'

const here = path.dirname(fileURLToPath(import.meta.url))

const HEALTH = graphql(`
  query GraphqlPlatformHealth {
    health
  }
`)

describe('the GraphQL platform', () => {
  it('has an authorization guard on every root field of every module', () => {
    const typeDefs = [
      readFileSync(path.join(here, 'root.graphql'), 'utf8'),
      ...modules.map((m) => readFileSync(m.sdl, 'utf8')),
    ]
    const resolvers = rootResolvers()
    const schema = makeExecutableSchema({ typeDefs, resolvers })
    const fields = [
      ...Object.keys(schema.getQueryType()?.getFields() ?? {}),
      ...Object.keys(schema.getMutationType()?.getFields() ?? {}),
    ]
    expect(fields.length).toBeGreaterThan(3)
    expect(unguardedRootFields(schema, resolvers as Record<string, Record<string, unknown>>)).toEqual([])
  })

  it('detects a root field without a guard', () => {
    const schema = makeExecutableSchema({
      typeDefs: 'type Query { open: String }',
      resolvers: { Query: { open: () => 'x' } },
    })
    expect(unguardedRootFields(schema, { Query: { open: () => 'x' } })).toEqual(['Query.open'])
  })

  it('refuses queries deeper than the limit', async () => {
    // __type introspection nests ofType arbitrarily deep, which makes a convenient deep query.
    const deep = `query { __type(name: "Query") { ${'ofType { '.repeat(MAX_DEPTH)}name${' }'.repeat(MAX_DEPTH)} } }`
    const result = await gqlRaw(deep)
    expect(result.errors?.[0].message).toContain('too deep')
  })

  it('refuses GET requests, so no credentials travel in URLs', async () => {
    const { app } = await testServer()
    const response = await app.inject({ method: 'GET', url: '/graphql?query=%7Bhealth%7D' })
    expect(response.statusCode).toBe(404)
  })

  it('answers malformed requests with a message and no stack trace', async () => {
    const result = await gqlRaw('query { nope }')
    expect(result.errors?.[0].message).toContain('Cannot query field')
    expect(JSON.stringify(result)).not.toMatch(/at .*\.ts:\d+/)
  })

  it('explains bad variables instead of masking them', async () => {
    const missingField = await gqlRaw(
      'query ($f: SchoolConfigFilter!) { findAllSchoolConfig(filter: $f) { totalCount } }',
      {
        f: {},
      },
    )
    expect(missingField.errors?.[0].message).toContain('fkSchool')
    expect(missingField.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT')
    // Variables are coerced before any resolver runs, so no session is needed to see the refusal.
    const badDate = await gqlRaw(
      `mutation ($d: Date) {
        insertOrUpdateLevelForSchool(IDSchool: 1, levelData: { label: "x", fromMonth: 2, toMonth: 3, promotionDate: $d,
          offOnSaturday: false, isInfant: true, active: true, programs: [] }) { ID }
      }`,
      { d: '2026-02-30' },
    )
    expect(badDate.errors?.[0].message).toContain('Invalid date: a Date is a real date as YYYY-MM-DD')
    expect(badDate.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT')
  })

  it('masks unexpected errors and keeps domain errors with their code', () => {
    const logger = { error: vi.fn() }
    const mask = maskError(logger as never)
    const masked = mask(new GraphQLError('boom', { originalError: new Error('relation "x" does not exist') }))
    expect(masked.message).toBe('Something went wrong')
    expect((masked as GraphQLError).extensions.code).toBe('INTERNAL')
    expect(logger.error).toHaveBeenCalledOnce()
    const domain = mask(new GraphQLError('x', { originalError: new DomainError('CONFLICT', 'Taken') }))
    expect(domain.message).toBe('Taken')
    expect((domain as GraphQLError).extensions.code).toBe('CONFLICT')
    expect((domain as GraphQLError).extensions.reason).toBeUndefined()
  })

  it('sends a parent’s refusal with its reason and the spec’s English; a masked error names none', () => {
    const logger = { error: vi.fn() }
    const mask = maskError(logger as never)
    const refused = mask(
      new GraphQLError('x', { originalError: refusal('CONFLICT', 'kiosk.mobileTaken', 'mobile') }),
    ) as GraphQLError
    const message = 'This mobile number is already an authorised pickup person of the child'
    expect(refused.message).toBe(message)
    expect(refused.extensions).toMatchObject({ code: 'CONFLICT', reason: 'kiosk.mobileTaken' })
    expect(refused.extensions.fields).toEqual({ mobile: message })
    // A raw error that happens to carry a reason-like property is still a bug: masked, and no reason leaks.
    const raw = Object.assign(new Error('kiosk.passUsed'), { reason: 'kiosk.passUsed' })
    const masked = mask(new GraphQLError('boom', { originalError: raw })) as GraphQLError
    expect(masked.message).toBe('Something went wrong')
    expect(masked.extensions).toEqual({ code: 'INTERNAL' })
  })

  it('answers the health check', async () => {
    const { app } = await testServer()
    expect((await app.inject({ method: 'GET', url: '/health' })).json()).toEqual({ status: 'ok' })
    expect(await gql(HEALTH, {})).toEqual({ data: { health: 'ok' } })
  })
})
