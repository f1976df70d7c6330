import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { OfferedCentre } from './documents'
import { useCentreSelection } from './use-centre-selection'

const centre = (ID: number): OfferedCentre => ({
  ID,
  label: `Centre ${ID}`,
  code: `C${ID}`,
  distance: null,
  vacancyAvailable: false,
  addresses: [],
})
const centres = new Map([1, 2, 3, 4].map((id) => [id, centre(id)]))

function setup(initial: number[]) {
  const onSelectedChange = vi.fn()
  const view = renderHook(({ selected }) => useCentreSelection({ selected, centres, onSelectedChange }), {
    initialProps: { selected: initial },
  })
  return { ...view, onSelectedChange }
}

describe('useCentreSelection', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('ticks and unticks centres, reporting their codes in the order chosen', () => {
    const { result, onSelectedChange } = setup([2])
    act(() => result.current.toggle(3))
    expect(onSelectedChange).toHaveBeenLastCalledWith([2, 3], ['C2', 'C3'])
    expect(result.current.ticked).toEqual({ id: 3, seq: 1 })
    act(() => result.current.toggle(2))
    expect(onSelectedChange).toHaveBeenLastCalledWith([], [])
  })

  it('refuses a fourth centre and shows the limit beside it for 5 s', () => {
    const { result, onSelectedChange } = setup([1, 2, 3])
    expect(result.current.full).toBe(true)
    act(() => result.current.toggle(4))
    expect(onSelectedChange).not.toHaveBeenCalled()
    expect(result.current.limitFor).toBe(4)
    act(() => vi.advanceTimersByTime(4999))
    expect(result.current.limitFor).toBe(4)
    act(() => vi.advanceTimersByTime(1))
    expect(result.current.limitFor).toBeNull()
  })

  it('removes a chosen centre from its card', () => {
    const { result, onSelectedChange } = setup([1, 2, 3])
    act(() => result.current.remove(2))
    expect(onSelectedChange).toHaveBeenLastCalledWith([1, 3], ['C1', 'C3'])
  })
})
