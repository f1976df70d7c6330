import type { QueryFindAllAuditLogArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listAuditLog } from '../service'

export const findAllAuditLog = guard(
  actions.auditLog.read,
  bySchool,
  async (args: QueryFindAllAuditLogArgs, _grant, ctx) => {
    const page = await listAuditLog(ctx.db, args.IDSchool, args.filter, args.pagination)
    return {
      totalCount: page.totalCount,
      totalCountCapped: page.capped,
      data: page.rows.map(({ entry, userEmail, userName }) => ({
        ID: entry.id,
        createdAt: entry.createdAt.toISOString(),
        kind: entry.kind,
        operation: entry.operation,
        action: entry.action,
        userId: entry.fkUser,
        userEmail,
        userName,
        role: entry.role,
        targetType: entry.targetType,
        targetId: entry.targetId,
        outcome: entry.outcome,
        errorCode: entry.errorCode,
        clientIp: entry.clientIp,
      })),
    }
  },
)
