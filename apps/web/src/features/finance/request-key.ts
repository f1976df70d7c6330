import { useEffect, useState } from 'react'

/** A random UUID (v4) from the browser's CSPRNG; `crypto.randomUUID` exists only on secure origins. */
function newRequestKey(): string {
  const b = crypto.getRandomValues(new Uint8Array(16))
  b[6] = (b[6] & 0x0f) | 0x40
  b[8] = (b[8] & 0x3f) | 0x80
  const hex = Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('')
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
}

/**
 * A dialog's idempotency key: new each time it opens, the same for every submit of that opening, so a double click
 * or a retry after a lost answer makes one document on the server (decision 0064).
 */
export function useRequestKey(open: boolean): string {
  const [key, setKey] = useState(newRequestKey)
  useEffect(() => {
    if (open) setKey(newRequestKey())
  }, [open])
  return key
}
