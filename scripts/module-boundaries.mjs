// Module boundaries, run by `npm run lint` (docs/decisions/0016-one-module-shape.md). Fails when:
// - the API's modules (apps/api/src/modules/<m>/) or the web app's features (apps/web/src/features/<f>/) import each
//   other in a cycle;
// - an API module reaches into another module's files instead of its public surface, the module's index.ts;
// - the platform (apps/api/src/platform/) imports a module: the platform knows no domain.
// Tests and their fixtures are left out: a test may build its data through another module's helpers.
import fs from 'node:fs'
import path from 'node:path'

const root = path.resolve(import.meta.dirname, '..')
const isTestFile = (name) => /\.test\.|test-|fixtures/.test(name)
const sourceFiles = (dir) =>
  fs.existsSync(dir)
    ? fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
        const full = path.join(dir, e.name)
        if (e.isDirectory()) return sourceFiles(full)
        return /\.(ts|tsx)$/.test(e.name) && !isTestFile(e.name) ? [full] : []
      })
    : []
const relativeImports = (file) =>
  [...fs.readFileSync(file, 'utf8').matchAll(/(?:from|import)\s*\(?\s*['"](\.[^'"]+)['"]/g)].map((m) => m[1])

const problems = []
let cycles = 0

/** Strongly connected components of more than one unit (Tarjan): each is a cycle. */
function findCycles(unitsRoot, edges) {
  let index = 0
  const idx = new Map()
  const low = new Map()
  const stack = []
  const on = new Set()
  const visit = (v) => {
    idx.set(v, index)
    low.set(v, index)
    index++
    stack.push(v)
    on.add(v)
    for (const w of edges.get(v).keys()) {
      if (!idx.has(w)) {
        visit(w)
        low.set(v, Math.min(low.get(v), low.get(w)))
      } else if (on.has(w)) low.set(v, Math.min(low.get(v), idx.get(w)))
    }
    if (low.get(v) !== idx.get(v)) return
    const component = []
    let w
    do {
      w = stack.pop()
      on.delete(w)
      component.push(w)
    } while (w !== v)
    if (component.length < 2) return
    cycles++
    problems.push(`cycle in ${unitsRoot}: ${component.join(' <-> ')}`)
    for (const a of component)
      for (const [b, why] of edges.get(a)) if (component.includes(b)) problems.push(`  ${why}`)
  }
  for (const v of edges.keys()) if (!idx.has(v)) visit(v)
}

for (const unitsRoot of ['apps/api/src/modules', 'apps/web/src/features']) {
  const dir = path.join(root, unitsRoot)
  if (!fs.existsSync(dir)) continue
  const units = fs.readdirSync(dir).filter((d) => fs.statSync(path.join(dir, d)).isDirectory())
  const edges = new Map(units.map((u) => [u, new Map()]))
  for (const unit of units)
    for (const file of sourceFiles(path.join(dir, unit)))
      for (const spec of relativeImports(file)) {
        const rel = path.relative(dir, path.resolve(path.dirname(file), spec))
        if (rel.startsWith('..')) continue
        const [target, ...rest] = rel.split(path.sep)
        if (target === unit || !edges.has(target)) continue
        const where = `${path.relative(root, file)} -> ${spec}`
        edges.get(unit).set(target, where)
        const publicSurface = rest.length === 0 || (rest.length === 1 && rest[0] === 'index')
        if (unitsRoot === 'apps/api/src/modules' && !publicSurface)
          problems.push(`not through ${target}/index.ts: ${where}`)
      }
  findCycles(unitsRoot, edges)
}

for (const file of sourceFiles(path.join(root, 'apps/api/src/platform')))
  for (const spec of relativeImports(file)) {
    const rel = path.relative(path.join(root, 'apps/api/src'), path.resolve(path.dirname(file), spec))
    if (rel.split(path.sep)[0] === 'modules')
      problems.push(`platform imports a module: ${path.relative(root, file)} -> ${spec}`)
  }

for (const line of problems) console.log(line)
console.log(`module cycles: ${cycles}`)
console.log(`module boundary problems: ${problems.filter((p) => !p.startsWith('  ')).length - cycles}`)
process.exit(problems.length ? 1 : 0)
