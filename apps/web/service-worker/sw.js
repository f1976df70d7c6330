/* global __SW_CONFIG__ */
// The parent app's service worker (issue 27, decision 0057-pwa-offline-and-push). The build
// (vite-plugins/service-worker.ts) writes it to dist/sw.js with __SW_CONFIG__ filled in: the build's version, the
// files to keep (the app shell and the hashed assets) and the names shared with the page (offline-contract.ts).
//
// - Hashed assets: from the cache (their name changes with their content), else the network, then kept.
// - Pages: the network first (new releases, the server's headers); offline, the app shell when this device holds
//   a signed-in parent's last answers, else the offline page.
// - GraphQL: mutations and anonymous requests always go to the network. While the data cache exists (the page
//   opens it for a signed-in parent and deletes it on sign-out) a query goes to the network and its answer is
//   kept, keyed by the session's token and the query; offline, the kept answer is served and the page is told
//   when it was fetched.
const CONFIG = __SW_CONFIG__
const SHELL_CACHE = `preschool-shell-${CONFIG.version}`
const SHELL_PAGE = '/index.html'
const OFFLINE_PAGE = '/offline.html'

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL_CACHE)
      .then((cache) => cache.addAll(CONFIG.precache))
      .then(() => self.skipWaiting()),
  )
})

self.addEventListener('activate', (event) => {
  // Earlier releases' shells go; the data cache stays (it belongs to the signed-in parent, not to a release).
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names
            .filter((name) => name.startsWith('preschool-shell-') && name !== SHELL_CACHE)
            .map((name) => caches.delete(name)),
        ),
      )
      .then(() => self.clients.claim()),
  )
})

self.addEventListener('fetch', (event) => {
  const { request } = event
  const url = new URL(request.url)
  if (url.origin !== self.location.origin) return
  if (request.method === 'POST' && url.pathname === '/graphql') {
    if (request.headers.has('authorization')) event.respondWith(query(request, event.clientId))
    return
  }
  if (request.method !== 'GET') return
  if (request.mode === 'navigate') event.respondWith(page(request))
  else if (url.pathname.startsWith('/assets/')) event.respondWith(hashedAsset(request))
  else if (CONFIG.precache.includes(url.pathname)) event.respondWith(networkThenCache(request))
})

async function hashedAsset(request) {
  const cached = await caches.match(request)
  if (cached) return cached
  const response = await fetch(request)
  if (response.ok) {
    const cache = await caches.open(SHELL_CACHE)
    await cache.put(request, response.clone())
  }
  return response
}

async function networkThenCache(request) {
  try {
    return await fetch(request)
  } catch (error) {
    const cached = await caches.match(request)
    if (cached) return cached
    throw error
  }
}

async function page(request) {
  try {
    return await fetch(request)
  } catch {
    const holdsParent =
      (await caches.has(CONFIG.dataCache)) && (await (await caches.open(CONFIG.dataCache)).keys()).length > 0
    const fallback = await caches.match(holdsParent ? SHELL_PAGE : OFFLINE_PAGE)
    return fallback ?? Response.error()
  }
}

/** A cache key per session and query: another user's token never finds this user's answers. */
async function keyFor(request) {
  const text = `${request.headers.get('authorization') ?? ''}\n${await request.clone().text()}`
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text))
  const hex = [...new Uint8Array(digest)].map((byte) => byte.toString(16).padStart(2, '0')).join('')
  return `/__offline__/${hex}`
}

const SAVED_AT = 'x-saved-at'

async function isQuery(request) {
  try {
    const { query } = await request.clone().json()
    return typeof query === 'string' && /^\s*query\b/.test(query)
  } catch {
    return false
  }
}

async function query(request, clientId) {
  // Never for a device without a signed-in parent (staff, or after sign-out): then the cache does not exist.
  const keeping = (await caches.has(CONFIG.dataCache)) && (await isQuery(request))
  if (!keeping) return fetch(request)
  const key = await keyFor(request)
  let response
  try {
    response = await fetch(request)
  } catch (error) {
    const kept = await (await caches.open(CONFIG.dataCache)).match(key)
    if (!kept) throw error
    const client = await self.clients.get(clientId)
    client?.postMessage({ type: CONFIG.copyMessage, savedAt: kept.headers.get(SAVED_AT) })
    return kept
  }
  // Only whole answers are kept: a refusal or an error must not replace the last good one. The cache is asked for
  // again: a sign-out may have deleted it while the answer was on its way.
  if (response.ok && (await caches.has(CONFIG.dataCache))) {
    const body = await response.clone().text()
    if (!body.includes('"errors"')) {
      const headers = { 'content-type': 'application/json', [SAVED_AT]: new Date().toISOString() }
      await (await caches.open(CONFIG.dataCache)).put(key, new Response(body, { headers }))
    }
  }
  return response
}

// Web Push: the server sends the bell's title, body and the app path a tap opens (decision 0057).
self.addEventListener('push', (event) => {
  let message = { title: 'Preschool', body: '', navigate: '/dashboard' }
  try {
    message = { ...message, ...event.data?.json() }
  } catch {
    // A push without JSON still shows, with the app's name.
  }
  event.waitUntil(
    self.registration.showNotification(message.title, {
      body: message.body,
      icon: '/icons/icon-192.png',
      data: { navigate: message.navigate || '/dashboard' },
    }),
  )
})

self.addEventListener('notificationclick', (event) => {
  event.notification.close()
  const target = new URL(event.notification.data?.navigate ?? '/dashboard', self.location.origin)
  // Only the app's own pages open: a path, never another site.
  if (target.origin !== self.location.origin) return
  event.waitUntil(
    self.clients.matchAll({ type: 'window' }).then((windows) => {
      const open = windows.find((client) => 'navigate' in client)
      return open
        ? open.navigate(target.href).then((client) => client?.focus())
        : self.clients.openWindow(target.href)
    }),
  )
})
