import type { Config } from '../../config'

/** Staff single sign-on over OpenID Connect: the embedded provider by default, any issuer by configuration. */
export interface SsoAdapter {
  /** The provider's authorization URL for a sign-in started with this state, PKCE challenge and nonce. */
  authorizationUrl(input: { state: string; codeChallenge: string; nonce: string }): Promise<string>
  /** Exchanges the provider's callback for the signed-in person's verified email. */
  exchange(
    callbackUrl: URL,
    check: { state: string; codeVerifier: string; nonce: string },
  ): Promise<{ email: string }>
}

export function createSsoAdapter(_config: Config): SsoAdapter {
  const notReady = () => Promise.reject(new Error('single sign-on is not configured'))
  return { authorizationUrl: notReady, exchange: notReady }
}
