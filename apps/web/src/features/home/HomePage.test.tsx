import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react'
import { lazy } from 'react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../i18n'
import { readStore, writeStore } from '../../lib/store'
import type { AppRoute } from '../../shell/route-types'
import type { Me } from '../../shell/session/documents'
import { buildMe, emptyTheme, menuItem, meReply } from '../../shell/test/fixtures'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderApp } from '../../shell/test/render-app'
import { homeRoutes } from './routes'

const routes: AppRoute[] = [
  ...homeRoutes,
  {
    path: '/settings/levelmanagement',
    audience: 'staff',
    requires: 'levels.read',
    Component: lazy(async () => ({ default: () => <p>levels page</p> })),
  },
]

const menu = [
  menuItem({ ID: 1, label: 'Dashboard', path: '/overview', icon: 'Dashboard' }),
  menuItem({ ID: 2, label: 'Settings', path: '/settings', icon: 'Settings' }),
  menuItem({ ID: 3, label: 'Centre Management', path: '/settings/centremanagement', fkNavigation: 2 }),
  menuItem({ ID: 4, label: 'Level Management', path: '/settings/levelmanagement', fkNavigation: 2 }),
]

const centre = {
  ID: 11,
  label: 'Bukit Timah',
  code: 'BT01',
  addresses: [
    { ID: 1, address: '1 Old Road', postcode: '111111', city: 'Singapore', active: false },
    { ID: 2, address: '12 Jalan Jurong Kechil', postcode: '598593', city: 'Singapore', active: true },
  ],
}

function network(me: Me, extra: Parameters<typeof mockGraphQL>[0] = {}) {
  return mockGraphQL({
    ...extra,
    findAllSchoolConfig: () => emptyTheme,
    me: () => meReply(me),
    findSidebarMenuByUser: () => ({ data: { findSidebarMenuByUser: menu } }),
    getNotifications: () => ({ data: { getNotifications: { unreadCount: 0, totalCount: 0, data: [] } } }),
    getAccessibleCentresForModule: () => ({ data: { getAccessibleCentresForModule: [centre] } }),
    findAllChildrenByParent: () => ({
      data: {
        findAllChildrenByParent: me.childRelations.map(({ child }) => ({
          ID: child.ID,
          firstname: child.firstname,
          lastname: child.lastname,
          dateOfBirth: child.dateOfBirth,
        })),
      },
    }),
    findAllEnquiry: () => ({ data: { findAllEnquiry: { totalCount: 0, data: [] } } }),
  })
}

const child = (
  ID: number,
  firstname: string,
  classes: Me['childRelations'][number]['child']['childClasses'] = [],
) => ({
  ID: ID * 10,
  fkChild: ID,
  child: {
    ID,
    firstname,
    lastname: 'Lim',
    race: null,
    nationality: null,
    dateOfBirth: '2021-03-05',
    birthCertificate: null,
    householdIncomeRange: null,
    childClasses: classes,
  },
})

beforeEach(() => {
  localStorage.clear()
  writeStore({ userToken: 'token' })
})
afterEach(async () => {
  cleanup()
  vi.unstubAllGlobals()
  await setLanguage('en', { remember: false })
})

describe('the parent dashboard', () => {
  const me = buildMe({
    childRelations: [
      child(1, 'Aiden', [
        {
          from: '2020-01-01',
          to: '2020-12-31',
          program: null,
          class: { ID: 1, fkCentre: 1, fkLevel: 1, label: 'Old class' },
        },
        {
          from: '2024-01-01',
          to: null,
          program: { ID: 1, label: 'Full day' },
          class: { ID: 2, fkCentre: 1, fkLevel: 2, label: 'K1 Sunflower' },
        },
      ]),
      child(2, 'Bella'),
    ],
  })

  it('lists the children with date of birth and current class, and selects one', async () => {
    network(me)
    renderApp('/dashboard', routes)
    // The first render loads the dashboard's code: give it time.
    const aiden = await screen.findByTestId('child-card-1')
    expect(within(aiden).getByText('Aiden Lim')).toBeTruthy()
    expect(within(aiden).getByText('05/03/2021')).toBeTruthy()
    expect(screen.getByTestId('child-class-1').textContent).toBe('K1 Sunflower · Full day')
    expect(screen.getByTestId('child-class-2').textContent).toBe('Not placed in a class yet')

    await waitFor(() => expect(readStore().selectedChild).toBe(1))
    fireEvent.click(within(screen.getByTestId('child-card-2')).getByRole('button'))
    expect(readStore().selectedChild).toBe(2)
    expect(screen.getByTestId('child-card-2').dataset.selected).toBe('true')
  })

  it('keeps the stored selection and offers a new enquiry', async () => {
    writeStore({ selectedChild: 2 })
    network(me)
    renderApp('/overview', routes)
    await screen.findByTestId('child-card-2')
    expect(screen.getByTestId('child-card-2').dataset.selected).toBe('true')
    expect(screen.getByTestId('get-started').getAttribute('href')).toBe('/parentenquiry')
    // The selected child's enquiries are asked for.
    expect(await screen.findByTestId('no-enquiries')).toBeTruthy()
  })

  it('reads in the parent’s language, the way to the child’s profile too', async () => {
    await setLanguage('zh', { remember: false })
    network(me)
    renderApp('/dashboard', routes)
    expect((await screen.findByTestId('child-profile-link')).textContent).toBe('查看Aiden的资料')
  })
})

describe('the principal view', () => {
  it('lists the accessible centres and the settings the user can open', async () => {
    const api = network(buildMe({ staff: true, isHQStaff: true, can: ['levels.read', 'centres.read'] }))
    renderApp('/dashboard', routes)
    const card = await screen.findByTestId('centre-card-11')
    expect(within(card).getByText('Bukit Timah')).toBeTruthy()
    expect(within(card).getByText('BT01')).toBeTruthy()
    expect(within(card).getByText('12 Jalan Jurong Kechil, 598593, Singapore')).toBeTruthy()
    expect(api.called('AccessibleCentres')[0].variables).toEqual({
      module: 'centre_management',
      accessType: 'read',
    })

    const links = await screen.findByTestId('settings-links')
    // Centre management has no screen yet: only screens that exist are offered.
    expect(
      within(links)
        .getAllByRole('link')
        .map((link) => link.getAttribute('href')),
    ).toEqual(['/settings/levelmanagement'])
  })
})

describe('what waits for the principal', () => {
  const stageCounts = [
    { code: 'pre_registration', label: 'Pre-Registration', count: 4 },
    { code: 'document', label: 'Document', count: 2 },
    { code: 'enrolled', label: 'Enrolled', count: 31 },
  ]

  it('shows the figures of the lists they may open, each opening its list', async () => {
    const api = network(
      buildMe({ staff: true, isHQStaff: true, can: ['admissions.list', 'documents.queue'] }),
      {
        findAllAdmission: () => ({ data: { findAllAdmission: { stageCounts } } }),
        findAllPendingDocument: () => ({ data: { findAllPendingDocument: { totalCount: 7 } } }),
      },
    )
    renderApp('/dashboard', routes)

    const figure = async (key: string) => (await screen.findByTestId(`work-waiting-${key}`)).textContent
    await waitFor(async () => expect(await figure('stage-pre_registration')).toBe('4Pre-Registration'))
    expect(await figure('stage-waiting_list')).toBe('0Waiting List')
    expect(await figure('stage-enrolled')).toBe('31Enrolled')
    expect(await figure('documents')).toBe('7Documents to verify')
    expect(screen.getByTestId('work-waiting-documents').getAttribute('href')).toBe('/documentreview')
    expect(screen.getByTestId('work-waiting-stage-document').getAttribute('href')).toBe(
      '/pre-enrolment?tab=document',
    )
    // Lists they may not open are neither shown nor asked for.
    expect(screen.queryByTestId('work-waiting-capacity')).toBeNull()
    expect(api.called('HomePendingCapacityRequestCount')).toEqual([])
    expect(api.called('HomePendingBlacklistRequestCount')).toEqual([])
  })
})

describe('other staff', () => {
  it('land on the first menu entry they can open', async () => {
    network(buildMe({ staff: true, can: ['levels.read'] }))
    const app = renderApp('/dashboard', routes)
    expect(await screen.findByText('levels page')).toBeTruthy()
    expect(app.location()).toBe('/settings/levelmanagement')
  })

  it('see the no-access screen when they can open nothing', async () => {
    network(buildMe({ staff: true, can: [] }))
    renderApp('/dashboard', routes)
    expect(await screen.findByTestId('no-access')).toBeTruthy()
  })
})
