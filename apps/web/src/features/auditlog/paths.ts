/** A screen new to the spec (decision 0013): the audit trail, under settings. */
export const AUDIT_LOG_PATH = '/settings/auditlog'
