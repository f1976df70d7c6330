import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { renderWithProviders } from '../../test/render'
import { type Column, ResponsiveList } from './ResponsiveList'

interface Row {
  id: number
  number: string
  paid: string
}

const columns: Column<Row>[] = [
  { key: 'number', header: 'Number', cell: (r) => r.number, card: 'title' },
  { key: 'paid', header: 'Paid', cell: (r) => r.paid },
]

/** Every media query matches: MUI's breakpoints.down('sm') says this is a phone. */
function asPhone() {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: true,
    media: query,
    onchange: null,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
    addListener: () => undefined,
    removeListener: () => undefined,
    dispatchEvent: () => false,
  }))
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

describe('ResponsiveList on a phone', () => {
  it('shows each row as a card and leaves out a line with nothing in it', async () => {
    asPhone()
    const rows: Row[] = [
      { id: 1, number: 'INV-1', paid: '' },
      { id: 2, number: 'RC-2', paid: '$10.00' },
    ]
    renderWithProviders(
      <ResponsiveList
        query={{ data: rows, isPending: false, error: null, refetch: () => undefined }}
        rowsOf={(data: Row[]) => data}
        rowKey={(r) => r.id}
        columns={columns}
        label="Statement"
        emptyText="None"
        testId="statement"
      />,
    )
    expect(await screen.findByTestId('statement-cards')).toBeTruthy()
    expect(screen.getByTestId('statement-row-1').textContent).toBe('INV-1')
    expect(screen.getByTestId('statement-row-2').textContent).toBe('RC-2Paid: $10.00')
  })
})
