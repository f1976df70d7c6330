import type { Config } from '../../config'

/** Where the embedded provider is mounted in this server; its issuer is the public address plus this path. */
export const EMBEDDED_MOUNT = '/oidc'
/** The path the provider sends the browser back to with the authorization code. */
export const CALLBACK_PATH = '/sso/callback'

export const embeddedIssuer = (config: Config) => `${config.publicUrl}${EMBEDDED_MOUNT}`
export const ssoRedirectUri = (config: Config) => `${config.publicUrl}${CALLBACK_PATH}`
