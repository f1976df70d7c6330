// Layers and module boundaries, run by `npm run lint` (docs/architecture.md, 'Layers'; decisions 0016 and 0034).
// Fails when:
// - a file imports from a layer above its own (API: app → modules → platform; web: app → features → shell and the
//   kit); packages/domain is below both and imports neither;
// - files import each other in a cycle that leaves one module's (or feature's) own folder;
// - the API's modules or the web app's features import each other in a cycle;
// - an API module reaches into another module's files instead of its public surface, the module's index.ts;
// - a source file sits in no layer (a new top-level folder must say where it belongs).
// Tests, test support and generated files are left out: a test may build its data through any layer, and generated
// types follow the schema (their mappers name module types by codegen.ts).
// `node scripts/module-boundaries.mjs` prints every problem and the figures (largest cycle, upward imports).
import fs from 'node:fs'
import path from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * Each side's layers, highest first: a file may import its own layer and the ones below. A path names a folder or
 * a file under the side's root; the longest matching path decides (db/seed is app, the rest of db/ platform).
 */
export const sides = [
  {
    name: 'api',
    root: 'apps/api/src',
    units: 'modules',
    publicSurface: true,
    skip: ['generated', 'test'],
    layers: [
      // graphql/ and http/ hold what is left of the composition before app/ took it; main.ts starts the server;
      // the demo seed builds its data through the modules.
      {
        name: 'app',
        paths: ['app', 'graphql', 'http', 'main.ts', 'app.ts', 'server.ts', 'jobs.ts', 'db/seed'],
      },
      { name: 'modules', paths: ['modules'] },
      { name: 'platform', paths: ['platform', 'db', 'config.ts'] },
    ],
  },
  {
    name: 'web',
    root: 'apps/web/src',
    units: 'features',
    publicSurface: false,
    skip: ['generated', 'test'],
    layers: [
      { name: 'app', paths: ['app', 'main.tsx'] },
      { name: 'features', paths: ['features'] },
      { name: 'shell', paths: ['shell'] },
      { name: 'kit', paths: ['components', 'lib', 'i18n'] },
    ],
  },
]

const isTestFile = (name) => /\.test\.|test-|fixtures/.test(name)
const isSource = (name) => /\.(ts|tsx)$/.test(name) && !isTestFile(name)

function sourceFiles(dir, skip, base = dir) {
  if (!fs.existsSync(dir)) return []
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name)
    if (e.isDirectory())
      return skip.includes(path.relative(base, full).split(path.sep)[0]) ? [] : sourceFiles(full, skip, base)
    return isSource(e.name) ? [full] : []
  })
}

const importPattern =
  /\b(?:import|export)\s+(type\s+)?[^'";]*?\bfrom\s*['"](\.[^'"]+)['"]|\bimport\s*\(?\s*['"](\.[^'"]+)['"]/g
/** A file's relative imports; `typeOnly` for `import type`/`export type`, which leave nothing at run time. */
const relativeImports = (file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(importPattern)].map((m) => ({
    spec: m[2] ?? m[3],
    typeOnly: !!m[1],
  }))

/** The source file an import names (`./x` is x.ts, x.tsx or x/index.ts), or undefined for anything else. */
function resolveImport(from, spec, known) {
  const base = path.resolve(path.dirname(from), spec.replace(/\.js$/, ''))
  const candidates = [
    base,
    `${base}.ts`,
    `${base}.tsx`,
    path.join(base, 'index.ts'),
    path.join(base, 'index.tsx'),
  ]
  return candidates.find((c) => known.has(c))
}

/** Strongly connected components of more than one node (Tarjan, iterative): each is an import cycle. */
export function stronglyConnected(edges) {
  let next = 0
  const index = new Map()
  const low = new Map()
  const stack = []
  const onStack = new Set()
  const components = []
  for (const start of edges.keys()) {
    if (index.has(start)) continue
    const work = [[start, [...edges.get(start)][Symbol.iterator]()]]
    index.set(start, next)
    low.set(start, next++)
    stack.push(start)
    onStack.add(start)
    while (work.length) {
      const [v, targets] = work[work.length - 1]
      const step = targets.next()
      if (!step.done) {
        const w = step.value
        if (!index.has(w)) {
          index.set(w, next)
          low.set(w, next++)
          stack.push(w)
          onStack.add(w)
          work.push([w, [...edges.get(w)][Symbol.iterator]()])
        } else if (onStack.has(w)) low.set(v, Math.min(low.get(v), index.get(w)))
        continue
      }
      work.pop()
      if (work.length) {
        const parent = work[work.length - 1][0]
        low.set(parent, Math.min(low.get(parent), low.get(v)))
      }
      if (low.get(v) !== index.get(v)) continue
      const component = []
      let w
      do {
        w = stack.pop()
        onStack.delete(w)
        component.push(w)
      } while (w !== v)
      if (component.length > 1) components.push(component)
    }
  }
  return components
}

/** The layer a path under the side's root belongs to: its rank (0 lowest) and name, or undefined. */
function layerOf(side, rel) {
  let found
  let longest = -1
  side.layers.forEach((layer, i) => {
    for (const p of layer.paths) {
      const match =
        rel === p || rel.startsWith(`${p}/`) || rel.replace(/\.tsx?$/, '') === p.replace(/\.tsx?$/, '')
      if (match && p.length > longest) {
        longest = p.length
        found = { rank: side.layers.length - 1 - i, name: layer.name }
      }
    }
  })
  return found
}

/** The unit (module or feature) a path belongs to, or undefined outside the units' folder. */
const unitOf = (side, rel) => {
  const [top, unit, ...rest] = rel.split('/')
  return top === side.units && rest.length ? unit : undefined
}

/** Checks one side of the repository at `repoRoot`; answers its problems and figures. */
export function checkSide(repoRoot, side) {
  const root = path.join(repoRoot, side.root)
  const files = sourceFiles(root, side.skip)
  const known = new Set(files)
  const rel = (file) => path.relative(root, file).split(path.sep).join('/')
  const shown = (file) => path.relative(repoRoot, file).split(path.sep).join('/')
  const problems = []
  // Layers count every import; cycles only those that run (a type import cannot change the order modules load in).
  const allEdges = new Map(files.map((f) => [f, new Set()]))
  const runtimeEdges = new Map(files.map((f) => [f, new Set()]))
  const why = new Map()
  const unitEdges = new Map()
  let upward = 0

  for (const file of files) {
    const from = rel(file)
    const fromLayer = layerOf(side, from)
    if (!fromLayer)
      problems.push(`in no layer: ${shown(file)} (name its folder in scripts/module-boundaries.mjs)`)
    for (const { spec, typeOnly } of relativeImports(file)) {
      const target = resolveImport(file, spec, known)
      if (!target) continue
      const to = rel(target)
      const where = `${shown(file)} -> ${spec}`
      allEdges.get(file).add(target)
      if (!typeOnly) runtimeEdges.get(file).add(target)
      if (!typeOnly || !why.has(`${file}\n${target}`)) why.set(`${file}\n${target}`, where)
      const toLayer = layerOf(side, to)
      if (fromLayer && toLayer && toLayer.rank > fromLayer.rank) {
        upward++
        problems.push(`upward import (${fromLayer.name} -> ${toLayer.name}): ${where}`)
      }
      const [fromUnit, toUnit] = [unitOf(side, from), unitOf(side, to)]
      if (!fromUnit || !toUnit || fromUnit === toUnit) continue
      if (!unitEdges.has(fromUnit)) unitEdges.set(fromUnit, new Map())
      unitEdges.get(fromUnit).set(toUnit, where)
      const surface = to.split('/').slice(2).join('/')
      if (side.publicSurface && !/^index\.tsx?$/.test(surface))
        problems.push(`not through ${toUnit}/index.ts: ${where}`)
    }
  }

  const largestWithTypes = Math.max(0, ...stronglyConnected(allEdges).map((c) => c.length))
  const fileCycles = stronglyConnected(runtimeEdges)
  let largestCycle = 0
  let crossingCycles = 0
  for (const cycle of fileCycles) {
    largestCycle = Math.max(largestCycle, cycle.length)
    const units = new Set(cycle.map((f) => unitOf(side, rel(f))))
    if (units.size === 1 && !units.has(undefined)) continue
    crossingCycles++
    const names = cycle.map(shown).sort()
    const more = names.length > 12 ? ` and ${names.length - 12} more` : ''
    problems.push(`import cycle of ${cycle.length} files: ${names.slice(0, 12).join(', ')}${more}`)
    // The imports that close it: every one between files not of one unit (at most 20 shown).
    const members = new Set(cycle)
    const inOneUnit = (a, b) =>
      unitOf(side, rel(a)) !== undefined && unitOf(side, rel(a)) === unitOf(side, rel(b))
    const closing = cycle.flatMap((a) =>
      [...runtimeEdges.get(a)]
        .filter((b) => members.has(b) && !inOneUnit(a, b))
        .map((b) => why.get(`${a}\n${b}`)),
    )
    for (const where of closing.sort().slice(0, 20)) problems.push(`  ${where}`)
  }

  const unitGraph = new Map([...unitEdges.keys()].map((u) => [u, new Set(unitEdges.get(u).keys())]))
  for (const targets of [...unitGraph.values()])
    for (const t of targets) if (!unitGraph.has(t)) unitGraph.set(t, new Set())
  const unitCycles = stronglyConnected(unitGraph)
  for (const cycle of unitCycles) {
    problems.push(`cycle in ${side.root}/${side.units}: ${cycle.join(' <-> ')}`)
    for (const a of cycle)
      for (const [b, where] of unitEdges.get(a) ?? []) if (cycle.includes(b)) problems.push(`  ${where}`)
  }

  return {
    problems,
    figures: {
      files: files.length,
      largestCycle,
      largestWithTypes,
      crossingCycles,
      upwardImports: upward,
      unitCycles: unitCycles.length,
    },
  }
}

/** Every side's problems (each line prefixed by nothing: the side shows in the paths) and figures. */
export function checkBoundaries(repoRoot, checked = sides) {
  const results = checked.map((side) => ({ side: side.name, ...checkSide(repoRoot, side) }))
  return {
    problems: results.flatMap((r) => r.problems),
    figures: results.map((r) => ({ side: r.side, ...r.figures })),
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  // Another checkout's root may be given, e.g. an older commit's tree to compare the figures with.
  const { problems, figures } = checkBoundaries(
    path.resolve(process.argv[2] ?? path.join(import.meta.dirname, '..')),
  )
  for (const line of problems) console.log(line)
  for (const f of figures)
    console.log(
      `${f.side}: ${f.files} files; largest import cycle ${f.largestCycle} files ` +
        `(${f.largestWithTypes} counting type imports); cycles leaving a ` +
        `${f.side === 'api' ? 'module' : 'feature'} ${f.crossingCycles}; upward imports ${f.upwardImports}; ` +
        `${f.side === 'api' ? 'module' : 'feature'} cycles ${f.unitCycles}`,
    )
  console.log(`module boundary problems: ${problems.filter((p) => !p.startsWith('  ')).length}`)
  process.exit(problems.length ? 1 : 0)
}
