import { describe, expect, it } from 'vitest'
import { type ListCall, listCases } from '../test/list-cases'
import { gqlWithStatements } from '../test/statement-counter'

/**
 * No list issues a statement per row: every list operation makes the same number of SQL statements for 2 rows and
 * for 12, and at 10 and 200 rows per page. The cases (one per list operation) are in test/list-cases.ts.
 */
async function call(list: ListCall, perPage: number) {
  const { result, statements } = await gqlWithStatements(list.query, list.variables(perPage), list.token)
  expect(result.errors).toBeUndefined()
  return { rows: list.rows(result.data ?? {}), statements: statements.length }
}

describe('statements per list call', () => {
  it.each(listCases)('$name: as many for 12 rows as for 2, at 10 and at 200 per page', async (list) => {
    const [few, many] = [await list.arrange(2), await list.arrange(12)]
    const small = await call(few, 200)
    const pageOf10 = await call(many, 10)
    const pageOf200 = await call(many, 200)
    expect([small.rows, pageOf10.rows, pageOf200.rows]).toEqual([2, list.paged ? 10 : 12, 12])
    expect(pageOf10.statements).toBe(small.statements)
    expect(pageOf200.statements).toBe(small.statements)
  })
})
