import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm'
import { mkdirSync } from 'node:fs'
import { PGlite } from '@electric-sql/pglite'
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres'
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite'
import pg from 'pg'
import * as schema from './schema'
import { statementRecorder } from './statements'

export type Db = ReturnType<typeof drizzlePglite<typeof schema>>
/** A transaction handle; services accept Db | Tx so they compose inside one transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
export type DbOrTx = Db | Tx

/** Plain SQL text with positional parameters, for libraries that bring their own SQL (pg-boss). */
export interface SqlExecutor {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>
}

export interface Database {
  db: Db
  kind: 'pglite' | 'postgres'
  /**
   * A small pool of its own for writes committed beside an open transaction (attempt counts: request-scope.ts),
   * never waiting on the main pool, so a full pool cannot deadlock on it. Null on the embedded database.
   */
  apart: Db | null
  /** The same connection (pool, or the one embedded session) as `db`, taking raw SQL. */
  sql: SqlExecutor
  /**
   * LISTENs on a channel and calls `onPayload` with each NOTIFY's payload (from any session, this instance's or
   * another's); resolves once listening, with the function that stops it.
   */
  listen(channel: string, onPayload: (payload: string) => void): Promise<() => Promise<void>>
  close(): Promise<void>
}

/**
 * Planner settings of every connection the app opens. `random_page_cost` 1.1 (PostgreSQL's default 4 models
 * spinning disks): on SSD storage an index probe costs about what a sequential read does, and with 4 the planner
 * hashes a sequential scan of every user for a page of 10 staff (decision 0025). Per connection, so a database
 * nobody tuned plans the same as the benchmark's.
 */
export const PLANNER_SETTINGS = { random_page_cost: '1.1' } as const

const asOptions = (settings: Record<string, string>) =>
  Object.entries(settings)
    .map(([name, value]) => `-c ${name}=${value}`)
    .join(' ')

/** PostgreSQL server when a URL is given, else the embedded PGlite in `dataDir` (or in memory for tests). */
export async function openDatabase(opts: { url?: string; dataDir?: string }): Promise<Database> {
  if (opts.url) {
    const pool = new pg.Pool({ connectionString: opts.url, max: 10, options: asOptions(PLANNER_SETTINGS) })
    // Both drivers expose the same query builder; the pglite type is the one the code is written against.
    const db = drizzlePg(pool, { schema, casing: 'snake_case', logger: statementRecorder }) as unknown as Db
    const sql: SqlExecutor = { executeSql: (text, values) => pool.query(text, values) }
    const listener = postgresListener(opts.url)
    const apartPool = new pg.Pool({ connectionString: opts.url, max: 2 })
    return {
      db,
      kind: 'postgres',
      apart: drizzlePg(apartPool, { schema, casing: 'snake_case' }) as unknown as Db,
      sql,
      listen: listener.listen,
      close: async () => {
        await listener.close()
        await Promise.all([pool.end(), apartPool.end()])
      },
    }
  }
  if (opts.dataDir) mkdirSync(opts.dataDir, { recursive: true })
  // pg_trgm: the substring searches' trigram indexes (decision 0031); PGlite loads it only when asked.
  const client = await PGlite.create(opts.dataDir, { extensions: { pg_trgm } })
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.exec(`set ${name} = ${value}`)
  const db = drizzlePglite(client, { schema, casing: 'snake_case', logger: statementRecorder })
  return {
    db,
    kind: 'pglite',
    apart: null,
    sql: pgliteExecutor(client),
    // The embedded database is one session in this process: PGlite's own LISTEN delivers its NOTIFYs.
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    close: () => client.close(),
  }
}

/**
 * One connection of its own, outside the pool, that LISTENs (a pooled connection is handed to other work between
 * queries and would drop its LISTENs). Opened on the first listen; each channel's payloads go to its callbacks.
 */
function postgresListener(url: string) {
  const callbacks = new Map<string, Set<(payload: string) => void>>()
  let connection: Promise<pg.Client> | undefined
  const connect = () => {
    connection ??= (async () => {
      const client = new pg.Client({ connectionString: url })
      client.on('notification', (message) => {
        for (const onPayload of callbacks.get(message.channel) ?? []) onPayload(message.payload ?? '')
      })
      // A dropped connection is opened again on the next listen; its subscribers' streams stay open but quiet.
      client.on('error', () => {
        connection = undefined
      })
      await client.connect()
      return client
    })()
    return connection
  }
  const quoted = (channel: string) => `"${channel.replace(/"/g, '""')}"`
  return {
    async listen(channel: string, onPayload: (payload: string) => void) {
      const client = await connect()
      const set = callbacks.get(channel) ?? new Set()
      if (!set.size) await client.query(`listen ${quoted(channel)}`)
      set.add(onPayload)
      callbacks.set(channel, set)
      return async () => {
        set.delete(onPayload)
        if (!set.size) await client.query(`unlisten ${quoted(channel)}`).catch(() => {})
      }
    },
    async close() {
      const client = await connection?.catch(() => undefined)
      connection = undefined
      await client?.end()
    },
  }
}

/**
 * Each call is one exclusive PGlite query, so it never runs inside another caller's open transaction. Without
 * parameters it may hold several statements (pg-boss migrations, its locked BEGIN...COMMIT blocks): those go
 * through `exec`, which answers with the last statement's rows, as a simple query would.
 */
function pgliteExecutor(client: PGlite): SqlExecutor {
  return {
    async executeSql(text, values) {
      if (values?.length) return client.query(text, values)
      const results = await client.exec(text)
      return { rows: results.at(-1)?.rows ?? [] }
    },
  }
}
