import { describe, expect, it } from 'vitest'
import { enPublic } from './en-public'
import { enStaff } from './en-staff'

/** Every text of a bundle with its key, nested groups flattened. */
function texts(bundle: object, prefix = ''): [string, string][] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value as object, `${prefix}${key}.`),
  )
}

// Words of the code, not of the product: a user cannot act on 'until the transfer module exists'.
const CODE_TALK = /\bmodules? exists?\b|\bnot (yet )?implemented\b|\bTODO\b|\bplaceholder\b/i

describe('the texts users read', () => {
  it('speak of the product, never of its code', () => {
    const offending = [...texts(enPublic), ...texts(enStaff)].filter(([, text]) => CODE_TALK.test(text))
    expect(offending).toEqual([])
  })
})
