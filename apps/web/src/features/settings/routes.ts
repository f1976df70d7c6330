import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { SETTINGS_PATH } from './paths'

/** The settings home: any staff member; it lists only the settings screens that user can open. */
export const settingsRoutes: AppRoute[] = [
  { path: SETTINGS_PATH, audience: 'staff', Component: lazy(() => import('./SettingsHomePage')) },
]
