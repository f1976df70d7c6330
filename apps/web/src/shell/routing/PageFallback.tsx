import { useEffect, useState } from 'react'
import { CentredProgress } from '../../components/CentredProgress'
import { CHUNK_LOAD_TIMEOUT_MS, ChunkLoadError } from './chunk-error'

/** Suspense fallback of a lazily loaded screen; still waiting after 120 s, it fails as a chunk load error. */
export function PageFallback({ fullPage = false }: { fullPage?: boolean }) {
  const [timedOut, setTimedOut] = useState(false)
  useEffect(() => {
    const timer = setTimeout(() => setTimedOut(true), CHUNK_LOAD_TIMEOUT_MS)
    return () => clearTimeout(timer)
  }, [])
  if (timedOut) throw new ChunkLoadError('Loading the page took too long')
  return <CentredProgress fullPage={fullPage} />
}
