#!/usr/bin/env node
// Where a CPU profile's time went (`node --cpu-prof`, e.g. the API under `scripts/bench/light.mjs` with
// BENCH_CPU_PROF): self time by package or source folder, and the functions with the most self time.
//
//   node scripts/bench/profile-summary.mjs <file.cpuprofile> [top functions (30)] [only the last N seconds]
//
// The last N seconds leave out start-up (module loading) and warm-up: with `light.mjs`'s BENCH_ONLY naming one
// operation, the last load's seconds (BENCH_SECONDS) are that operation alone.
import { readFileSync } from 'node:fs'

const [file, topArg, lastArg] = process.argv.slice(2)
if (!file) throw new Error('usage: profile-summary.mjs <file.cpuprofile> [top] [last seconds]')
const profile = JSON.parse(readFileSync(file, 'utf8'))
const top = Number(topArg ?? 30)
const from = lastArg ? profile.endTime - Number(lastArg) * 1e6 : -Infinity

/** Time per node id: each sample weighted by the time to the next one. */
const selfUs = new Map()
let at = profile.startTime
profile.samples.forEach((id, index) => {
  at += profile.timeDeltas[index]
  if (at >= from) selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[index + 1] ?? 0))
})

/** A package (`pg`, `graphql-yoga`), a folder of this repository (`api/platform/auth`), node's own, or V8's. */
function place(url) {
  if (!url) return '(native / V8)'
  const pkg = url.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)
  if (pkg) return pkg[1]
  const own = url.match(/apps\/(\w+)\/src\/((?:\w|-)+(?:\/(?:\w|-)+)?)/)
  if (own) return `${own[1]}/${own[2]}`
  if (url.startsWith('node:')) return url
  return url
}

const byPlace = new Map()
const byFunction = new Map()
let total = 0
for (const node of profile.nodes) {
  const us = selfUs.get(node.id) ?? 0
  if (!us) continue
  total += us
  const { functionName, url, lineNumber } = node.callFrame
  const where = ['(idle)', '(garbage collector)', '(program)'].includes(functionName)
    ? functionName
    : place(url)
  byPlace.set(where, (byPlace.get(where) ?? 0) + us)
  const name = `${functionName || '(anonymous)'} ${url ? `${url.replace(/^.*node_modules\//, '').replace(/^.*\/apps\//, 'apps/')}:${lineNumber + 1}` : ''}`
  byFunction.set(name, (byFunction.get(name) ?? 0) + us)
}
const busy = total - (byPlace.get('(idle)') ?? 0)
const print = (title, map, count) => {
  console.log(
    `\n${title} (share of busy time, ${(busy / 1e6).toFixed(2)} s busy of ${(total / 1e6).toFixed(2)} s)`,
  )
  for (const [name, us] of [...map].sort((a, b) => b[1] - a[1]).slice(0, count))
    if (name !== '(idle)') console.log(`${((100 * us) / busy).toFixed(1).padStart(5)}%  ${name}`)
}
print('Self time by place', byPlace, 40)
print('Self time by function', byFunction, top)
