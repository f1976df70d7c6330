import type { AuditLogQueryVariables } from '../../generated/graphql'
import { useGqlQuery } from '../../lib/graphql-hooks'
import { auditLogQuery, failedJobsQuery } from './documents'

export const useAuditLog = (variables: AuditLogQueryVariables) =>
  useGqlQuery(auditLogQuery, variables, { placeholderData: (previous) => previous })

export const useFailedJobs = (IDSchool: number) =>
  useGqlQuery(failedJobsQuery, { IDSchool, pagination: { page: 1, perPage: 20 } })
