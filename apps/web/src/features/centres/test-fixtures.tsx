import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter, Route, Routes } from 'react-router'
import { vi } from 'vitest'
import CentreFormPage from './CentreFormPage'
import CentreListPage from './CentreListPage'
import type { Centre, CentreDetail, OfferableLevel } from './documents'

/** A centre as findAllCentreForSchool answers the form's query (every field), for the feature's tests. */
export const buildCentre = (overrides: Partial<CentreDetail> = {}): CentreDetail => ({
  ID: 7,
  code: 'LS-SKG',
  ecdaCode: 'PT1111',
  label: 'Little Steps @ Sengkang',
  teacherRatio: 10,
  active: true,
  addresses: [
    {
      ID: 70,
      address: '339 Anchorvale Road',
      building: 'Anchorvale Village',
      floor: '01',
      unit: '23',
      postcode: '540339',
      lat: 1.396793,
      lng: 103.888437,
    },
  ],
  centreLevels: [
    {
      ID: 1,
      fkLevel: 3,
      fkProgram: 31,
      level: { ID: 3, label: 'Nursery 1', active: true },
      program: { ID: 31, label: 'Full Day', active: true },
    },
  ],
  centreNearbyPostcodes: [{ ID: 1, postcode: '544326' }],
  ...overrides,
})

export const offerableLevels: OfferableLevel[] = [
  {
    ID: 3,
    label: 'Nursery 1',
    programs: [
      { ID: 31, label: 'Full Day', from: '07:00', to: '19:00' },
      { ID: 32, label: 'Half Day', from: '07:00', to: '13:00' },
    ],
  },
  { ID: 5, label: 'K1', programs: [{ ID: 51, label: 'Kindergarten (AM)', from: '08:00', to: '11:30' }] },
]

/** The list's view of a centre: its level count as the server counts it (active level and programme). */
const listItem = ({ ID, code, label, active, addresses, centreLevels }: CentreDetail): Centre => ({
  ID,
  code,
  label,
  active,
  addresses: addresses.map(({ lat: _lat, lng: _lng, ...address }) => address),
  levelCount: new Set(centreLevels.filter((o) => o.level.active && o.program.active).map((o) => o.fkLevel))
    .size,
})

/** The list query's answer. */
export const centreList = (centres: CentreDetail[], totalCount = centres.length) => ({
  data: { findAllCentreForSchool: { totalCount, data: centres.map(listItem) } },
})

/** The form's query's answer (the list query filtered by ID). */
export const centreDetail = (centres: CentreDetail[]) => ({
  data: { findAllCentreForSchool: { data: centres } },
})

type Answer = unknown | ((variables: Record<string, unknown>) => unknown)

/**
 * Answers each GraphQL POST by its operation name (queries of one screen arrive in no fixed order); a list of
 * answers is used one after the other, the last one repeating. Records every request.
 */
export function stubGraphQL(answers: Record<string, Answer | Answer[]>) {
  const requests: { operation: string; variables: Record<string, unknown> }[] = []
  const used = new Map<string, number>()
  const fetchMock = vi.fn(async (_url: string, init: RequestInit) => {
    const body = JSON.parse(String(init.body)) as { query: string; variables: Record<string, unknown> }
    const operation = /(?:query|mutation)\s+(\w+)/.exec(body.query)?.[1] ?? 'anonymous'
    requests.push({ operation, variables: body.variables })
    const entry = answers[operation]
    if (entry === undefined) throw new Error(`no answer for ${operation}`)
    const list = Array.isArray(entry) ? entry : [entry]
    const index = Math.min(used.get(operation) ?? 0, list.length - 1)
    used.set(operation, index + 1)
    const answer = list[index]
    const payload = typeof answer === 'function' ? answer(body.variables) : answer
    return new Response(JSON.stringify(payload), { headers: { 'content-type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetchMock)
  return { requests, sent: (operation: string) => requests.filter((r) => r.operation === operation) }
}

/** The centre screens at `path`, with a fresh query cache. */
export function renderCentres(path: string) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="/settings/centremanagement" element={<CentreListPage />} />
          <Route path="/settings/centremanagement/add" element={<CentreFormPage />} />
          <Route path="/settings/centremanagement/edit/:id" element={<CentreFormPage />} />
        </Routes>
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}
