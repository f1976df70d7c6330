import { sql } from 'drizzle-orm'
import { bigint, check, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core'

/**
 * The audit trail (PDPA): who did what to which record, with what outcome, when and from where. Written by the
 * guard's audit hook (platform/audit), never by modules. No foreign keys: a row outlives the user, school or
 * record it names. Never holds a mutation's input (no passwords, tokens, birth certificates): the target id
 * and the operation's name say enough.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    // Millions of rows per operator over the retention period: bigint ids.
    id: bigint('id', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity(),
    /** Null when the school is unknown (a failed sign-in with an unknown email). */
    fkSchool: integer('fk_school'),
    fkUser: integer('fk_user'),
    /** 'hq', 'staff', 'parent' or 'anonymous', from the caller's roles at the time. */
    role: text('role').notNull(),
    roleIds: integer('role_ids')
      .array()
      .notNull()
      .default(sql`'{}'`),
    kind: text('kind').notNull(),
    /** The GraphQL root field. */
    operation: text('operation').notNull(),
    /** The catalogue action's key (`levels.write`). */
    action: text('action').notNull(),
    targetType: text('target_type'),
    targetId: integer('target_id'),
    outcome: text('outcome').notNull(),
    errorCode: text('error_code'),
    clientIp: text('client_ip').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('audit_log_kind', sql`${t.kind} in ('mutation', 'read', 'sign_in')`),
    check('audit_log_outcome', sql`${t.outcome} in ('ok', 'refused', 'failed')`),
    // The list pages newest first within a school; each filter has an index in the same order (ORDER BY
    // x DESC means NULLS FIRST, which the index must match to be read in order).
    index('audit_log_school_time').on(t.fkSchool, t.createdAt.desc().nullsFirst(), t.id.desc().nullsFirst()),
    index('audit_log_school_user_time').on(
      t.fkSchool,
      t.fkUser,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_school_operation_time').on(
      t.fkSchool,
      t.operation,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
    index('audit_log_school_target_time').on(
      t.fkSchool,
      t.targetType,
      t.targetId,
      t.createdAt.desc().nullsFirst(),
      t.id.desc().nullsFirst(),
    ),
  ],
)
