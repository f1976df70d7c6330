import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { AuthPath } from './auth-paths'

/** The sign-in screens: open to visitors; the shell's auth gate sends a signed-in user on to the dashboard. */
export const authRoutes: AppRoute[] = [
  { path: AuthPath.login, Component: lazy(() => import('./pages/LoginPage')) },
  { path: AuthPath.staffLogin, Component: lazy(() => import('./pages/StaffLoginPage')) },
  { path: AuthPath.sso, Component: lazy(() => import('./pages/SsoReturnPage')) },
  { path: AuthPath.register, Component: lazy(() => import('./pages/RegisterPage')) },
  { path: AuthPath.reset, Component: lazy(() => import('./pages/ResetPasswordPage')) },
  { path: AuthPath.forgot, Component: lazy(() => import('./pages/ForgotPasswordPage')) },
].map((route): AppRoute => ({ ...route, audience: 'all', gate: 'auth' }))
