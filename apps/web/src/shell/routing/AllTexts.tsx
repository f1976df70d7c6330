import { type ReactNode, useEffect, useState } from 'react'
import { allTextsLoaded, loadAllTexts } from '../../i18n'
import { PageFallback } from './PageFallback'

/** Shows its children once every feature's texts are loaded, the page's loading indicator until then. */
export function AllTexts({ children, fullPage = false }: { children: ReactNode; fullPage?: boolean }) {
  const [ready, setReady] = useState(allTextsLoaded)
  const [failure, setFailure] = useState<unknown>()
  useEffect(() => {
    if (!ready) loadAllTexts().then(() => setReady(true), setFailure)
  }, [ready])
  // A download that failed shows as the screen's chunk error (ScreenFrame's boundary), with its reload button.
  if (failure) throw failure
  return ready ? children : <PageFallback fullPage={fullPage} />
}
