import { useEffect, useState } from 'react'
import { OFFLINE_CONTRACT } from '../../lib/offline-contract'

const supported = () => import.meta.env.PROD && 'serviceWorker' in navigator && typeof caches !== 'undefined'

/**
 * Makes this device the parent's app (decision 0057-pwa-offline-and-push): registers the service worker and opens
 * the cache in which the worker keeps this parent's answers for reading offline (sign-out deletes it). Only for a
 * signed-in parent: staff screens are not kept on a device. Returns when the answers on screen were saved, while
 * the worker serves them from the cache (offline), else null.
 */
export function useParentApp(isParent: boolean): string | null {
  const [savedAt, setSavedAt] = useState<string | null>(null)

  useEffect(() => {
    if (!isParent || !supported()) return
    void caches
      .open(OFFLINE_CONTRACT.dataCache)
      .then(() => navigator.serviceWorker.register('/sw.js'))
      .catch(() => undefined)
  }, [isParent])

  useEffect(() => {
    if (!isParent || !supported()) return
    const onMessage = (event: MessageEvent<{ type?: string; savedAt?: string | null }>) => {
      const copy = event.data
      if (copy?.type !== OFFLINE_CONTRACT.copyMessage || !copy.savedAt) return
      // Several answers may be copies: the notice admits to the oldest.
      setSavedAt((shown) => (shown && shown < copy.savedAt! ? shown : copy.savedAt!))
    }
    const onOnline = () => setSavedAt(null)
    navigator.serviceWorker.addEventListener('message', onMessage)
    window.addEventListener('online', onOnline)
    return () => {
      navigator.serviceWorker.removeEventListener('message', onMessage)
      window.removeEventListener('online', onOnline)
    }
  }, [isParent])

  return savedAt
}
