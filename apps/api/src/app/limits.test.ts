import { type FragmentDefinitionNode, Kind, type OperationDefinitionNode, parse } from 'graphql'
import { describe, expect, it } from 'vitest'
import { gqlRaw, testServer } from '../test/server'
import { bracketNesting, createMeasurer, MAX_DEPTH, MAX_FIELDS, MAX_TOKENS } from './limits'

/** Each fragment spreads the previous one twice: 2^levels fields once expanded, about 1 KB of text at 40 levels. */
function doublingQuery(levels: number): string {
  const fragments = [`fragment F0 on Query { __typename }`]
  for (let i = 1; i <= levels; i += 1) fragments.push(`fragment F${i} on Query { ...F${i - 1} ...F${i - 1} }`)
  return `query { ...F${levels} }\n${fragments.join('\n')}`
}

function measureDocument(source: string) {
  const document = parse(source)
  const fragments = new Map<string, FragmentDefinitionNode>()
  let operation: OperationDefinitionNode | undefined
  for (const definition of document.definitions) {
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
    if (definition.kind === Kind.OPERATION_DEFINITION) operation = definition
  }
  if (!operation) throw new Error('no operation')
  const measurer = createMeasurer((name) => fragments.get(name))
  return { ...measurer.measure(operation.selectionSet), visits: measurer.visits() }
}

describe('query limits against hostile documents', () => {
  it('refuses a query whose fragments each spread the previous one twice (40 levels)', async () => {
    const query = doublingQuery(40)
    expect(query.length).toBeLessThan(2000)
    // Sent again (the parser cache hands back the same document), it is refused again: only a pass is kept.
    for (const result of [await gqlRaw(query), await gqlRaw(query)]) {
      expect(result.data ?? null).toBeNull()
      expect(result.errors?.map((e) => e.message)).toContain(
        `Query is too large (at most ${MAX_FIELDS} fields)`,
      )
    }
  })

  it('expands each fragment once: visits grow with the document, not with the expansion', () => {
    const forty = measureDocument(doublingQuery(40))
    expect(forty.fields).toBeGreaterThan(MAX_FIELDS)
    // Two spreads per fragment and one field: at most 2 visits per level plus the operation's own.
    expect(forty.visits).toBeLessThanOrEqual(2 * 41 + 1)
    const eighty = measureDocument(doublingQuery(80))
    expect(eighty.visits).toBeLessThanOrEqual(2 * 81 + 1)
  })

  it('stops walking as soon as the size limit is passed', () => {
    const wide = `query { ${Array.from({ length: 5000 }, (_, i) => `a${i}: __typename`).join(' ')} }`
    const measured = measureDocument(wide)
    expect(measured.fields).toBe(MAX_FIELDS + 1)
    expect(measured.visits).toBe(MAX_FIELDS + 1)
  })

  it('stops walking as soon as the depth limit is passed', () => {
    const levels = 200
    const deep = `query { __type(name: "Query") { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } }`
    const measured = measureDocument(deep)
    expect(measured.depth).toBeGreaterThan(MAX_DEPTH)
    expect(measured.visits).toBeLessThanOrEqual(MAX_DEPTH + 2)
  })

  it('answers fragment cycles with the validation error GraphQL defines, not a crash', async () => {
    const result = await gqlRaw(
      `query { ...A } fragment A on Query { __typename ...B } fragment B on Query { __typename ...A }`,
    )
    const messages = result.errors?.map((e) => e.message) ?? []
    expect(messages).toContain('Cannot spread fragment "A" within itself via "B".')
    expect(result.errors?.map((e) => e.extensions?.code)).not.toContain('INTERNAL')
  })

  it("refuses an oversized document before graphql-js's quadratic rules see it", async () => {
    // Same response name, different fields: the overlapping-fields rule would compare every pair.
    const pairs = Array.from({ length: 600 }, (_, i) =>
      i % 2 ? 'x: __typename' : 'x: __schema { queryType { name } }',
    )
    const result = await gqlRaw(`query { ${pairs.join(' ')} }`)
    expect(result.errors?.map((e) => e.message)).toEqual([
      `Query is too large (at most ${MAX_FIELDS} fields)`,
    ])
  })

  it('stops parsing a document with too many tokens', async () => {
    const result = await gqlRaw(`query { ${'__typename '.repeat(MAX_TOKENS)} }`)
    expect(result.errors?.[0].message).toContain(`${MAX_TOKENS} tokens. Parsing aborted.`)
    expect(result.errors?.[0].extensions?.code).not.toBe('INTERNAL')
  })

  it('refuses a document nested too deep for the parser with a message, not a crash', async () => {
    const levels = 3000
    const result = await gqlRaw(
      `query { __type(name: "Q") { ${'ofType { '.repeat(levels)}name${' }'.repeat(levels)} } }`,
    )
    expect(result.errors?.[0].message).toBe(`Query is too deep (at most ${MAX_DEPTH} levels)`)
    expect(result.errors?.[0].extensions?.code).not.toBe('INTERNAL')
  })

  it('counts bracket nesting outside strings and comments', () => {
    expect(bracketNesting('query { a(x: [{ b: 1 }]) { c } }')).toBe(4)
    expect(bracketNesting('query { a(s: "{{{{[[[(((", t: """{{{ \\""" {{""") # {{{{\n }')).toBe(2)
  })

  it('keeps answering /health right after a hostile query', async () => {
    await gqlRaw(doublingQuery(60))
    const { app } = await testServer()
    const response = await app.inject({ method: 'GET', url: '/health' })
    expect(response.json()).toEqual({ status: 'ok' })
  })
})
