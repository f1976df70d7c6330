import { V, isIsoDate } from '@preschool/domain'
import { GraphQLError, GraphQLScalarType, Kind, type ValueNode, valueFromASTUntyped } from 'graphql'

// Thrown as GraphQLErrors so the client reads why its value was refused (masking lets request errors through).
function parseDate(value: unknown): string {
  if (typeof value !== 'string' || !isIsoDate(value))
    throw new GraphQLError(`${V.invalidDate}: a Date is a real date as YYYY-MM-DD`)
  return value
}

function parseDateTime(value: unknown): string {
  if (typeof value !== 'string' || Number.isNaN(Date.parse(value))) {
    throw new GraphQLError('DateTime must be an ISO 8601 date and time')
  }
  return value
}

const literal = (parse: (value: unknown) => string) => (ast: ValueNode) =>
  parse(ast.kind === Kind.STRING ? ast.value : undefined)

export const scalars = {
  Date: new GraphQLScalarType({
    name: 'Date',
    description: 'A calendar date, YYYY-MM-DD',
    serialize: (value) => (value instanceof Date ? value.toISOString().slice(0, 10) : value),
    parseValue: parseDate,
    parseLiteral: literal(parseDate),
  }),
  DateTime: new GraphQLScalarType({
    name: 'DateTime',
    description: 'A point in time, ISO 8601 with offset',
    serialize: (value) => (value instanceof Date ? value.toISOString() : value),
    parseValue: parseDateTime,
    parseLiteral: literal(parseDateTime),
  }),
  // Free-form fields of one registration step: the module's zod schema gives it its shape and refuses the rest.
  JSON: new GraphQLScalarType({
    name: 'JSON',
    description: 'Any JSON value; the operation using it checks its shape',
    serialize: (value) => value,
    parseValue: (value) => value,
    parseLiteral: (ast, variables) => valueFromASTUntyped(ast, variables),
  }),
}
