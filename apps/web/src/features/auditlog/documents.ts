import { graphql } from '../../generated'
import type { AuditLogQuery, FailedJobsQuery } from '../../generated/graphql'

/** One page of the school's audit trail, newest first. */
export const auditLogQuery = graphql(`
  query AuditLog($IDSchool: Int!, $filter: AuditLogFilter, $pagination: Pagination) {
    findAllAuditLog(IDSchool: $IDSchool, filter: $filter, pagination: $pagination) {
      totalCount
      totalCountCapped
      data {
        ID
        createdAt
        kind
        operation
        action
        userId
        userEmail
        userName
        role
        targetType
        targetId
        outcome
        errorCode
        clientIp
      }
    }
  }
`)

/** The school's background jobs that failed after their retries. */
export const failedJobsQuery = graphql(`
  query FailedJobs($IDSchool: Int!, $pagination: Pagination) {
    findAllFailedJob(IDSchool: $IDSchool, pagination: $pagination) {
      totalCount
      data {
        ID
        name
        recordId
        retryCount
        error
        failedAt
      }
    }
  }
`)

export type AuditLogEntry = AuditLogQuery['findAllAuditLog']['data'][number]
export type FailedJob = FailedJobsQuery['findAllFailedJob']['data'][number]
