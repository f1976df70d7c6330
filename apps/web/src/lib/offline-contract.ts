/**
 * What the page and the service worker (apps/web/service-worker/sw.js, which the build fills in from here) agree
 * on. The data cache exists only while a signed-in parent uses this device: the page opens it (the signed-in
 * layout), the worker keeps that user's query answers in it only while it exists, and the page deletes it on
 * sign-out. A small file: the shell's session code imports it to forget.
 */
export const OFFLINE_CONTRACT = {
  /** The cache of a parent's last query answers: deleted on sign-out, never shared between users. */
  dataCache: 'preschool-offline-data',
  /** The message the worker posts to a page it answered from the cache: `{ type, savedAt }` (ISO time). */
  copyMessage: 'offline-copy',
} as const

/**
 * Forgets every kept answer on this device (sign-out, an ended session, another sign-in): the next user of the
 * device, offline or not, sees nothing of the last one's, and receives none of their pushes (the push service
 * then answers the server 'gone', and the server drops the subscription).
 */
export async function forgetOfflineCopies(): Promise<void> {
  if (typeof caches !== 'undefined') await caches.delete(OFFLINE_CONTRACT.dataCache).catch(() => false)
  const registration = await navigator.serviceWorker?.getRegistration().catch(() => undefined)
  await (await registration?.pushManager?.getSubscription())?.unsubscribe()
}
