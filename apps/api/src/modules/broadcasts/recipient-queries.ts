import type { Language } from '@preschool/domain'
import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import {
  broadcastRecipients,
  broadcasts,
  broadcastScopes,
  centres,
  childClasses,
  childLevels,
  childRelations,
  children,
  classes,
  notifications,
  outbox,
  users,
} from '../../db/schema'
import type { LimitOffset } from '../../platform/pagination'

/**
 * The fan-out, one statement: every parent or guardian (with access to the child) of every child whose open seat
 * is in the broadcast's scopes, once per (child, parent), with the child's centre and current class. Returns how
 * many rows it wrote; a second publish of the same broadcast writes none.
 */
export async function insertRecipients(db: DbOrTx, schoolId: number, broadcastId: number): Promise<number> {
  const scopeOf = (type: string, column: string) =>
    sql`(select ${sql.identifier(column)} from ${broadcastScopes}
      where fk_broadcast = ${broadcastId} and scope_type = ${type})`
  const result = await db.execute<{ count: number }>(sql`
    with inserted as (
      insert into ${broadcastRecipients} (fk_school, fk_broadcast, fk_child, fk_user, fk_centre, fk_class)
      select seat.fk_school, ${broadcastId}, seat.fk_child, relation.fk_user, seat.fk_centre, placement.fk_class
      from ${childLevels} as seat
      join ${childRelations} as relation on relation.fk_child = seat.fk_child and relation.guardian_access
      join ${users} as parent on parent.id = relation.fk_user and parent.active
      left join lateral (
        select cc.fk_class from ${childClasses} as cc
        where cc.fk_child = seat.fk_child and cc.to_date is null
        order by cc.from_date desc, cc.id desc limit 1
      ) as placement on true
      where seat.fk_school = ${schoolId} and seat.to_date is null
        and (exists ${scopeOf('school', 'fk_school')}
          or seat.fk_centre in ${scopeOf('centre', 'fk_centre')}
          or seat.fk_child in ${scopeOf('child', 'fk_child')}
          or exists (select 1 from ${childClasses} as scoped
            where scoped.fk_child = seat.fk_child and scoped.to_date is null
              and scoped.fk_class in ${scopeOf('class', 'fk_class')}))
      on conflict do nothing
      returning 1)
    select count(*)::int as count from inserted`)
  return Number(result.rows[0]?.count ?? 0)
}

/** The caller's own rows of these broadcasts, read now (a first read keeps its time) or unread again. */
export async function updateReadState(db: DbOrTx, userId: number, broadcastIds: number[], isRead: boolean) {
  await db
    .update(broadcastRecipients)
    .set({ readAt: isRead ? sql`coalesce(${broadcastRecipients.readAt}, now())` : null })
    .where(
      and(eq(broadcastRecipients.fkUser, userId), inArray(broadcastRecipients.fkBroadcast, broadcastIds)),
    )
}

const escapedFirstname = sql`replace(replace(replace(replace(replace(parent.firstname,
  '&', '&amp;'), '<', '&lt;'), '>', '&gt;'), '"', '&quot;'), '''', '&#39;')`

/** The parents of a broadcast who read this language (only those who have not read it, for a reminder). */
const parentsOf = (broadcastId: number, unreadOnly: boolean, language: Language): SQL => sql`(
  select recipient.fk_user from ${broadcastRecipients} as recipient
  join ${users} as reader on reader.id = recipient.fk_user
  where recipient.fk_broadcast = ${broadcastId} and coalesce(reader.preferred_language, 'en') = ${language}
  group by recipient.fk_user
  ${unreadOnly ? sql`having bool_or(recipient.read_at is null)` : sql``})`

export interface BulkMessage {
  schoolId: number
  broadcastId: number
  unreadOnly: boolean
  /** The parents this message is written for: those who read this language (English when they chose none). */
  language: Language
  title: string
  body: string
  navigate: string
  subject: string
  /** The email, with `{{firstname}}` where each parent's first name goes. */
  text: string
  html: string
}

/**
 * Bell notifications and emails for every parent of a broadcast, in two set-based statements (an email per parent
 * however many of their children it reached); the outbox sweep then delivers the emails as jobs.
 */
export async function insertBulkMessages(db: DbOrTx, m: BulkMessage): Promise<number> {
  const targets = parentsOf(m.broadcastId, m.unreadOnly, m.language)
  await db.execute(sql`
    insert into ${notifications} (fk_school, fk_user, title, body, navigate)
    select ${m.schoolId}, fk_user, ${m.title}, ${m.body}, ${m.navigate} from ${targets} as target`)
  const result = await db.execute<{ count: number }>(sql`
    with queued as (
      insert into ${outbox} (fk_school, channel, recipient, subject, body_text, body_html)
      select ${m.schoolId}, 'email', parent.email, ${m.subject},
        replace(${m.text}, '{{firstname}}', parent.firstname), replace(${m.html}, '{{firstname}}', ${escapedFirstname})
      from ${targets} as target join ${users} as parent on parent.id = target.fk_user
      where parent.active
      returning 1)
    select count(*)::int as count from queued`)
  return Number(result.rows[0]?.count ?? 0)
}

/** Read counts per class (children in no class together), by centre and class label. */
export function selectClassReceipts(db: DbOrTx, broadcastId: number) {
  return db
    .select({
      classID: broadcastRecipients.fkClass,
      classLabel: classes.label,
      centreLabel: centres.label,
      readCount: sql<number>`count(*) filter (where ${broadcastRecipients.readAt} is not null)::int`,
      totalCount: sql<number>`count(*)::int`,
    })
    .from(broadcastRecipients)
    .innerJoin(centres, eq(centres.id, broadcastRecipients.fkCentre))
    .leftJoin(classes, eq(classes.id, broadcastRecipients.fkClass))
    .where(eq(broadcastRecipients.fkBroadcast, broadcastId))
    .groupBy(broadcastRecipients.fkClass, classes.label, centres.label)
    .orderBy(asc(centres.label), asc(classes.label))
}

/** The families of a broadcast, unread first, then by class and child; one page and the total. */
export async function selectRecipientPage(
  db: DbOrTx,
  broadcastId: number,
  unreadOnly: boolean,
  page: LimitOffset,
) {
  const where = and(
    eq(broadcastRecipients.fkBroadcast, broadcastId),
    unreadOnly ? isNull(broadcastRecipients.readAt) : undefined,
  )
  const [rows, [count]] = await Promise.all([
    db
      .select({
        childID: children.id,
        childName: sql<string>`${children.firstname} || ' ' || ${children.lastname}`,
        classLabel: classes.label,
        parentID: users.id,
        parentName: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
        mobile: sql<
          string | null
        >`nullif(concat_ws(' ', ${users.mobilePhoneCountryCode}, ${users.mobilePhone}), '')`,
        readAt: broadcastRecipients.readAt,
      })
      .from(broadcastRecipients)
      .innerJoin(children, eq(children.id, broadcastRecipients.fkChild))
      .innerJoin(users, eq(users.id, broadcastRecipients.fkUser))
      .leftJoin(classes, eq(classes.id, broadcastRecipients.fkClass))
      .where(where)
      .orderBy(
        sql`${broadcastRecipients.readAt} is not null`,
        asc(classes.label),
        asc(children.firstname),
        asc(children.id),
        asc(users.id),
      )
      .limit(page.limit)
      .offset(page.offset),
    db
      .select({ total: sql<number>`count(*)::int` })
      .from(broadcastRecipients)
      .where(where),
  ])
  return { rows, total: count.total }
}

/** A published broadcast whose parents have not been told yet, marked told (null: withdrawn or told already). */
export async function claimDelivery(db: DbOrTx, broadcastId: number) {
  const [row] = await db
    .update(broadcasts)
    .set({ deliveredAt: sql`now()` })
    .where(
      and(eq(broadcasts.id, broadcastId), eq(broadcasts.status, 'published'), isNull(broadcasts.deliveredAt)),
    )
    .returning()
  return row
}

/** Published broadcasts needing acknowledgement whose reminder is due and not yet sent. */
export async function claimReminder(db: DbOrTx, broadcastId: number) {
  const [row] = await db
    .update(broadcasts)
    .set({ remindedAt: sql`now()` })
    .where(
      and(
        eq(broadcasts.id, broadcastId),
        eq(broadcasts.status, 'published'),
        eq(broadcasts.needsAcknowledgement, true),
        isNull(broadcasts.remindedAt),
      ),
    )
    .returning()
  return row
}
