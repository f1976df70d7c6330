import { cleanup, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { ConsentMsg, ErrorCode, Messages, PDPA_NOTICE_VERSION, singaporeToday, V } from '@preschool/domain'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { writeStore } from '../../lib/store'
import { buildMe, meReply } from '../../shell/test/fixtures'
import { renderApp } from '../../shell/test/render-app'
import { type GraphQLReply, mockGraphQL } from '../../test/graphql-mock'
import { enquiryRoutes as routes } from './routes'

const config = (values: Record<string, string>) => ({
  data: {
    findAllSchoolConfig: {
      totalCount: Object.keys(values).length,
      data: Object.entries(values).map(([key, value], i) => ({ ID: i + 1, fkSchool: 2, key, value })),
    },
    findSchool: { ID: 2, name: 'Bright Horizons' },
  },
})

const codes = (category: string, labels: string[]) => ({
  category,
  codes: labels.map((label, i) => ({ ID: i + 1, label, description: `${label} (in full)` })),
})

const centre = (ID: number, label: string, distance: number) => ({
  ID,
  label,
  code: `BH-${ID}`,
  distance,
  addresses: [{ ID, address: `Blk ${ID} Shunfu Road`, postcode: '570320', lat: 1.35, lng: 103.83 }],
})

function network(newEnquiry: () => GraphQLReply, extra: Parameters<typeof mockGraphQL>[0] = {}) {
  return mockGraphQL({
    findAllSchoolConfig: () => config({ radius_centre_search: '1', enrolment_period_in_mth: '3' }),
    codesByLabelFkSchool: () => ({
      data: {
        codesByLabelFkSchool: [
          codes('Nationality', ['Singapore Citizen']),
          codes('Race', ['Chinese']),
          codes('Household_Income_Range', ['Below $3,000']),
          codes('workplace_staff', ['Yes', 'No']),
        ],
      },
    }),
    suggestLevel: () => ({
      data: { suggestLevel: { ID: 3, label: 'Nursery 1', programs: [{ ID: 31, label: 'Full Day' }] } },
    }),
    isExistingParent: () => ({ data: { isExistingParent: false } }),
    isExistingChild: () => ({ data: { isExistingChild: false } }),
    geocodePostalCode: () => ({
      data: {
        geocodePostalCode: { postalCode: '570320', address: 'Blk 320 Shunfu Road', lat: 1.35, lng: 103.83 },
      },
    }),
    findAllCentreByDistance: () => ({
      data: {
        findAllCentreByDistance: {
          totalCount: 2,
          data: [centre(8, 'Bright Horizons @ Ghim Moh', 6.9), centre(7, 'Bright Horizons @ Shunfu', 0.1)],
        },
      },
    }),
    newEnquiry,
    ...extra,
  })
}

async function fillForm(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByTestId('enquiry-form')
  // A whole value at once, as a pasted or autofilled field arrives: typing it key by key re-rendered the whole form
  // for every character, which made this file take minutes on a loaded machine (the keystroke rules have their own
  // tests below).
  const type = async (testId: string, text: string) => {
    await user.click(screen.getByTestId(testId))
    await user.paste(text)
  }
  await type('parent-first-name', 'Mei')
  await type('parent-last-name', 'Lim')
  await type('parent-email', 'Mei.Lim@Example.com')
  await type('parent-confirm-email', 'mei.lim@example.com')
  await type('parent-mobile-number', '91234567')
  await user.selectOptions(await screen.findByTestId('parent-workplace-staff'), 'No')
  await type('child-first-name', 'Kai')
  await type('child-last-name', 'Lim')
  await user.type(screen.getByTestId('child-date-of-birth'), '2024-03-10')
  await type('child-birth-certificate', 't1234567j')
  await user.selectOptions(screen.getByTestId('child-nationality'), 'Singapore Citizen')
  const month = screen.getByTestId('child-enrolment-plan').querySelectorAll('option')[2].value
  await user.selectOptions(screen.getByTestId('child-enrolment-plan'), month)
  // The level's only programme is chosen for the family.
  await waitFor(() => expect(screen.getByTestId('child-programme')).toHaveProperty('value', '31'))
  await user.type(await screen.findByTestId('radius-search-input'), '570320')
  await user.click(await screen.findByTestId('centre-option-7'))
  await user.click(screen.getByTestId('enquiry-pdpa'))
  return month
}

describe('EnquiryFormPage', () => {
  // The school the visitor came for (the query string is read from the browser's address, not the test router's).
  beforeEach(() => writeStore({ fkSchool: 2 }))
  afterEach(() => {
    cleanup()
    vi.unstubAllGlobals()
    localStorage.clear()
  })

  it('sends the spec payload for the chosen centre and shows the success page', async () => {
    const api = network(() => ({
      data: {
        newEnquiry: {
          success: true,
          error: null,
          data: [{ ID: 90, centre: { ID: 7, label: 'Bright Horizons @ Shunfu', code: 'BH-7' } }],
        },
      },
    }))
    const user = userEvent.setup()
    const app = renderApp('/enquiry?fkSchool=2', routes)
    const month = await fillForm(user)
    // Nearest first, whatever order the answer had.
    const rows = screen.getAllByTestId(/^radius-result-/).map((row) => row.dataset.testid)
    expect(rows).toEqual(['radius-result-7', 'radius-result-8'])

    await waitFor(() => expect(screen.getByTestId('enquiry-submit')).toHaveProperty('disabled', false))
    await user.click(screen.getByTestId('enquiry-submit'))
    await screen.findByTestId('enquiry-success')
    expect(app.location()).toBe('/enquiry/success')
    expect(screen.getByTestId('enquiry-success-centres').textContent).toContain('Bright Horizons @ Shunfu')

    const [call] = api.callsOf('newEnquiry')
    expect(call.variables).toMatchObject({
      schoolID: 2,
      email: 'mei.lim@example.com',
      phoneNumberCountryCode: '+65',
      phoneNumber: '91234567',
      centreIDs: [7],
      pdpaConsentVersion: PDPA_NOTICE_VERSION,
      enquiry: {
        fkCentre: 1,
        fkProgram: 31,
        fkLevel: 3,
        firstname: 'Mei',
        childFirstname: 'Kai',
        enrollmentPlan: `${month}-01`,
        birthCertificate: 'T1234567J',
        childNationality: 'Singapore Citizen',
        childRace: null,
        householdIncomeRange: null,
        workplaceStaff: 'No',
      },
    })
    expect((call.variables.enquiry as { childBirthdate: string }).childBirthdate).toMatch(
      /^2024-03-10 \d{2}:\d{2}:\d{2}$/,
    )
    // The email was checked once typing paused, with the lower-cased address.
    expect(api.callsOf('isExistingParent').at(-1)?.variables).toEqual({ email: 'mei.lim@example.com' })
    expect(api.callsOf('suggestLevel')[0].variables).toMatchObject({ IDSchool: 2, dateOfBirth: '2024-03-10' })
  })

  it('needs the PDPA notice agreed to, and links the school’s privacy policy', async () => {
    const api = network(() => ({ data: null }), {
      findAllSchoolConfig: () =>
        config({ radius_centre_search: '1', enrolment_period_in_mth: '3', privacy_policy_url: '/privacy' }),
    })
    const user = userEvent.setup()
    renderApp('/enquiry?fkSchool=2', routes)
    await fillForm(user)
    // fillForm ticked it: untick, then submit.
    await user.click(screen.getByTestId('enquiry-pdpa'))
    await waitFor(() => expect(screen.getByTestId('enquiry-submit')).toHaveProperty('disabled', false))
    await user.click(screen.getByTestId('enquiry-submit'))
    expect((await screen.findByTestId('enquiry-pdpa-error')).textContent).toBe(ConsentMsg.required)
    expect(api.callsOf('newEnquiry')).toHaveLength(0)
    expect(screen.getByTestId('enquiry-pdpa-policy').getAttribute('href')).toBe('/privacy')
  })

  it("shows a refusal in the error line in the catalogue's wording", async () => {
    network(() => ({
      data: {
        newEnquiry: {
          success: false,
          data: null,
          error: [{ message: "Duplicate entry 'mei.lim@example.com' for key 'email'", code: 'CONFLICT' }],
        },
      },
    }))
    const user = userEvent.setup()
    renderApp('/enquiry?fkSchool=2', routes)
    await fillForm(user)
    await waitFor(() => expect(screen.getByTestId('enquiry-submit')).toHaveProperty('disabled', false))
    await user.click(screen.getByTestId('enquiry-submit'))
    expect((await screen.findByTestId('enquiry-error')).textContent).toBe(Messages.duplicateEntry)
  })

  it('shows a refused email (E014) at the email field with the login link, until it is changed', async () => {
    network(() => ({
      data: {
        newEnquiry: {
          success: false,
          data: null,
          error: [
            {
              message: 'Duplicate entry: an account already uses this email',
              code: ErrorCode.ExistingParent,
            },
          ],
        },
      },
    }))
    const user = userEvent.setup()
    renderApp('/enquiry?fkSchool=2', routes)
    await fillForm(user)
    await waitFor(() => expect(screen.getByTestId('enquiry-submit')).toHaveProperty('disabled', false))
    await user.click(screen.getByTestId('enquiry-submit'))
    expect((await screen.findByTestId('enquiry-error')).textContent).toBe(Messages.existingAccountEmail)
    const existing = await screen.findByTestId('existing-parent')
    expect(existing.textContent).toContain(Messages.existingAccountEmail)
    expect(existing.textContent).toContain('or use another email address')
    expect(screen.getByTestId('existing-parent-login').getAttribute('href')).toMatch(/^\/login\?redirect=/)
    await user.type(screen.getByTestId('parent-email'), 'x')
    await waitFor(() => expect(screen.queryByTestId('existing-parent')).toBeNull())
  })

  it('refetches the centres and clears the chosen ones when the nationality changes', async () => {
    const api = network(() => ({ data: null }))
    const user = userEvent.setup()
    renderApp('/enquiry?fkSchool=2', routes)
    await fillForm(user)
    const chosen = screen.getByTestId('centre-option-7') as HTMLInputElement
    await waitFor(() => expect(chosen.checked).toBe(true))
    expect(api.callsOf('findAllCentreByDistance').at(-1)?.variables).toMatchObject({
      filter: { nationality: 'Singapore Citizen' },
    })
    await user.selectOptions(screen.getByTestId('child-nationality'), '')
    await waitFor(() => expect(screen.getByTestId('centre-option-7')).toHaveProperty('checked', false))
    await waitFor(() =>
      expect(
        (api.callsOf('findAllCentreByDistance').at(-1)?.variables.filter as Record<string, unknown>)
          .nationality,
      ).toBeUndefined(),
    )
  })

  it('checks the confirmation again when the email changes, and the mobile when the country code changes', async () => {
    network(() => ({ data: null }))
    const user = userEvent.setup()
    renderApp('/enquiry?fkSchool=2', routes)
    await screen.findByTestId('enquiry-form')
    await user.type(screen.getByTestId('parent-email'), 'mei@example.com')
    await user.type(screen.getByTestId('parent-confirm-email'), 'lim@example.com')
    await user.tab()
    expect(await screen.findByText(V.confirmEmailDifferent)).toBeTruthy()
    await user.clear(screen.getByTestId('parent-email'))
    await user.type(screen.getByTestId('parent-email'), 'lim@example.com')
    await waitFor(() => expect(screen.queryByText(V.confirmEmailDifferent)).toBeNull())

    // Only a Singapore mobile takes the one-time code: with +60 the number is refused, with +65 it is fine.
    await user.selectOptions(screen.getByTestId('parent-mobile-country-code'), '+60')
    await user.type(screen.getByTestId('parent-mobile-number'), '91234567')
    await user.tab()
    expect(await screen.findByText(V.mobileInvalidEnquiry)).toBeTruthy()
    await user.selectOptions(screen.getByTestId('parent-mobile-country-code'), '+65')
    await waitFor(() => expect(screen.queryByText(V.mobileInvalidEnquiry)).toBeNull())
  })

  it("checks a signed-in parent's birth certificate too: another family's child is refused, without a login link", async () => {
    writeStore({ fkSchool: 2, userToken: 'token' })
    const api = network(() => ({ data: null }), {
      me: () => meReply(buildMe({ fkSchool: 2, email: 'mei@example.com', mobilePhone: '91234567' })),
      findSidebarMenuByUser: () => ({ data: { findSidebarMenuByUser: [] } }),
      getNotifications: () => ({ data: { getNotifications: { unreadCount: 0, totalCount: 0, data: [] } } }),
      isExistingChild: () => ({ data: { isExistingChild: true } }),
    })
    const user = userEvent.setup()
    renderApp('/parentenquiry?fkSchool=2', routes)
    await screen.findByTestId('enquiry-form')
    expect(screen.getByTestId('parent-email')).toHaveProperty('value', 'mei@example.com')
    await user.type(screen.getByTestId('child-birth-certificate'), 't1234567j')
    await user.tab()
    expect(await screen.findByText(Messages.existingAccountNric)).toBeTruthy()
    expect(screen.queryByTestId('existing-child-login')).toBeNull()
    expect(api.callsOf('isExistingChild').at(-1)?.variables).toEqual({
      birthCertificate: 'T1234567J',
      fkSchool: 2,
    })
  })

  it('treats a date of birth after today as unborn: no birth certificate, shown as -', async () => {
    network(() => ({ data: null }))
    const user = userEvent.setup()
    renderApp('/enquiry?fkSchool=2', routes)
    await screen.findByTestId('enquiry-form')
    const certificate = screen.getByTestId('child-birth-certificate') as HTMLInputElement
    await user.type(certificate, 's1234567d')
    expect(certificate.value).toBe('S1234567D')
    const nextYear = Number(singaporeToday().slice(0, 4)) + 1
    await user.type(screen.getByTestId('child-date-of-birth'), `${nextYear}-01-15`)
    expect(certificate.disabled).toBe(true)
    expect(certificate.value).toBe('-')
    expect((screen.getByTestId('child-unborn') as HTMLInputElement).checked).toBe(true)
  })
})
