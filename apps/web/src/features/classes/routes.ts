import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { childPaths, classPaths } from './paths'

const ClassListPage = lazy(() => import('./ClassListPage'))
const ClassFormPage = lazy(() => import('./ClassFormPage'))
const ClassDetailPage = lazy(() => import('./ClassDetailPage'))
const ChildrenListPage = lazy(() => import('./ChildrenListPage'))
const ChildProfilePage = lazy(() => import('./ChildProfilePage'))
const PromotionPage = lazy(() => import('./PromotionPage'))
const AssignPickClassPage = lazy(() => import('./AssignPickClassPage'))
const ClassRouteRedirect = lazy(() => import('./ClassRouteRedirect'))

/** Classes, children, assignment, promotion and the child profile (spec 001 s.2, 002 s.2). */
export const classRoutes: AppRoute[] = [
  { path: classPaths.list, audience: 'staff', requires: 'classes.read', Component: ClassListPage },
  { path: classPaths.create, audience: 'staff', requires: 'classes.photo', Component: ClassFormPage },
  { path: classPaths.edit(':id'), audience: 'staff', requires: 'classes.photo', Component: ClassFormPage },
  { path: classPaths.detail(':id'), audience: 'staff', requires: 'classes.read', Component: ClassDetailPage },
  {
    path: classPaths.topLevelCreate,
    audience: 'staff',
    requires: 'classes.photo',
    Component: ClassRouteRedirect,
  },
  {
    path: classPaths.topLevelDetail(':id'),
    audience: 'staff',
    requires: 'classes.read',
    Component: ClassRouteRedirect,
  },
  ...[childPaths.list, childPaths.enrolled].map((path): AppRoute => ({
    path,
    audience: 'staff',
    requires: 'children.list',
    Component: ChildrenListPage,
  })),
  ...[childPaths.assign, childPaths.enrolledAssign].map((path): AppRoute => ({
    path,
    audience: 'staff',
    requires: 'classes.photo',
    Component: AssignPickClassPage,
  })),
  ...[childPaths.promote, childPaths.enrolledPromote].map((path): AppRoute => ({
    path,
    audience: 'staff',
    requires: 'children.promote',
    Component: PromotionPage,
  })),
  ...[
    childPaths.profile(':id'),
    childPaths.profile(':id', ':tab'),
    childPaths.enrolledProfile(':id'),
    childPaths.enrolledProfile(':id', ':tab'),
  ].map((path): AppRoute => ({
    path,
    audience: 'staff',
    requires: 'children.list',
    Component: ChildProfilePage,
  })),
  // A parent opens their own child's profile from the dashboard; the server answers only for their children.
  { path: childPaths.profile(':id'), audience: 'parent', Component: ChildProfilePage },
  { path: childPaths.profile(':id', ':tab'), audience: 'parent', Component: ChildProfilePage },
]
