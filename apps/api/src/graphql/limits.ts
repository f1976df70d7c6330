import { type ASTNode, GraphQLError, Kind, type ValidationContext } from 'graphql'
import type { Plugin } from 'graphql-yoga'

export const MAX_DEPTH = 10
export const MAX_FIELDS = 400

/**
 * Query depth and size limits, so one request cannot make the server walk an unbounded tree.
 * Size counts every selected field across the document (a simple cost measure).
 */
function limitsRule(context: ValidationContext) {
  let fields = 0
  const depthOf = (node: ASTNode, depth: number): number => {
    if (!('selectionSet' in node) || !node.selectionSet) return depth
    let max = depth
    for (const selection of node.selectionSet.selections) {
      if (selection.kind === Kind.FIELD) fields += 1
      const next = selection.kind === Kind.FIELD ? depth + 1 : depth
      if (selection.kind === Kind.FRAGMENT_SPREAD) {
        const fragment = context.getFragment(selection.name.value)
        if (fragment) max = Math.max(max, depthOf(fragment, next))
      } else {
        max = Math.max(max, depthOf(selection, next))
      }
    }
    return max
  }
  return {
    OperationDefinition(node: ASTNode) {
      fields = 0
      const depth = depthOf(node, 0)
      if (depth > MAX_DEPTH)
        context.reportError(new GraphQLError(`Query is too deep (at most ${MAX_DEPTH} levels)`))
      if (fields > MAX_FIELDS)
        context.reportError(new GraphQLError(`Query is too large (at most ${MAX_FIELDS} fields)`))
    },
  }
}

export function limitsPlugin(): Plugin {
  return {
    onValidate({ addValidationRule }) {
      addValidationRule(limitsRule)
    },
  }
}
