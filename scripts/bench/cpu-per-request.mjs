#!/usr/bin/env node
// The server's own CPU time per request for the scale benchmark's operations, read from /proc for the API process
// (user + system) around a fixed number of requests. Steadier than throughput on a shared machine: another
// process's load slows a request but does not add to this process's CPU time. Decision 0040.
//
//   BENCH_SCALE_DATABASE_URL=postgres://postgres@127.0.0.1:5447/preschool_scale BENCH_ONLY='me (parent)|menu (HQ)' \
//   node scripts/bench/cpu-per-request.mjs
//
// The database must hold the large-operator dataset (`npm run bench -- --scale` loads it; decision 0015). Extra
// server settings come from the environment (GRAPHQL_COMPILE_AFTER, say). BENCH_REQUESTS per operation (300),
// BENCH_CONCURRENCY (4), BENCH_PORT (3300).
import pg from 'pg'
import { graphql } from './graphql.mjs'
import { cpuMs, startApiOn } from './api-process.mjs'
import { lookupIds } from './scale.mjs'
import { scaleOperations } from './scale-operations.mjs'

const databaseUrl = process.env.BENCH_SCALE_DATABASE_URL
if (!databaseUrl)
  throw new Error('Set BENCH_SCALE_DATABASE_URL to a database holding the large-operator dataset')
const requests = Number(process.env.BENCH_REQUESTS ?? 300)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? 4)
const only = process.env.BENCH_ONLY?.split('|').map((part) => part.trim())

async function post(baseUrl, op) {
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-forwarded-for': '10.9.9.9',
      ...(op.token ? { authorization: `Bearer ${op.token}` } : {}),
    },
    body: JSON.stringify({ query: op.query, variables: op.variables }),
  })
  return (await response.arrayBuffer()).byteLength
}

async function measure(baseUrl, pid, op) {
  await graphql(baseUrl, op.query, op.variables, op.token ?? undefined)
  for (let i = 0; i < 30; i += 1) await post(baseUrl, op)
  let left = requests
  let bytes = 0
  const before = cpuMs(pid)
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (left > 0) {
        left -= 1
        bytes = await post(baseUrl, op)
      }
    }),
  )
  const elapsed = performance.now() - started
  return { cpuUs: ((cpuMs(pid) - before) * 1000) / requests, wallMs: elapsed / requests, kb: bytes / 1024 }
}

const handles = []
const { server, baseUrl } = await startApiOn(databaseUrl, { track: (handle) => handles.push(handle) })
try {
  const client = new pg.Client({ connectionString: databaseUrl })
  await client.connect()
  const ids = await lookupIds(client).finally(() => client.end())
  console.log('| Operation | server CPU µs per request | wall ms per request | KB |')
  console.log('| --- | --- | --- | --- |')
  for (const op of scaleOperations(ids)) {
    if (only && !only.some((part) => op.name.includes(part))) continue
    const { cpuUs, wallMs, kb } = await measure(baseUrl, server.pid, op)
    console.log(`| ${op.name} | ${cpuUs.toFixed(0)} | ${wallMs.toFixed(1)} | ${kb.toFixed(1)} |`)
  }
} finally {
  await server.stop()
}
