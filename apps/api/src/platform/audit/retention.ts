import { AUDIT_RETENTION_YEARS_DEFAULT, SchoolConfigKey } from '@preschool/domain'
import { sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { defineJob } from '../jobs/define'

/** Rows deleted per statement: keeps each transaction short on a table of millions of rows. */
const BATCH = 5_000

/**
 * Deletes one batch of audit rows older than their school's retention (school configuration
 * `audit_retention_years`, default 7 years); rows of no school keep the default. Returns how many went.
 * A value that is not a whole number of years falls back to the default rather than deleting early.
 */
export async function deleteExpiredAuditRows(db: DbOrTx): Promise<number> {
  const result = await db.execute(sql`
    with expired as (
      select a.id from audit_log a
      left join school_configs c on c.fk_school = a.fk_school and c.key = ${SchoolConfigKey.auditRetentionYears}
      where a.created_at < now() - make_interval(years => case
        when c.value ~ '^[0-9]{1,3}$' then c.value::int else ${AUDIT_RETENTION_YEARS_DEFAULT} end)
      limit ${BATCH}
    )
    delete from audit_log where id in (select id from expired)`)
  return result.affectedRows ?? (result as { rowCount?: number }).rowCount ?? 0
}

/** Nightly: the retention of every school's audit trail, in batches until nothing is left. */
export const auditRetention = defineJob({
  name: 'audit-retention',
  retry: { limit: 3, delaySeconds: 300, backoff: true },
  cron: '30 2 * * *',
  policy: 'stately',
  expireInSeconds: 3600,
  async handle(_data, { db }) {
    while ((await deleteExpiredAuditRows(db)) === BATCH);
  },
})
