import { ErrorCode } from '@preschool/domain'
import type { DbOrTx } from '../../db/client'
import { auditLog } from '../../db/schema'
import type { Viewer } from '../authz/viewer'
import { DomainError } from '../errors/domain-error'
import type { AuditTarget } from './targets'

export type AuditKind = 'mutation' | 'read' | 'sign_in'

export interface AuditEvent {
  kind: AuditKind
  operation: string
  action: string
  viewer: Viewer | null
  /** The school when there is no viewer (a public form's school, a sign-in's account). */
  schoolId?: number | null
  /** The user when there is no viewer (whose sign-in it was). */
  userId?: number | null
  target: AuditTarget
  clientIp: string
}

export type AuditOutcome = { outcome: 'ok' } | { outcome: 'refused' | 'failed'; errorCode: string }

const refusals = new Set<string>([ErrorCode.Unauthenticated, ErrorCode.Forbidden])

/** Missing access is a refusal; anything else that went wrong a failure, with its code (INTERNAL when raw). */
export function outcomeOf(error: unknown): AuditOutcome {
  const code = error instanceof DomainError ? error.code : ErrorCode.Internal
  return { outcome: refusals.has(code) ? 'refused' : 'failed', errorCode: code }
}

function roleOf(viewer: Viewer | null): string {
  if (!viewer) return 'anonymous'
  if (viewer.isHQStaff) return 'hq'
  return viewer.isStaff ? 'staff' : 'parent'
}

/** One audit row. `db` is the mutation's transaction when it succeeded, the root connection after a rollback. */
export async function writeAudit(db: DbOrTx, event: AuditEvent, result: AuditOutcome): Promise<void> {
  await db.insert(auditLog).values({
    fkSchool: event.viewer?.schoolId ?? event.schoolId ?? null,
    fkUser: event.viewer?.userId ?? event.userId ?? null,
    role: roleOf(event.viewer),
    roleIds: event.viewer?.roleIds ?? [],
    kind: event.kind,
    operation: event.operation,
    action: event.action,
    targetType: event.target.type,
    targetId: event.target.id,
    outcome: result.outcome,
    errorCode: result.outcome === 'ok' ? null : result.errorCode,
    clientIp: event.clientIp,
  })
}
