import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'

const StateEditorPage = lazy(() => import('./StateEditorPage'))

/** The enquiry state machine editor (spec 002, state mapping); staff with enquiry management read. */
export const stateMachineRoutes: AppRoute[] = [
  {
    path: '/registrationstateeditor',
    audience: 'staff',
    requires: 'stateMap.read',
    Component: StateEditorPage,
  },
]
