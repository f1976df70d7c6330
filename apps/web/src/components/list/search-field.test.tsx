import { Debounce } from '@preschool/domain'
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SearchField } from './SearchField'

beforeEach(() => {
  vi.useFakeTimers()
})

afterEach(() => {
  cleanup()
  vi.useRealTimers()
})

const box = () => screen.getByTestId('search') as HTMLInputElement
const typeText = (text: string) => fireEvent.change(box(), { target: { value: text } })

describe("the lists' search box", () => {
  it('shows each key at once and hands on the trimmed text once, when typing pauses', () => {
    const onSearch = vi.fn()
    render(<SearchField label="Search" value="" onSearch={onSearch} testId="search" />)
    typeText('t')
    typeText('ta')
    typeText(' tan ')
    expect(box().value).toBe(' tan ')
    act(() => vi.advanceTimersByTime(Debounce.search - 1))
    expect(onSearch).not.toHaveBeenCalled()
    act(() => vi.advanceTimersByTime(1))
    expect(onSearch).toHaveBeenCalledTimes(1)
    expect(onSearch).toHaveBeenCalledWith('tan')
  })

  it('shows the search in force when nothing is being typed (Back, Forward, a shared link)', () => {
    const onSearch = vi.fn()
    const { rerender } = render(
      <SearchField label="Search" value="kovan" onSearch={onSearch} testId="search" />,
    )
    expect(box().value).toBe('kovan')
    rerender(<SearchField label="Search" value="sengkang" onSearch={onSearch} testId="search" />)
    expect(box().value).toBe('sengkang')
  })

  it('hands nothing on after it is gone', () => {
    const onSearch = vi.fn()
    const { unmount } = render(<SearchField label="Search" value="" onSearch={onSearch} testId="search" />)
    typeText('tan')
    unmount()
    act(() => vi.advanceTimersByTime(Debounce.search))
    expect(onSearch).not.toHaveBeenCalled()
  })
})
