import '../../i18n'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { cleanup, render, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { MemoryRouter } from 'react-router'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { SchoolConfigMsg } from '@preschool/domain'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
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
  show_waitlist_tags_to_parents: '0',
  trial_period_fee: '2500',
  audit_retention_years: '10',
  fee_increase_notice_months: '3',
  broadcast_reminder_hours: '48',
  privacy_policy_url: '/brand/littlesteps/privacy.html',
  enrolment_terms_url: '/brand/littlesteps/terms.html',
  gst_rate: '900',
  paynow_uen: '',
  gst_registration_no: '',
  giro_originator_account: '',
  giro_retry_failed_deduction: '0',
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
const buttonColour = (testId: string) =>
  getComputedStyle(screen.getByTestId(testId)).getPropertyValue('--variant-containedBg').toUpperCase()
const rgb = (hex: string) => {
  const n = Number.parseInt(hex.slice(1), 16)
  return `rgb(${n >> 16}, ${(n >> 8) & 255}, ${n & 255})`
}

// Typing into a form of some twenty fields takes a few seconds in jsdom.
/** The API keeping what the form saves, so the form takes the values back as stored. */
function storingApi() {
  let current: Record<string, string> = { ...stored }
  return mockGraphQL({
    findAllSchoolConfig: () => configReply(current),
    updateSchoolConfig: ({ entries }) => {
      current = Object.fromEntries((entries as { key: string; value: string }[]).map((e) => [e.key, e.value]))
      return { data: { updateSchoolConfig: rows(current) } }
    },
  })
}

describe('school configuration settings', () => {
  it("shows the school's values, with helper text saying what each number means", async () => {
    mockGraphQL({ findAllSchoolConfig: () => configReply(stored) })
    renderPage(['schoolConfig.read', 'schoolConfig.write'])
    await screen.findByTestId('schoolconfig-form')
    expect(input('config-primary_color').value).toBe('#00695C')
    expect(input('config-registration_due_date_days').value).toBe('7')
    expect(
      screen.getByText('Days a family has to complete registration; 0 means no due date (0 to 90).'),
    ).toBeTruthy()
    expect(input('config-force_otp_on_registration').checked).toBe(true)
    expect(input('config-radius_centre_search').checked).toBe(false)
    // The trial fee is kept in cents and typed in dollars.
    expect(input('config-trial_period_fee').value).toBe('25.00')
    expect(screen.getByText('$25.00, paid at the centre; 0 means the trial class is free.')).toBeTruthy()
    expect((screen.getByTestId('config-logo_url-preview') as HTMLImageElement).getAttribute('src')).toBe(
      '/brand/littlesteps/logo.svg',
    )
  })

  it('previews a colour as it is typed', async () => {
    mockGraphQL({ findAllSchoolConfig: () => configReply(stored) })
    const user = renderPage(['schoolConfig.read', 'schoolConfig.write'])
    await screen.findByTestId('schoolconfig-form')
    expect(buttonColour('preview-primary')).toBe('#00695C')
    await user.clear(input('config-primary_color'))
    await user.type(input('config-primary_color'), '#7B1FA2')
    await waitFor(() => expect(buttonColour('preview-primary')).toBe('#7B1FA2'))
    expect(buttonColour('preview-secondary')).toBe('#C2410C')
    expect(getComputedStyle(screen.getByTestId('preview-footer')).backgroundColor).toBe(rgb('#1F3A36'))
  })

  it('refuses bad values with the rule messages and sends nothing', async () => {
    const api = mockGraphQL({ findAllSchoolConfig: () => configReply(stored) })
    const user = renderPage(['schoolConfig.read', 'schoolConfig.write'])
    await screen.findByTestId('schoolconfig-form')
    await user.clear(input('config-header_color'))
    await user.type(input('config-header_color'), 'navy')
    await user.clear(input('config-enrolment_period_in_mth'))
    await user.type(input('config-enrolment_period_in_mth'), '25')
    await user.clear(input('config-registration_due_date_days'))
    await user.click(screen.getByTestId('schoolconfig-save'))
    expect(await screen.findByText('Header colour must be a colour as #RRGGBB')).toBeTruthy()
    expect(screen.getByText('Enrolment period must be a whole number from 1 to 24')).toBeTruthy()
    expect(screen.getByText('*Required')).toBeTruthy()
    expect(api.callsOf('updateSchoolConfig')).toHaveLength(0)
  })

  it('saves every key, says so, and takes the values back as stored', async () => {
    const api = storingApi()
    const user = renderPage(['schoolConfig.read', 'schoolConfig.write'])
    await screen.findByTestId('schoolconfig-form')
    await user.clear(input('config-primary_color'))
    await user.type(input('config-primary_color'), '#7B1FA2')
    await user.click(input('config-skip_trial'))
    await user.click(screen.getByTestId('schoolconfig-save'))
    expect((await screen.findByTestId('schoolconfig-notice')).textContent).toContain(
      'School configuration saved',
    )
    const [call] = api.callsOf('updateSchoolConfig')
    expect(call.variables.IDSchool).toBe(3)
    const sent = Object.fromEntries(
      (call.variables.entries as { key: string; value: string }[]).map((e) => [e.key, e.value]),
    )
    expect(sent).toEqual({ ...stored, primary_color: '#7B1FA2', skip_trial: '1' })
    expect(input('config-skip_trial').checked).toBe(true)
  })

  it("puts the server's refusal under the field it names", async () => {
    mockGraphQL({
      findAllSchoolConfig: () => configReply(stored),
      updateSchoolConfig: () =>
        gqlError('logo_url: Something went wrong while uploading', 'BAD_USER_INPUT', {
          logo_url: 'Something went wrong while uploading',
        }),
    })
    const user = renderPage(['schoolConfig.read', 'schoolConfig.write'])
    await screen.findByTestId('schoolconfig-form')
    await user.click(screen.getByTestId('schoolconfig-save'))
    const logo = screen.getByTestId('config-logo_url')
    expect((await within(logo).findByTestId('config-logo_url-error')).textContent).toBe(
      'Something went wrong while uploading',
    )
    expect(screen.queryByTestId('schoolconfig-notice')).toBeNull()
  })

  it('shows other refusals above the form', async () => {
    mockGraphQL({
      findAllSchoolConfig: () => configReply(stored),
      updateSchoolConfig: () => gqlError('unauthorized', 'FORBIDDEN'),
    })
    const user = renderPage(['schoolConfig.read', 'schoolConfig.write'])
    await screen.findByTestId('schoolconfig-form')
    await user.click(screen.getByTestId('schoolconfig-save'))
    expect((await screen.findByTestId('schoolconfig-form-error')).textContent).toBe('unauthorized')
  })

  it('is read-only without schoolConfig.write', async () => {
    mockGraphQL({ findAllSchoolConfig: () => configReply(stored) })
    renderPage(['schoolConfig.read'])
    await screen.findByTestId('schoolconfig-read-only')
    expect(screen.queryByTestId('schoolconfig-save')).toBeNull()
    expect(input('config-primary_color').disabled).toBe(true)
    expect(input('config-enrolment_period_in_mth').disabled).toBe(true)
    expect(input('config-skip_visit').disabled).toBe(true)
    expect((screen.getByTestId('config-logo_url-choose') as HTMLButtonElement).disabled).toBe(true)
  })

  it('fills keys the school has not set with the defaults', async () => {
    mockGraphQL({ findAllSchoolConfig: () => configReply({ primary_color: '#123456' }) })
    renderPage(['schoolConfig.read', 'schoolConfig.write'])
    await screen.findByTestId('schoolconfig-form')
    expect(input('config-primary_color').value).toBe('#123456')
    expect(input('config-registration_due_date_days').value).toBe('0')
    expect(input('config-skip_trial').checked).toBe(false)
    expect(screen.getByTestId('config-logo_url-empty')).toBeTruthy()
  })
})

describe('the trial fee in the settings form', () => {
  it('is typed in dollars with two decimals and sent as integer cents', async () => {
    const api = storingApi()
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
