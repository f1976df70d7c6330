import { describe, expect, it } from 'vitest'
import { ConfigCodeMsg, configCodeInputSchema } from './code-input'
import { V } from './messages'

const valid = { label: 'Eurasian', description: 'Eurasian', sortOrder: 4, active: true }
const issues = (overrides: Record<string, unknown>) =>
  configCodeInputSchema
    .safeParse({ ...valid, ...overrides })
    .error?.issues.map((i) => [i.path.join('.'), i.message])

describe('configCodeInputSchema', () => {
  it('accepts a code and trims its texts', () => {
    expect(configCodeInputSchema.parse({ ...valid, label: ' Eurasian ', description: ' E ' })).toEqual({
      ...valid,
      description: 'E',
    })
  })

  it('requires a label and a description within their lengths', () => {
    expect(issues({ label: '  ' })).toEqual([['label', V.required]])
    expect(issues({ description: '' })).toEqual([['description', V.required]])
    expect(issues({ label: 'x'.repeat(101) })).toEqual([['label', ConfigCodeMsg.labelLength]])
    expect(issues({ description: 'x'.repeat(256) })).toEqual([
      ['description', ConfigCodeMsg.descriptionLength],
    ])
  })

  it('keeps the sort order a whole number from 0 to 9999', () => {
    expect(ConfigCodeMsg.sortOrder).toBe('Sort order must be a whole number from 0 to 9999')
    for (const sortOrder of [-1, 1.5, 10000, Number.NaN, undefined]) {
      expect(issues({ sortOrder })).toEqual([['sortOrder', ConfigCodeMsg.sortOrder]])
    }
  })
})
