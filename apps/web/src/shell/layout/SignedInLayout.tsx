import { lazy, type ReactNode, Suspense } from 'react'
import { loadAllTexts } from '../../i18n'
import { CentredProgress } from '../../components/CentredProgress'

let loading: Promise<typeof import('./AppLayout')> | undefined

/**
 * Starts loading the signed-in layout (header, side menu, notifications, user menu). The gates call it as soon as
 * a token is stored, so it loads while `me` does; a visitor of a public page never downloads it. Every feature's
 * texts come with it: a signed-in user's header and pages use them.
 */
export function preloadAppLayout() {
  loading ??= Promise.all([import('./AppLayout'), loadAllTexts()]).then(([module]) => module)
  return loading
}

const AppLayout = lazy(() => preloadAppLayout().then((module) => ({ default: module.AppLayout })))

/** The signed-in layout, loaded on first use. */
export function SignedInLayout({ children }: { children: ReactNode }) {
  return (
    <Suspense fallback={<CentredProgress fullPage />}>
      <AppLayout>{children}</AppLayout>
    </Suspense>
  )
}
