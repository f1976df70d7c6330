import { type ReactNode, Suspense } from 'react'
import { useLocation } from 'react-router'
import { PageFallback } from './PageFallback'
import { ScreenErrorBoundary } from './ScreenErrorBoundary'

/** Around every lazily loaded screen: a loading indicator, and an error screen that clears on navigation. */
export function ScreenFrame({ children, fullPage = false }: { children: ReactNode; fullPage?: boolean }) {
  const { pathname } = useLocation()
  return (
    <ScreenErrorBoundary key={pathname}>
      <Suspense fallback={<PageFallback fullPage={fullPage} />}>{children}</Suspense>
    </ScreenErrorBoundary>
  )
}
