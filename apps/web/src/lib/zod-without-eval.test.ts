import { describe, expect, it } from 'vitest'
import './zod-without-eval'

describe('zod without eval', () => {
  it('is set before zod loads, and zod reads it', async () => {
    const { z } = await import('zod')
    expect(z.config().jitless).toBe(true)
  })
})
