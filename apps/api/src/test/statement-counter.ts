import { recordStatements } from '../db/statements'
import { type GqlResult, gql } from './server'

/**
 * One GraphQL call through the real server with the SQL statements it made the database client issue (in the
 * call's own async context, so nothing else running meanwhile is counted).
 */
export async function gqlWithStatements<T = Record<string, unknown>>(
  query: string,
  variables: Record<string, unknown>,
  token: string,
): Promise<{ result: GqlResult<T>; statements: string[] }> {
  return recordStatements(() => gql<T>(query, variables, token))
}
