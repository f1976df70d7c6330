import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { documentPaths } from './paths'

const ParentDocumentsPage = lazy(() => import('./ParentDocumentsPage'))
const ReviewQueuePage = lazy(() => import('./ReviewQueuePage'))
const ReviewPage = lazy(() => import('./ReviewPage'))
const DocumentTypesPage = lazy(() => import('./DocumentTypesPage'))

/** Registration documents: the family's step, the staff's review queue and review, HQ's document types. */
export const documentRoutes: AppRoute[] = [
  { path: documentPaths.parent(':id'), audience: 'parent', Component: ParentDocumentsPage },
  { path: documentPaths.queue, audience: 'staff', requires: 'documents.queue', Component: ReviewQueuePage },
  {
    path: documentPaths.review(':id'),
    audience: 'staff',
    requires: 'documents.queue',
    Component: ReviewPage,
  },
  {
    path: documentPaths.types,
    audience: 'staff',
    requires: 'documents.configRead',
    Component: DocumentTypesPage,
  },
]
