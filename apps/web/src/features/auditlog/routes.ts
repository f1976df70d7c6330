import { lazy } from 'react'
import type { AppRoute } from '../../shell/route-types'
import { AUDIT_LOG_PATH } from './paths'

const AuditLogPage = lazy(() => import('./AuditLogPage'))

/** HQ with the audit log module only. */
export const auditLogRoutes: AppRoute[] = [
  { path: AUDIT_LOG_PATH, audience: 'staff', requires: 'auditLog.read', Component: AuditLogPage },
]
