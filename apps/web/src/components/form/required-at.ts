/** The parts of a zod 4 schema this reads: an object's shape, and the schema a pipe, optional or default wraps. */
interface SchemaNode {
  shape?: Record<string, SchemaNode>
  def?: { in?: SchemaNode; innerType?: SchemaNode }
  safeParse(value: unknown): { success: boolean }
}

/** The object schema under wrappers (a transform's pipe, an optional section), if there is one. */
function objectOf(node: SchemaNode | undefined): SchemaNode | undefined {
  let current = node
  for (let depth = 0; current && depth < 8; depth++) {
    if (current.shape) return current
    current = current.def?.in ?? current.def?.innerType
  }
  return undefined
}

/**
 * Whether a form's schema requires the field at a dotted path ('spouse.address.postcode'): the field refuses an
 * empty value. The asterisk a field shows comes from the same schema that validates it, here and on the server,
 * so the two cannot disagree. A path the schema does not describe is not required.
 */
export function isRequiredAt(schema: unknown, path: string): boolean {
  let node = schema as SchemaNode | undefined
  for (const key of path.split('.')) {
    node = objectOf(node)?.shape?.[key]
    if (!node) return false
  }
  return !node!.safeParse(undefined).success
}
