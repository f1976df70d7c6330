import { RUN_SKIP_REASONS, type RunSkipReason } from '@preschool/domain'
import { and, asc, count, desc, eq, isNotNull, isNull, type SQL, sql } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { centres, children, invoiceRunDrafts, invoiceRuns, users } from '../../db/schema'
import { actions } from '../../platform/authz/catalogue'
import { permittedOn } from '../../platform/authz/permitted'
import type { Viewer } from '../../platform/authz/viewer'
import type { LimitOffset } from '../../platform/pagination'
import type { InvoiceRunRow, RunDraftRow } from './run-queries'

const runColumns = {
  run: invoiceRuns,
  centreName: centres.label,
  makerName: sql<string>`${users.firstname} || ' ' || ${users.lastname}`,
  // One pass over the run's drafts for the three figures (the progress poll reads them every 1.5 s while 25,000
  // drafts are written). A whole school's month passes 2^31 cents ($21 million) at a large operator's size:
  // float8 (and the schema's Float) carry whole cents exactly up to 2^53.
  totals: sql<[number, number, number]>`(select json_build_array(
      count(*) filter (where d.skip_reason is null),
      count(*) filter (where d.skip_reason is not null),
      coalesce(sum(d.grand_total_cents) filter (where d.skip_reason is null), 0)::float8)
    from ${invoiceRunDrafts} d where d.fk_run = ${invoiceRuns.id})`,
}

const toRunView = ({ totals: [invoiceCount, skippedCount, grandTotal], ...row }: RunRow): RunView => ({
  ...row,
  invoiceCount,
  skippedCount,
  grandTotal,
})

export interface RunView {
  run: InvoiceRunRow
  centreName: string | null
  makerName: string
  invoiceCount: number
  skippedCount: number
  grandTotal: number
}

const runsQuery = (db: DbOrTx) =>
  db
    .select(runColumns)
    .from(invoiceRuns)
    .leftJoin(centres, eq(centres.id, invoiceRuns.fkCentre))
    .innerJoin(users, eq(users.id, invoiceRuns.fkMaker))

type RunRow = Awaited<ReturnType<ReturnType<typeof runsQuery>['execute']>>[number]

export async function selectRunView(db: DbOrTx, schoolId: number, runId: number): Promise<RunView | null> {
  const [row] = await runsQuery(db).where(and(eq(invoiceRuns.fkSchool, schoolId), eq(invoiceRuns.id, runId)))
  return row ? toRunView(row) : null
}

/** Runs of the school within the caller's reach (`reach`), newest month first; index invoice_runs_school_month. */
export async function selectRunsPage(
  db: DbOrTx,
  schoolId: number,
  reach: SQL,
  month: string | null,
  page: LimitOffset,
) {
  const where = and(
    eq(invoiceRuns.fkSchool, schoolId),
    reach,
    month ? eq(invoiceRuns.month, month) : undefined,
  )
  const [rows, [{ n }]] = await Promise.all([
    runsQuery(db)
      .where(where)
      .orderBy(desc(invoiceRuns.month), desc(invoiceRuns.id))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(invoiceRuns).where(where),
  ])
  return { rows: rows.map(toRunView), total: n }
}

export interface DraftView {
  draft: RunDraftRow
  childName: string
  centreName: string
}

/** A run's drafts in child order (the run's own index), skipped or billed ones only when asked. */
export async function selectDraftsPage(
  db: DbOrTx,
  runId: number,
  skipped: boolean | null,
  page: LimitOffset,
) {
  const where = and(
    eq(invoiceRunDrafts.fkRun, runId),
    skipped === null
      ? undefined
      : skipped
        ? isNotNull(invoiceRunDrafts.skipReason)
        : isNull(invoiceRunDrafts.skipReason),
  )
  const [rows, [{ n }]] = await Promise.all([
    db
      .select({
        draft: invoiceRunDrafts,
        childName: sql<string>`${children.firstname} || ' ' || ${children.lastname}`,
        centreName: centres.label,
      })
      .from(invoiceRunDrafts)
      .innerJoin(children, eq(children.id, invoiceRunDrafts.fkChild))
      .innerJoin(centres, eq(centres.id, invoiceRunDrafts.fkCentre))
      .where(where)
      .orderBy(asc(invoiceRunDrafts.fkChild))
      .limit(page.limit)
      .offset(page.offset),
    db.select({ n: count() }).from(invoiceRunDrafts).where(where),
  ])
  return { rows, total: n }
}

/** The steps a run offers in its state; the catalogue's rules (reach, never the maker) pick the caller's. */
function offeredSteps(status: string) {
  if (status === 'draft') return [actions.finance.issueRun, actions.finance.discardRun]
  return status === 'drafting' || status === 'failed' ? [actions.finance.discardRun] : []
}

/** What the caller may do with the run: the same facts the guard reads for its target (targets-operating-day). */
const runCan = (v: RunView, viewer: Viewer) =>
  permittedOn(
    viewer,
    {
      centreIds: v.run.fkCentre === null ? null : [v.run.fkCentre],
      isParent: false,
      makerId: v.run.fkMaker,
      ...(v.run.fkCentre === null ? { reachEvery: true as const } : {}),
    },
    offeredSteps(v.run.status),
  )

export const toInvoiceRun = (v: RunView, viewer: Viewer) => ({
  ID: v.run.id,
  IDCentre: v.run.fkCentre,
  centreName: v.centreName,
  month: v.run.month,
  status: v.run.status,
  total: v.run.total,
  processed: v.run.processed,
  IDMaker: v.run.fkMaker,
  makerName: v.makerName,
  IDIssuer: v.run.fkIssuer,
  invoiceCount: v.invoiceCount,
  skippedCount: v.skippedCount,
  grandTotal: v.grandTotal,
  error: v.run.error,
  createdAt: v.run.createdAt.toISOString(),
  can: runCan(v, viewer),
})

export const toInvoiceRunDraft = ({ draft: d, childName, centreName }: DraftView) => ({
  ID: d.id,
  IDChild: d.fkChild,
  childName,
  IDCentre: d.fkCentre,
  centreName,
  skipReason: d.skipReason,
  skipMessage: d.skipReason ? RUN_SKIP_REASONS[d.skipReason as RunSkipReason] : null,
  items: d.lines.map((l) => ({
    label: l.label,
    quantity: l.quantity,
    unitPrice: l.unitPriceCents,
    taxable: l.taxable,
    taxAmount: l.taxCents,
    totalAmount: l.amountCents,
    displayTotalAmount: l.amountCents + l.taxCents,
    cdaPayable: l.cdaPayable,
    source: l.source,
    explanation: l.explanation,
  })),
  totalAmount: d.subtotalCents,
  totalTaxAmount: d.taxCents,
  grandTotal: d.grandTotalCents,
  CDAAmount: d.cdaCents,
  nonCDAAmount: d.grandTotalCents - d.cdaCents,
  previousGrandTotal: d.previousTotalCents,
  change: d.skipReason || d.previousTotalCents === null ? null : d.grandTotalCents - d.previousTotalCents,
  IDInvoice: d.fkInvoice,
})
