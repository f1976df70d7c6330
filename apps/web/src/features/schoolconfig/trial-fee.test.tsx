import '../../i18n'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SchoolConfigMsg } from '@preschool/domain'
import { mockGraphQL } from '../../test/graphql-mock'
import SchoolConfigPage from './SchoolConfigPage'

const session = vi.hoisted(() => ({ permissions: [] as string[] }))
vi.mock('../../shell/session/session-context', () => ({
  useSession: () => ({ me: { fkSchool: 3 }, can: (key: string) => session.permissions.includes(key) }),
}))

const stored = {
  primary_color: '#00695C',
  secondary_color: '#C2410C',
  header_color: '#004D40',
  footer_color: '#1F3A36',
  logo_url: '/brand/littlesteps/logo.svg',
  login_banner: '/brand/littlesteps/banner.svg',
  auto_waitlist_period: '30',
  enrolment_period_in_mth: '6',
  withdraw_notice_in_days: '30',
  registration_due_date_days: '7',
  radius_centre_search: '0',
  force_otp_on_registration: '1',
  skip_trial: '0',
  skip_visit: '0',
  skip_giro_setup_school_visit: '0',
  ecda_upload_active: '1',
  allow_waitlist_visit: '1',
  trial_period_fee: '2500',
}
const rows = (values: Record<string, string>) =>
  Object.entries(values).map(([key, value], index) => ({ ID: index + 1, fkSchool: 3, key, value }))
const configReply = (values: Record<string, string>) => ({
  data: { findAllSchoolConfig: { totalCount: Object.keys(values).length, data: rows(values) } },
})

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})
beforeEach(() => localStorage.clear())

function renderPage(permissions: string[]) {
  session.permissions = permissions
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter initialEntries={['/settings/schoolconfig']}>
        <SchoolConfigPage />
      </MemoryRouter>
    </QueryClientProvider>,
  )
  return userEvent.setup()
}

const input = (testId: string) => screen.getByTestId(testId) as HTMLInputElement
/** MUI paints a contained button from this variable, with the palette colour as its value. */

describe('the trial fee in the settings form', () => {
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
  })

  it('is typed in dollars with two decimals and sent as integer cents', async () => {
    let current: Record<string, string> = { ...stored }
    const api = mockGraphQL({
      findAllSchoolConfig: () => configReply(current),
      updateSchoolConfig: ({ entries }) => {
        current = Object.fromEntries(
          (entries as { key: string; value: string }[]).map((e) => [e.key, e.value]),
        )
        return { data: { updateSchoolConfig: rows(current) } }
      },
    })
    const user = renderPage(['schoolConfig.read', 'schoolConfig.write'])
    await screen.findByTestId('schoolconfig-form')
    expect(screen.getByLabelText('Trial class fee ($)')).toBe(input('config-trial_period_fee'))
    await user.clear(input('config-trial_period_fee'))
    await user.type(input('config-trial_period_fee'), '32.5')
    await user.click(screen.getByTestId('schoolconfig-save'))
    await screen.findByTestId('schoolconfig-notice')
    const [call] = api.callsOf('updateSchoolConfig')
    const sent = (call.variables.entries as { key: string; value: string }[]).find(
      (e) => e.key === 'trial_period_fee',
    )
    expect(sent?.value).toBe('3250')
    await waitFor(() => expect(input('config-trial_period_fee').value).toBe('32.50'))
  })

  it('refuses more than two decimals or more than $1,000 before sending', async () => {
    const api = mockGraphQL({ findAllSchoolConfig: () => configReply(stored) })
    const user = renderPage(['schoolConfig.read', 'schoolConfig.write'])
    await screen.findByTestId('schoolconfig-form')
    for (const typed of ['12.345', '1000.01']) {
      await user.clear(input('config-trial_period_fee'))
      await user.type(input('config-trial_period_fee'), typed)
      await user.click(screen.getByTestId('schoolconfig-save'))
      expect(await screen.findByText(SchoolConfigMsg.trialFeeDollars)).toBeTruthy()
    }
    expect(api.callsOf('updateSchoolConfig')).toEqual([])
  })
})
