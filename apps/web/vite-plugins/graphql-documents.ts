import { readFileSync } from 'node:fs'
import path from 'node:path'
import type { Plugin } from 'vite'

/** `graphql(`...`)` with a plain template literal: what the app's documents.ts files hold. */
const CALL = /\bgraphql\(\s*`((?:[^`\\$]|\$(?!\{))*)`\s*,?\s*\)/g
/** The import of the generated `graphql` function, from the generated folder's index. */
const IMPORT =
  /^import\s*\{\s*graphql\s*\}\s*from\s*['"]((?:\.\.?\/)+generated(?:\/index)?)['"];?[ \t]*\r?\n/m

/** Documents of one operation or fragment, as generated/graphql.ts constructs them: text and metadata. */
interface GeneratedDocument {
  text: string
  meta: string | undefined
}

/** source text -> export name of the typed document in generated/graphql.ts, read from generated/gql.ts. */
function readDocumentMap(gqlFile: string): Map<string, string> {
  const map = new Map<string, string>()
  for (const [, key, name] of readFileSync(gqlFile, 'utf8').matchAll(
    /^\s*("(?:[^"\\]|\\.)*"): types\.(\w+),$/gm,
  )) {
    map.set(JSON.parse(key) as string, name)
  }
  return map
}

/** export name -> the document's text and metadata, read from generated/graphql.ts. */
function readGeneratedDocuments(typesFile: string): Map<string, GeneratedDocument> {
  const documents = new Map<string, GeneratedDocument>()
  const pattern =
    /^export const (\w+) = new TypedDocumentString\(`((?:[^`\\$]|\$(?!\{))*)`(?:, (\{[^\n]*\}))?\) as unknown as/gm
  for (const [, name, text, meta] of readFileSync(typesFile, 'utf8').matchAll(pattern)) {
    documents.set(name, { text, meta })
  }
  return documents
}

const VIRTUAL = '\0preschool-graphql-document:'

/**
 * What graphql-codegen's client-preset babel optimizer does, for this build (Vite 8 has no Babel pass): every
 * `graphql(`...`)` call becomes an import of its own document, a module of its own built from generated/graphql.ts
 * (one module per document, so each lands in the chunk of the pages that use it). A page then loads only its own
 * documents instead of the generated map of them all (generated/gql.ts). A call not found (stale codegen) is left
 * as it is, so it behaves as before.
 */
export function graphqlDocuments(generatedDir: string): Plugin {
  const gqlFile = path.join(generatedDir, 'gql.ts')
  const typesFile = path.join(generatedDir, 'graphql.ts')
  let bySource = new Map<string, string>()
  let byName = new Map<string, GeneratedDocument>()
  return {
    name: 'preschool:graphql-documents',
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      byName = readGeneratedDocuments(typesFile)
      bySource = new Map([...readDocumentMap(gqlFile)].filter(([, name]) => byName.has(name)))
    },
    resolveId(id) {
      return id.startsWith(VIRTUAL) ? id : null
    },
    load(id) {
      if (!id.startsWith(VIRTUAL)) return null
      const document = byName.get(id.slice(VIRTUAL.length))
      if (!document) return null
      const args = [JSON.stringify(document.text), ...(document.meta ? [document.meta] : [])].join(', ')
      return [
        `import { TypedDocumentString } from ${JSON.stringify(typesFile)}`,
        `export default /*#__PURE__*/ new TypedDocumentString(${args})`,
      ].join('\n')
    },
    transform(code, id) {
      const file = id.split('?')[0]
      if (file === typesFile) {
        // Left with only the class once no page takes its documents from here.
        return {
          code: code.replaceAll('= new TypedDocumentString(', '= /*#__PURE__*/ new TypedDocumentString('),
          map: null,
        }
      }
      if (!/\.tsx?$/.test(file) || file.startsWith(generatedDir) || !code.includes('graphql(')) return null
      if (!IMPORT.test(code)) return null
      const names = new Set<string>()
      const replaced = code.replace(CALL, (call, source: string) => {
        const name = bySource.get(source)
        if (!name) return call
        names.add(name)
        return `__document_${name}`
      })
      if (names.size === 0) return null
      const imports = [...names].map(
        (name) => `import __document_${name} from ${JSON.stringify(VIRTUAL + name)}\n`,
      )
      // The generated map stays imported only while a call still needs it.
      const withoutMap = /\bgraphql\(/.test(replaced) ? replaced : replaced.replace(IMPORT, '')
      return { code: imports.join('') + withoutMap, map: null }
    },
  }
}
