import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { eventPaths } from './paths'

const EventListPage = lazy(() => import('./EventListPage'))
const EventFormPage = lazy(() => import('./EventFormPage'))
const EventDetailsPage = lazy(() => import('./EventDetailsPage'))
const ParentEventsPage = lazy(() => import('./ParentEventsPage'))

/** Events (spec 002 §2): staff with event access; the parent's events and RSVPs at /events. */
export const eventRoutes: AppRoute[] = [
  { path: eventPaths.list, audience: 'staff', requires: 'events.read', Component: EventListPage },
  { path: eventPaths.create, audience: 'staff', requires: 'events.write', Component: EventFormPage },
  {
    path: eventPaths.edit(':id', ':forceEdit'),
    audience: 'staff',
    requires: 'events.read',
    Component: EventFormPage,
  },
  {
    path: eventPaths.details(':id'),
    audience: 'staff',
    requires: 'events.read',
    Component: EventDetailsPage,
  },
  {
    path: eventPaths.category(':type'),
    audience: 'staff',
    requires: 'events.read',
    Component: EventListPage,
  },
  { path: eventPaths.parent, audience: 'parent', Component: ParentEventsPage },
]
