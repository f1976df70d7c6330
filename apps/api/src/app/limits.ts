import {
  type DocumentNode,
  type FragmentDefinitionNode,
  type GraphQLSchema,
  getOperationAST,
  GraphQLError,
  Kind,
  type OperationDefinitionNode,
  parse,
  type SelectionSetNode,
} from 'graphql'
import type { Plugin } from 'graphql-yoga'
import type { Context } from '../platform/context'
import { costMeasurer, MAX_ANONYMOUS_COST, MAX_COST, operationCost } from './query-cost'

export const MAX_DEPTH = 10
export const MAX_FIELDS = 400
/** Tokens of one document: the largest the web app sends has a few hundred. */
export const MAX_TOKENS = 5000
/** Brackets open at once: far above MAX_DEPTH, far below the nesting that overflows graphql-js's recursive parser. */
export const MAX_NESTING = 64

/**
 * How deeply brackets ({, ( and [) nest in GraphQL source, skipping strings and comments: one linear pass, so
 * a document nested thousands deep is refused before the recursive parser runs out of stack.
 */
export function bracketNesting(source: string): number {
  let depth = 0
  let max = 0
  for (let i = 0; i < source.length; i += 1) {
    const c = source[i]
    if (c === '#') {
      while (i < source.length && source[i] !== '\n' && source[i] !== '\r') i += 1
    } else if (c === '"') {
      const block = source.startsWith('"""', i)
      const close = block ? '"""' : '"'
      i += close.length
      while (i < source.length && !source.startsWith(close, i)) i += source[i] === '\\' ? 2 : 1
      i += close.length - 1
    } else if (c === '{' || c === '(' || c === '[') {
      depth += 1
      if (depth > max) max = depth
    } else if (c === '}' || c === ')' || c === ']') {
      depth -= 1
    }
  }
  return max
}

export interface Measure {
  /** Levels of fields below the measured selection set. */
  depth: number
  /** Fields selected once every fragment is expanded (a simple cost measure). */
  fields: number
}

const NOTHING: Measure = { depth: 0, fields: 0 }

/**
 * Measures selection sets of one document. Each fragment is measured once and remembered, so a fragment spread
 * many times (or spreading others that do) costs one walk, not one per expansion: the work is linear in the size
 * of the document. A walk stops as soon as it passes a limit, and a fragment that reaches itself counts as empty
 * (NoFragmentCyclesRule reports the cycle).
 */
export function createMeasurer(fragmentNamed: (name: string) => FragmentDefinitionNode | undefined) {
  const measured = new Map<string, Measure>()
  const inProgress = new Set<string>()
  let visits = 0

  const fragment = (name: string): Measure => {
    const known = measured.get(name)
    if (known) return known
    const definition = fragmentNamed(name)
    if (!definition || inProgress.has(name)) return NOTHING
    inProgress.add(name)
    const result = selectionSet(definition.selectionSet, 0)
    inProgress.delete(name)
    measured.set(name, result)
    return result
  }

  const selectionSet = (set: SelectionSetNode | undefined, level: number): Measure => {
    if (!set || level > MAX_DEPTH) return NOTHING
    let depth = 0
    let fields = 0
    for (const selection of set.selections) {
      visits += 1
      let inner: Measure
      if (selection.kind === Kind.FIELD) {
        const below = selectionSet(selection.selectionSet, level + 1)
        inner = { depth: below.depth + 1, fields: below.fields + 1 }
      } else if (selection.kind === Kind.INLINE_FRAGMENT) {
        inner = selectionSet(selection.selectionSet, level)
      } else {
        inner = fragment(selection.name.value)
      }
      depth = Math.max(depth, inner.depth)
      fields += inner.fields
      // Past a limit the answer is known: refuse without looking further.
      if (level + depth > MAX_DEPTH || fields > MAX_FIELDS) break
    }
    return { depth, fields }
  }

  return {
    measure: (set: SelectionSetNode) => selectionSet(set, 0),
    /** Selections looked at so far; tests assert it stays linear in the document. */
    visits: () => visits,
  }
}

/** The depth and size errors of a document, measured before graphql-js's own rules run. */
export function limitErrors(document: DocumentNode): GraphQLError[] {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const definition of document.definitions)
    if (definition.kind === Kind.FRAGMENT_DEFINITION) fragments.set(definition.name.value, definition)
  const measurer = createMeasurer((name) => fragments.get(name))
  const errors: GraphQLError[] = []
  for (const definition of document.definitions) {
    if (definition.kind !== Kind.OPERATION_DEFINITION) continue
    const { depth, fields } = measurer.measure(definition.selectionSet)
    if (depth > MAX_DEPTH)
      errors.push(new GraphQLError(`Query is too deep (at most ${MAX_DEPTH} levels)`, { nodes: definition }))
    if (fields > MAX_FIELDS)
      errors.push(
        new GraphQLError(`Query is too large (at most ${MAX_FIELDS} fields)`, { nodes: definition }),
      )
  }
  return errors
}

const tooCostly = (budget: number, anonymous: boolean) =>
  new GraphQLError(
    anonymous
      ? `Query asks for too many rows (at most ${budget} without signing in): ask for fewer aliases or smaller pages`
      : `Query asks for too many rows (at most ${budget}): ask for fewer aliases or smaller pages`,
    { extensions: { code: 'QUERY_TOO_COSTLY' } },
  )

/**
 * Query limits, so one request cannot make the server walk an unbounded tree. The document's tokens are capped at
 * parse, and depth and size are checked before validation: a document over a limit never reaches graphql-js's
 * own rules, some of which (overlapping fields) take time quadratic in the number of fields. The rows the chosen
 * operation may resolve (query-cost.ts) are counted with its variables before it executes; the viewer is loaded
 * for that only when the cost passes the anonymous budget, so light operations keep their one statement.
 */
/** The operation with only its root fields that anyone may call (schema.ts marks them; a root fragment counts). */
function publicPart(schema: GraphQLSchema, operation: OperationDefinitionNode): OperationDefinitionNode {
  const fields = schema.getRootType(operation.operation)?.getFields() ?? {}
  const selections = operation.selectionSet.selections.filter(
    (s) => s.kind !== Kind.FIELD || fields[s.name.value]?.extensions.openToAnyone === true,
  )
  return { ...operation, selectionSet: { ...operation.selectionSet, selections } }
}

export function limitsPlugin(): Plugin<Context> {
  const withinLimits = new WeakSet<DocumentNode>()
  const costOf = costMeasurer()
  return {
    onParse({ params, setParseFn }) {
      setParseFn((source, options) => {
        const text = typeof source === 'string' ? source : source.body
        if (bracketNesting(text) > MAX_NESTING)
          throw new GraphQLError(`Query is too deep (at most ${MAX_DEPTH} levels)`)
        return parse(source, { ...options, ...params.options, maxTokens: MAX_TOKENS })
      })
    },
    onValidate({ params, setResult }) {
      // Yoga's parser cache hands back the same DocumentNode for the same text: a document within the limits is
      // measured once, not on every request (a refused one is measured again, its walk stopping at the limit).
      if (withinLimits.has(params.documentAST)) return
      const errors = limitErrors(params.documentAST)
      if (errors.length) setResult(errors)
      else withinLimits.add(params.documentAST)
    },
    onExecute({ args, setResultAndStopExecution }) {
      const operation = getOperationAST(args.document, args.operationName)
      if (!operation) return undefined
      const cost = costOf(args.schema, args.document, operation, args.variableValues)
      // Within the anonymous budget (every light operation) nothing is awaited: no promise on the common path.
      if (cost <= MAX_ANONYMOUS_COST) return undefined
      return (async () => {
        const anonymous = !(await args.contextValue.viewer().catch(() => null))
        if (!anonymous) {
          if (cost > MAX_COST) setResultAndStopExecution({ errors: [tooCostly(MAX_COST, false)] })
          return
        }
        // Without a session, a guarded field is refused by its guard before any statement ('unauthorized', as
        // the access matrix expects): only the fields open to anyone may cost.
        const open = publicPart(args.schema, operation)
        if (operationCost(args.schema, args.document, open, args.variableValues) > MAX_ANONYMOUS_COST)
          setResultAndStopExecution({ errors: [tooCostly(MAX_ANONYMOUS_COST, true)] })
      })()
    },
  }
}
