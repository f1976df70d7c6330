// The few GraphQL calls the benchmark makes, over real HTTP on loopback.

export async function graphql(baseUrl, query, variables = {}, token) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify({ query, variables }),
  })
  const body = await response.json()
  if (response.status !== 200 || body.errors?.length)
    throw new Error(`GraphQL ${response.status}: ${JSON.stringify(body.errors ?? body)}`)
  return body.data
}

/** The demo parent seeded on first boot (see apps/api/src/db/seed/demo.ts). */
export const demoParent = { email: 'parent@littlesteps.demo', password: 'Parent123' }

/** Signs in with the spec's `login` query (email, password; answers the session token). */
export async function signIn(baseUrl, { email, password } = demoParent) {
  const data = await graphql(
    baseUrl,
    'query Login($email: String!, $password: String!) { login(email: $email, password: $password) { token } }',
    { email, password },
  )
  return data.login.token
}

/** The request under load: the viewer, as every screen loads it. */
export const meQuery = 'query Me { me { ID firstname email isStaff can } }'
