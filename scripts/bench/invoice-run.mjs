// The monthly invoice run at the large operator's size (issue 25: 50,000 children under 60 s, no table lock for the
// run, resumable): head office of every brand starts the dry run of the month at once, as the screen does, a second
// head-office user issues each run, and the time to 'draft' and to 'issued' is taken from the runs' own progress.
// While the runs issue, centre staff keep reading the invoice list: its latency shows whether the run blocks others.
// Run last: it issues real invoices into the dataset.
import { runTokens } from './dataset.mjs'
import { graphql } from './graphql.mjs'

const start = /* GraphQL */ `
  mutation BenchRunStart($IDSchool: Int!, $month: Date!) {
    createInvoiceRun(IDSchool: $IDSchool, month: $month) {
      ID
    }
  }
`
const issue = /* GraphQL */ `
  mutation BenchRunIssue($ID: Int!) {
    issueInvoiceRun(IDInvoiceRun: $ID) {
      ID
      status
    }
  }
`
const progress = /* GraphQL */ `
  query BenchRunProgress($ID: Int!) {
    getInvoiceRun(IDInvoiceRun: $ID) {
      status
      total
      processed
      invoiceCount
      skippedCount
      grandTotal
      error
    }
  }
`
const invoiceList = /* GraphQL */ `
  query BenchRunReader($IDSchool: Int!) {
    findAllInvoice(IDSchool: $IDSchool, pagination: { page: 1, perPage: 10 }) {
      totalCount
      data {
        ID
      }
    }
  }
`

// Three times as often as the screen polls (1.5 s), per run: the figures are 0.5 s apart at worst.
const POLL_MS = 500
const READ_GAP_MS = 100
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

/** Polls a run until it leaves `status`; resolves to its last progress. Fails on 'failed' or after `limitMs`. */
async function waitWhile(baseUrl, token, id, status, limitMs) {
  for (const deadline = Date.now() + limitMs; Date.now() < deadline; await sleep(POLL_MS)) {
    const run = (await graphql(baseUrl, progress, { ID: id }, token)).getInvoiceRun
    if (run.status === 'failed') throw new Error(`invoice run ${id} failed: ${run.error}`)
    if (run.status !== status) return run
  }
  throw new Error(`invoice run ${id} still ${status} after ${limitMs / 1000} s`)
}

/** Calls `read` every READ_GAP_MS until `done` settles; resolves to the calls' p95 and maximum in ms. */
async function readWhile(done, read) {
  const times = []
  let settled = false
  done.finally(() => (settled = true)).catch(() => {})
  while (!settled) {
    const started = performance.now()
    await read()
    times.push(performance.now() - started)
    // A person paging a list, not a load generator: the run's own speed is what is measured beside it.
    await sleep(READ_GAP_MS)
  }
  times.sort((a, b) => a - b)
  return { calls: times.length, p95: times[Math.floor(times.length * 0.95)] ?? 0, max: times.at(-1) ?? 0 }
}

/** Runs the month for `schoolIds` at once; resolves to the figures the report prints. */
export async function measureInvoiceRun(
  baseUrl,
  admin,
  { schoolIds = [1, 2, 3], limitMs = 15 * 60_000 } = {},
) {
  const { rows } = await admin.query(
    `select to_char(date_trunc('month', now() at time zone 'Asia/Singapore'), 'YYYY-MM-DD') as month`,
  )
  const month = rows[0].month
  const runs = await Promise.all(
    schoolIds.map(async (schoolId) => {
      const tokens = runTokens(schoolId)
      const id = (await graphql(baseUrl, start, { IDSchool: schoolId, month }, tokens.maker)).createInvoiceRun
        .ID
      return { schoolId, id, tokens }
    }),
  )
  const draftStarted = performance.now()
  const drafted = await Promise.all(
    runs.map((r) => waitWhile(baseUrl, r.tokens.maker, r.id, 'drafting', limitMs)),
  )
  const draftSeconds = (performance.now() - draftStarted) / 1000

  const issueStarted = performance.now()
  const issuing = Promise.all(
    runs.map(async (r) => {
      await graphql(baseUrl, issue, { ID: r.id }, r.tokens.approver)
      return waitWhile(baseUrl, r.tokens.approver, r.id, 'issuing', limitMs)
    }),
  )
  const reader = await readWhile(issuing, () =>
    graphql(baseUrl, invoiceList, { IDSchool: schoolIds[0] }, runTokens(schoolIds[0]).maker),
  )
  const issued = await issuing
  const issueSeconds = (performance.now() - issueStarted) / 1000
  return {
    month,
    children: drafted.reduce((sum, run) => sum + run.total, 0),
    invoices: issued.reduce((sum, run) => sum + run.invoiceCount, 0),
    skipped: issued.reduce((sum, run) => sum + run.skippedCount, 0),
    draftSeconds,
    issueSeconds,
    reader,
  }
}
