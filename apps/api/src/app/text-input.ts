import { ErrorCode, findDisallowedText, hasDisallowedCharacters, TEXT_NOT_ALLOWED } from '@preschool/domain'
import { BREAK, type DocumentNode, GraphQLError, Kind, visit } from 'graphql'
import type { Plugin } from 'graphql-yoga'

/** Documents already walked: Yoga's parser cache hands the same DocumentNode for the same query text. */
const literalChecks = new WeakMap<DocumentNode, boolean>()

/** Whether a string literal written in the document itself holds a disallowed character (walked once). */
function literalWithDisallowedText(document: DocumentNode): boolean {
  let found = literalChecks.get(document)
  if (found === undefined) {
    found = walkForDisallowedText(document)
    literalChecks.set(document, found)
  }
  return found
}

function walkForDisallowedText(document: DocumentNode): boolean {
  let found = false
  visit(document, {
    [Kind.STRING](node) {
      if (!hasDisallowedCharacters(node.value)) return undefined
      found = true
      return BREAK
    },
  })
  return found
}

/**
 * Every text of every operation is checked here, before any resolver runs: a NUL byte would otherwise reach
 * PostgreSQL (which refuses it) as an internal error, and other control characters would be stored.
 */
export function textInputPlugin(): Plugin {
  return {
    onExecute({ args, setResultAndStopExecution }) {
      const path = findDisallowedText(args.variableValues ?? {})
      if (!path && !literalWithDisallowedText(args.document)) return
      const field = path?.join('.') || '_'
      setResultAndStopExecution({
        errors: [
          new GraphQLError(TEXT_NOT_ALLOWED, {
            extensions: { code: ErrorCode.BadUserInput, fields: { [field]: TEXT_NOT_ALLOWED } },
          }),
        ],
      })
    },
  }
}
