import { type APIRequestContext, expect, type Page } from '@playwright/test'

// The web app's one local-storage store (apps/web/src/lib/store.ts), which holds the session token.
const STORE_KEY = 'preschool'

/** The session token the signed-in page holds, for calling the API as that user. */
export async function sessionToken(page: Page): Promise<string> {
  const token = await page.evaluate(
    (key) => (JSON.parse(localStorage.getItem(key) ?? '{}') as { userToken?: string }).userToken,
    STORE_KEY,
  )
  expect(token, 'the page holds no session token').toBeTruthy()
  return token as string
}

/**
 * Calls the GraphQL API as the token's user, for the steps of a journey that happen elsewhere (another person's
 * screen, or data a test needs first). Fails the test on any GraphQL error, with its message.
 */
export async function gql<T>(
  request: APIRequestContext,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
): Promise<T> {
  const response = await request.post('/graphql', {
    data: { query, variables },
    headers: token ? { authorization: `Bearer ${token}` } : {},
  })
  const body = (await response.json()) as { data?: T; errors?: { message: string }[] }
  expect(body.errors?.map((e) => e.message) ?? [], `GraphQL errors of ${query.slice(0, 60)}`).toEqual([])
  return body.data as T
}
