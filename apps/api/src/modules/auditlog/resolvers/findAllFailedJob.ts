import type { QueryFindAllFailedJobArgs } from '../../../generated/graphql'
import { actions } from '../../../platform/authz/catalogue'
import { bySchool, guard } from '../../../platform/authz/guard'
import { listFailedJobs } from '../service'

export const findAllFailedJob = guard(
  actions.auditLog.read,
  bySchool,
  async (args: QueryFindAllFailedJobArgs, _grant, ctx) => {
    const page = await listFailedJobs(ctx.db, args.IDSchool, args.pagination)
    return {
      totalCount: page.totalCount,
      data: page.rows.map((row) => ({
        ID: row.id,
        name: row.name,
        recordId: row.record_id,
        retryCount: row.retry_count,
        error: row.error,
        createdAt: new Date(row.created_on).toISOString(),
        failedAt: row.completed_on ? new Date(row.completed_on).toISOString() : null,
      })),
    }
  },
)
