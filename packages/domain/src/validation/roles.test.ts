import { describe, expect, it } from 'vitest'
import { V } from './messages'
import { accessBeyond, accessTypesOf, RoleMsg, roleInputSchema } from './roles'

const valid = {
  label: ' Level Coordinator ',
  templates: [
    { fkModuleCategory: 1, access: 1 },
    { fkModuleCategory: 2, access: 0 },
    { fkModuleCategory: 3, access: 7 },
  ],
}
const issues = (overrides: Record<string, unknown>) =>
  roleInputSchema
    .safeParse({ ...valid, ...overrides })
    .error?.issues.map((i) => [i.path.join('.'), i.message])

describe('roleInputSchema', () => {
  it('trims the label and drops templates that grant nothing', () => {
    expect(roleInputSchema.parse(valid)).toEqual({
      label: 'Level Coordinator',
      templates: [
        { fkModuleCategory: 1, access: 1 },
        { fkModuleCategory: 3, access: 7 },
      ],
    })
  })

  it('requires a label of at most 60 characters', () => {
    expect(issues({ label: '  ' })).toEqual([['label', V.required]])
    expect(issues({ label: 'x'.repeat(61) })).toEqual([['label', 'At most 60 characters']])
  })

  it('keeps access to the bits read, write and approve', () => {
    expect(issues({ templates: [{ fkModuleCategory: 1, access: 8 }] })).toEqual([
      ['templates.0.access', RoleMsg.access],
    ])
    expect(issues({ templates: [{ fkModuleCategory: 1, access: 1.5 }] })).toEqual([
      ['templates.0.access', RoleMsg.access],
    ])
    expect(issues({ templates: [{ fkModuleCategory: 1, access: -1 }] })).toContainEqual([
      'templates.0.access',
      RoleMsg.access,
    ])
  })

  it('needs access to at least one module, each module once, whatever else is wrong', () => {
    expect(issues({ label: '', templates: [] })).toEqual([
      ['label', V.required],
      ['templates', RoleMsg.templatesRequired],
    ])
    expect(issues({ templates: [] })).toEqual([['templates', RoleMsg.templatesRequired]])
    expect(issues({ templates: [{ fkModuleCategory: 1, access: 0 }] })).toEqual([
      ['templates', RoleMsg.templatesRequired],
    ])
    const twice = [
      { fkModuleCategory: 1, access: 1 },
      { fkModuleCategory: 1, access: 3 },
    ]
    expect(issues({ templates: twice })).toEqual([['templates', RoleMsg.duplicateModule]])
  })
})

describe('access helpers', () => {
  it('tells which bits a grant adds beyond what is held', () => {
    expect(accessBeyond(7, 7)).toBe(0)
    expect(accessBeyond(3, 1)).toBe(2)
    expect(accessBeyond(5, 0)).toBe(5)
    expect(accessBeyond(1, 7)).toBe(0)
  })

  it('names the access types of a level', () => {
    expect(accessTypesOf(0)).toEqual([])
    expect(accessTypesOf(5)).toEqual(['read', 'approve'])
    expect(accessTypesOf(7)).toEqual(['read', 'write', 'approve'])
  })
})
