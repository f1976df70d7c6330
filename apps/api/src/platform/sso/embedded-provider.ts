import { generateKeyPairSync } from 'node:crypto'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type Provider from 'oidc-provider'
import type { Configuration, JWK, KoaContextWithOIDC } from 'oidc-provider'
import type { Config } from '../../config'
import type { Db } from '../../db/client'
import { findDirectoryAccount } from './directory'
import { registerInteractionRoutes } from './interaction-routes'
import { EMBEDDED_MOUNT, embeddedIssuer, ssoRedirectUri } from './urls'

const SCOPE = 'openid email profile'

/**
 * Signing keys live for the process: this server's own client verifies each ID token seconds after it is
 * issued, so nothing needs them after a restart.
 */
const signingKey = () =>
  ({
    ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }),
    use: 'sig',
  }) as JWK

/** The only client is this application, so its grant is given without a consent screen. */
async function loadFirstPartyGrant(ctx: KoaContextWithOIDC) {
  const { client, session, result, provider } = ctx.oidc
  if (!client || !session?.accountId) return undefined
  const grantId = result?.consent?.grantId ?? session.grantIdFor(client.clientId)
  const existing = grantId ? await provider.Grant.find(grantId) : undefined
  if (existing) return existing
  const grant = new provider.Grant({ clientId: client.clientId, accountId: session.accountId })
  grant.addOIDCScope(SCOPE)
  await grant.save()
  return grant
}

function providerConfiguration(config: Config, db: Db): Configuration {
  return {
    clients: [
      {
        client_id: config.oidcClientId,
        client_secret: config.oidcClientSecret,
        redirect_uris: [ssoRedirectUri(config)],
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_post',
        scope: SCOPE,
      },
    ],
    scopes: SCOPE.split(' '),
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // The email travels in the ID token, so the client needs no userinfo call.
    conformIdTokenClaims: false,
    cookies: { keys: config.oidcCookieKeys },
    jwks: { keys: [signingKey()] },
    features: { devInteractions: { enabled: false } },
    pkce: { required: () => true },
    ttl: {
      // A sign-in has as long as the API keeps its request (sso_requests) to come back.
      Interaction: 10 * 60,
      AuthorizationCode: 60,
      AccessToken: 10 * 60,
      IdToken: 10 * 60,
      // The directory session lasts as long as an API session: signing in again within it skips the form.
      Session: config.sessionTtlHours * 3600,
      Grant: config.sessionTtlHours * 3600,
    },
    interactions: { url: (_ctx, interaction) => `${EMBEDDED_MOUNT}/interaction/${interaction.uid}` },
    loadExistingGrant: loadFirstPartyGrant,
    async findAccount(_ctx, sub) {
      const account = /^\d+$/.test(sub) ? await findDirectoryAccount(db, Number(sub)) : undefined
      if (!account) return undefined
      return {
        accountId: sub,
        claims: () => ({
          sub,
          email: account.email.toLowerCase(),
          // The organisation's directory owns these addresses.
          email_verified: true,
          name: account.displayName,
          given_name: account.givenName,
          family_name: account.surname,
        }),
      }
    },
  }
}

/**
 * The embedded OpenID Connect provider: built on first use, so that a server which never signs staff in
 * never loads it. Its state (interactions, codes, sessions) sits in oidc-provider's in-memory adapter.
 */
function embeddedProvider(config: Config, db: Db): () => Promise<Provider> {
  let provider: Promise<Provider> | undefined
  return () => {
    provider ??= import('oidc-provider').then(({ default: OidcProvider }) => {
      const created = new OidcProvider(embeddedIssuer(config), providerConfiguration(config, db))
      // Trust forwarded headers only when the server does (TRUST_PROXY): they decide secure cookies.
      created.proxy = config.trustProxy !== false
      return created
    })
    return provider
  }
}

/**
 * Mounts the provider under /oidc. Fastify 5 has no middleware, so a catch-all route hijacks the reply and
 * hands the raw request to the provider (a Koa application), which reads the request body itself.
 */
export async function registerEmbeddedProvider(app: FastifyInstance, deps: { config: Config; db: Db }) {
  const provider = embeddedProvider(deps.config, deps.db)
  let handle: ReturnType<Provider['callback']> | undefined
  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers()
    scope.addContentTypeParser('*', (_req, _payload, done) => done(null))
    const forward = async (req: FastifyRequest, reply: FastifyReply) => {
      handle ??= (await provider()).callback()
      reply.hijack()
      const raw = req.raw
      const originalUrl = raw.url ?? EMBEDDED_MOUNT
      // oidc-provider derives its mount path from originalUrl minus url, as under Express' app.use(path, ...).
      Object.assign(raw, { originalUrl, url: originalUrl.slice(EMBEDDED_MOUNT.length) || '/' })
      await handle(raw, reply.raw)
    }
    scope.all(EMBEDDED_MOUNT, forward)
    scope.all(`${EMBEDDED_MOUNT}/*`, forward)
  })
  await app.register(async (scope) => registerInteractionRoutes(scope, provider, deps.db))
}
