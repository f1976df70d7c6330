import { recordStatements } from '../db/statements'
import { type GqlResult, gqlRaw } from './server'

/**
 * One GraphQL call through the real server with the SQL statements it made the database client issue (in the
 * call's own async context, so nothing else running meanwhile is counted).
 */
export async function gqlWithStatements(
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<{ result: GqlResult<Record<string, unknown>>; statements: string[] }> {
  return recordStatements(() => gqlRaw(query, variables, { token }))
}
