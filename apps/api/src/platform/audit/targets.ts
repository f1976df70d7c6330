import { type GraphQLResolveInfo, getNamedType } from 'graphql'

export interface AuditTarget {
  type: string | null
  id: number | null
}

/** The school is not a target: every row already names it. */
const notTargets = new Set(['IDSchool', 'fkSchool'])
const idArgument = /^ID([A-Z]\w*)?$|^(\w+?)(ID|Id)$/

const lowerFirst = (s: string) => s.charAt(0).toLowerCase() + s.slice(1)
const returnTypeName = (info: GraphQLResolveInfo) => lowerFirst(getNamedType(info.returnType).name)

/**
 * The record a root field acts on, from its arguments by the contract's naming (`levelID`, `IDEnquiry`, `ID`,
 * `userId`), else the id of the record it returned (a create). The type is the argument's noun, or the field's
 * return type for a bare `ID`. Never reads any other argument: inputs may hold personal data.
 */
export function targetOf(
  info: GraphQLResolveInfo,
  args: Record<string, unknown>,
  result: unknown,
  type?: string,
): AuditTarget {
  for (const [name, value] of Object.entries(args)) {
    const match = notTargets.has(name) ? null : idArgument.exec(name)
    if (!match || typeof value !== 'number') continue
    const noun = match[1] ?? match[2]
    return { type: type ?? (noun ? lowerFirst(noun) : returnTypeName(info)), id: value }
  }
  if (result && typeof result === 'object') {
    const id = (result as { ID?: unknown; id?: unknown }).ID ?? (result as { id?: unknown }).id
    if (typeof id === 'number') return { type: type ?? returnTypeName(info), id }
  }
  return { type: type ?? null, id: null }
}
