// node:test for scripts/module-list.mjs, run by `npm run lint`: a module's resolver map comes from its SDL and
// resolvers/, and a root field without its file is refused.
import assert from 'node:assert/strict'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { test } from 'node:test'
import { resolverMap } from './module-list.mjs'

function moduleDir(files) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'module-list-'))
  for (const [file, text] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true })
    fs.writeFileSync(path.join(dir, file), text)
  }
  return dir
}

const sdl =
  'extend type Query { zoo: Int, bar: Int }\nextend type Mutation { addBar: Int }\ntype Bar { id: Int }\n'

test('maps each root field to its file, by the root type the SDL gives, and <Type>Fields to its type', () => {
  const dir = moduleDir({
    'schema.graphql': sdl,
    'resolvers/zoo.ts': 'export const zoo = 1\n',
    'resolvers/bar.ts': 'export const bar = 1\n',
    'resolvers/addBar.ts': 'export const addBar = 1\n',
    'resolvers/bar-fields.ts': 'export const BarFields = {}\nexport const helper = 1\n',
  })
  const { text, problems } = resolverMap(dir, new Set(['Bar']))
  assert.deepEqual(problems, [])
  assert.match(
    text,
    /Query: \{\n {4}bar,\n {4}zoo,\n {2}\},\n {2}Mutation: \{\n {4}addBar,\n {2}\},\n {2}Bar: BarFields,\n\}/,
  )
  assert.match(text, /import \{ BarFields \} from '.\/resolvers\/bar-fields'/)
  assert.doesNotMatch(text, /helper/)
})

test('refuses a root field without a file exporting it, and a type given by two files', () => {
  const dir = moduleDir({
    'schema.graphql': sdl,
    'resolvers/zoo.ts': 'export const zooResolver = 1\n',
    'resolvers/addBar.ts': 'export const addBar = 1\nexport const BarFields = {}\n',
    'resolvers/bar-fields.ts': 'export const BarFields = {}\n',
  })
  assert.deepEqual(resolverMap(dir, new Set(['Bar'])).problems, [
    'Query.zoo: resolvers/zoo.ts must export const zoo',
    'Query.bar: resolvers/bar.ts must export const bar',
    'BarFields: type resolvers exported by two files of resolvers/',
  ])
})
