import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { levelPaths } from './paths'

const LevelListPage = lazy(() => import('./LevelListPage'))
const LevelFormPage = lazy(() => import('./LevelFormPage'))

/** Level management (spec 001: /settings/levelmanagement, with /add and /edit/{id}); staff with level access only. */
export const levelRoutes: AppRoute[] = [
  { path: levelPaths.list, audience: 'staff', requires: 'levels.read', Component: LevelListPage },
  { path: levelPaths.add, audience: 'staff', requires: 'levels.write', Component: LevelFormPage },
  { path: levelPaths.edit(':id'), audience: 'staff', requires: 'levels.write', Component: LevelFormPage },
]
