import { DEFAULT_PER_PAGE, MAX_PER_PAGE } from '@preschool/domain'
import {
  BREAK,
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getNamedType,
  getNullableType,
  type GraphQLNamedType,
  GraphQLList,
  type GraphQLSchema,
  isCompositeType,
  isObjectType,
  isInterfaceType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  valueFromASTUntyped,
  visit,
} from 'graphql'

/**
 * What one request may cost: the objects (rows) it may resolve. An object field counts once for every row its list
 * parents may return, and a list for each of its rows: at the page size its paged ancestor asks for
 * (`pagination.perPage`, else the default page), or UNPAGED_LIST_SIZE when nothing pages it. Scalars are free:
 * they come with their row. 100 aliases of a 500-row page is 50,000 rows, refused before anything runs;
 * anonymous callers (the public enquiry pages) get a lower budget than signed-in ones.
 */
export const MAX_COST = 20_000
export const MAX_ANONYMOUS_COST = 3_000
/** Rows assumed for a list no argument pages: a centre's levels, a family's children, an invoice's lines. */
export const UNPAGED_LIST_SIZE = 20

type Variables = Record<string, unknown> | null | undefined

/** The page size a field's `pagination` argument asks for, when it has one. */
function pageSizeOf(field: FieldNode, variables: Variables): number | undefined {
  const argument = field.arguments?.find((a) => a.name.value === 'pagination')
  if (!argument) return undefined
  const value = valueFromASTUntyped(argument.value, variables ?? undefined) as { perPage?: unknown } | null
  const perPage = value?.perPage
  // An invalid size is refused by the resolver's validation; here it costs the most a page may hold.
  if (perPage === null || perPage === undefined) return DEFAULT_PER_PAGE
  return typeof perPage === 'number' && perPage >= 1 && perPage <= MAX_PER_PAGE ? perPage : MAX_PER_PAGE
}

/**
 * The cost of one operation against the schema, with its variables. Fragments are expanded: the document already
 * passed the depth and size limits (limits.ts), so the walk visits at most MAX_FIELDS fields.
 */
export function operationCost(
  schema: GraphQLSchema,
  document: DocumentNode,
  operation: OperationDefinitionNode,
  variables: Variables,
): number {
  const fragments = new Map<string, FragmentDefinitionNode>()
  for (const d of document.definitions)
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)

  const cost = (set: SelectionSetNode, type: GraphQLNamedType, page: number | undefined): number => {
    let total = 0
    for (const selection of set.selections) {
      if (selection.kind === Kind.INLINE_FRAGMENT) {
        const on = selection.typeCondition ? schema.getType(selection.typeCondition.name.value) : type
        total += cost(selection.selectionSet, on ?? type, page)
        continue
      }
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = fragments.get(selection.name.value)
        const on = fragment && schema.getType(fragment.typeCondition.name.value)
        if (fragment && on) total += cost(fragment.selectionSet, on, page)
        continue
      }
      const definition =
        isObjectType(type) || isInterfaceType(type) ? type.getFields()[selection.name.value] : undefined
      if (!definition || !selection.selectionSet) continue
      const isList = getNullableType(definition.type) instanceof GraphQLList
      const asked = pageSizeOf(selection, variables)
      const rows = isList ? (asked ?? page ?? UNPAGED_LIST_SIZE) : 1
      // A page size asked here applies to the first list below; a list uses up the one it inherited.
      const below = asked !== undefined && !isList ? asked : isList ? undefined : page
      const inner = getNamedType(definition.type)
      if (isCompositeType(inner)) total += rows * (1 + cost(selection.selectionSet, inner, below))
    }
    return total
  }

  const root = schema.getRootType(operation.operation)
  return root ? cost(operation.selectionSet, root, undefined) : 0
}

/** Whether a `pagination` argument anywhere in the document takes a variable (the cost then varies per request). */
function pagesByVariable(document: DocumentNode): boolean {
  let found = false
  visit(document, {
    Argument(node) {
      if (node.name.value !== 'pagination') return undefined
      visit(node.value, {
        Variable() {
          found = true
          return BREAK
        },
      })
      return found ? BREAK : undefined
    },
  })
  return found
}

/**
 * `operationCost` kept per operation node when no page size comes from a variable: Yoga's parser cache hands back
 * the same DocumentNode for the same text, so a document repeated on every page (`me`, the menu) is walked once.
 * One that pages by a variable is costed on each request, with that request's variables. One measurer per server
 * (its schema does not change).
 */
export function costMeasurer() {
  const variablePaging = new WeakMap<DocumentNode, boolean>()
  const known = new WeakMap<OperationDefinitionNode, number>()
  return (
    schema: GraphQLSchema,
    document: DocumentNode,
    operation: OperationDefinitionNode,
    variables: Variables,
  ): number => {
    let byVariable = variablePaging.get(document)
    if (byVariable === undefined) {
      byVariable = pagesByVariable(document)
      variablePaging.set(document, byVariable)
    }
    if (byVariable) return operationCost(schema, document, operation, variables)
    let cost = known.get(operation)
    if (cost === undefined) {
      cost = operationCost(schema, document, operation, variables)
      known.set(operation, cost)
    }
    return cost
  }
}
