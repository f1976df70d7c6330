import * as oidc from 'openid-client'
import type { Config } from '../../config'
import { embeddedIssuer, ssoRedirectUri } from './urls'

/** Staff single sign-on over OpenID Connect: the embedded provider by default, any issuer by configuration. */
export interface SsoAdapter {
  /** The provider's authorization URL for a sign-in started with this state, PKCE challenge and nonce. */
  authorizationUrl(input: { state: string; codeChallenge: string; nonce: string }): Promise<string>
  /**
   * Exchanges the callback's query (code, state, iss), with the PKCE verifier and nonce, for the signed-in
   * person's email. Throws when the response is an error, a check fails, or the provider vouches for no email.
   */
  exchange(
    callbackQuery: URLSearchParams,
    check: { state: string; codeVerifier: string; nonce: string },
  ): Promise<{ email: string }>
}

const SCOPE = 'openid email profile'

/**
 * The embedded provider is this server itself, so discovery happens on first use (never at start-up, when the
 * server is not listening yet). A failed discovery is forgotten so that the next sign-in tries again.
 */
function lazyDiscovery(config: Config): () => Promise<oidc.Configuration> {
  const issuer = new URL(config.oidcIssuer ?? embeddedIssuer(config))
  // Plain http is only accepted for the embedded provider (a loopback address in development and tests).
  const insecure = !config.oidcIssuer && issuer.protocol === 'http:'
  let pending: Promise<oidc.Configuration> | undefined
  return () => {
    pending ??= oidc
      .discovery(issuer, config.oidcClientId, config.oidcClientSecret, undefined, {
        execute: insecure ? [oidc.allowInsecureRequests] : [],
      })
      .catch((error: unknown) => {
        pending = undefined
        throw error
      })
    return pending
  }
}

/** Some issuers put the email in the ID token, others (by the letter of OIDC Core) only at userinfo. */
async function emailOf(
  configuration: oidc.Configuration,
  tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>,
): Promise<{ email: unknown; verified: unknown }> {
  const claims = tokens.claims()
  if (!claims) throw new Error('the provider returned no ID token')
  if (typeof claims.email === 'string') return { email: claims.email, verified: claims.email_verified }
  const info = await oidc.fetchUserInfo(configuration, tokens.access_token, claims.sub)
  return { email: info.email, verified: info.email_verified }
}

export function createSsoAdapter(config: Config): SsoAdapter {
  const configuration = lazyDiscovery(config)
  const redirectUri = ssoRedirectUri(config)
  return {
    async authorizationUrl({ state, codeChallenge, nonce }) {
      return oidc
        .buildAuthorizationUrl(await configuration(), {
          redirect_uri: redirectUri,
          scope: SCOPE,
          state,
          nonce,
          code_challenge: codeChallenge,
          code_challenge_method: 'S256',
          // Always ask who is signing in: centre computers are shared, and leaving the app must not leave
          // the next person signed in as the previous one.
          prompt: 'login',
        })
        .toString()
    },
    async exchange(callbackQuery, check) {
      const resolved = await configuration()
      const callbackUrl = new URL(`${redirectUri}?${callbackQuery}`)
      const tokens = await oidc.authorizationCodeGrant(resolved, callbackUrl, {
        pkceCodeVerifier: check.codeVerifier,
        expectedState: check.state,
        expectedNonce: check.nonce,
        idTokenExpected: true,
      })
      const { email, verified } = await emailOf(resolved, tokens)
      // Issuers such as Azure AD omit email_verified for directory addresses; an explicit false is refused.
      if (typeof email !== 'string' || !email.includes('@') || verified === false)
        throw new Error('the provider vouched for no verified email')
      return { email: email.toLowerCase() }
    },
  }
}
