import { authRoutes } from '../features/auth/routes'
import { homeRoutes } from '../features/home/routes'
import { levelRoutes } from '../features/levels/routes'
import type { AppRoute } from './route-types'

/**
 * Every screen of the app. A feature adds its routes here. Auth routes are marked as such, so every sign-in page
 * sends a signed-in user to the dashboard whatever its feature declares.
 */
export const appRoutes: readonly AppRoute[] = [
  ...authRoutes.map((route): AppRoute => ({ ...route, gate: 'auth' })),
  ...homeRoutes,
  ...levelRoutes,
]
