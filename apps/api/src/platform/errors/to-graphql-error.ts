import { ErrorCode, Messages } from '@preschool/domain'
import type { FastifyBaseLogger } from 'fastify'
import { GraphQLError } from 'graphql'
import { DomainError } from './domain-error'

/** The one place domain errors become transport errors. Exhaustive: a new code fails to compile until mapped. */
function httpStatusOf(code: ErrorCode): number {
  switch (code) {
    case ErrorCode.Unauthenticated:
      return 401
    case ErrorCode.Forbidden:
      return 403
    case ErrorCode.RateLimited:
      return 429
    case ErrorCode.NotFound:
    case ErrorCode.BadUserInput:
    case ErrorCode.Conflict:
    case ErrorCode.UserNotFound:
    case ErrorCode.IncorrectPassword:
    case ErrorCode.InvalidToken:
    case ErrorCode.IncorrectOtp:
    case ErrorCode.SsoFailed:
    case ErrorCode.ExistingParent:
      return 200
    case ErrorCode.Internal:
      return 500
  }
}

export function toGraphQLError(error: DomainError): GraphQLError {
  return new GraphQLError(error.message, {
    extensions: {
      code: error.code,
      fields: error.fields,
      reason: error.reason,
      http: { status: httpStatusOf(error.code) },
    },
  })
}

/** Yoga's error masking hook: domain errors pass with their code; everything else is logged and hidden. */
export function maskError(logger: FastifyBaseLogger) {
  return (error: unknown): Error => {
    const original = error instanceof GraphQLError ? error.originalError : error
    if (original instanceof DomainError) return toGraphQLError(original)
    if (error instanceof GraphQLError && isRequestError(error)) return asBadInput(error)
    logger.error({ err: original }, 'unexpected error in resolver')
    return new GraphQLError(Messages.default, { extensions: { code: ErrorCode.Internal } })
  }
}

/**
 * Errors graphql-js raises about the request itself (parse, validation, variable coercion, a scalar refusing a
 * value) carry no resolver path and wrap nothing but other GraphQLErrors: safe, and useful, to show as they are.
 */
function isRequestError(error: GraphQLError): boolean {
  if (error.path) return false
  let cause: unknown = error.originalError
  while (cause instanceof GraphQLError) cause = cause.originalError
  return cause === undefined
}

function asBadInput(error: GraphQLError): GraphQLError {
  // Typed as always present, but graphql-jit's errors (compiled queries, decision 0040) carry none.
  const extensions = error.extensions as GraphQLError['extensions'] | undefined
  if (extensions?.code) return error
  return new GraphQLError(error.message, {
    nodes: error.nodes,
    extensions: { ...extensions, code: ErrorCode.BadUserInput },
  })
}
