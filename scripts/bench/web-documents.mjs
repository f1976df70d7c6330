// The GraphQL documents the web app sends, read from its sources, so the benchmark loads what a screen asks for
// and follows it when a screen changes. A document's fragments (defined in the same file) come with it.
import { readFileSync } from 'node:fs'
import path from 'node:path'
import { root } from './processes.mjs'

const blocksOf = (file) =>
  [...readFileSync(path.join(root, file), 'utf8').matchAll(/graphql\(`([\s\S]*?)`\)/g)].map((m) =>
    m[1].trim(),
  )

/** The operation `name` of `file` (a path from the repository root) with the fragments it spreads. */
export function webDocument(file, name) {
  const blocks = blocksOf(file)
  const operation = blocks.find((b) => new RegExp(`^(query|mutation) ${name}\\b`).test(b))
  if (!operation) throw new Error(`No operation ${name} in ${file}`)
  const fragments = new Map(
    blocks.flatMap((b) => {
      const m = b.match(/^fragment (\w+) on/)
      return m ? [[m[1], b]] : []
    }),
  )
  const used = new Set()
  const visit = (text) => {
    for (const [, spread] of text.matchAll(/\.\.\.(\w+)/g)) {
      if (used.has(spread) || !fragments.has(spread)) continue
      used.add(spread)
      visit(fragments.get(spread))
    }
  }
  visit(operation)
  return [operation, ...[...used].map((f) => fragments.get(f))].join('\n')
}
