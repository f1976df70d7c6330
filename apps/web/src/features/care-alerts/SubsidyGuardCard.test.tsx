import '../../i18n'
import { cleanup, screen, within } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import { SubsidyGuardCard } from './SubsidyGuardCard'

afterEach(cleanup)

const centres = [
  { ID: 1, label: 'Tampines' },
  { ID: 2, label: 'Jurong' },
]

describe('the subsidy guard card', () => {
  it('lists each centre’s children without attendance in the month, each opening the child’s attendance', async () => {
    mockGraphQL({
      getChildrenWithoutAttendance: (variables) => ({
        data: {
          getChildrenWithoutAttendance:
            variables.centreId === 1 && variables.month === '2030-03'
              ? [
                  {
                    childID: 11,
                    firstname: 'Aisha',
                    lastname: 'Tan',
                    enrolledFrom: '2029-01-02',
                    enrolledTo: null,
                  },
                  {
                    childID: 12,
                    firstname: 'Ben',
                    lastname: 'Lim',
                    enrolledFrom: '2029-01-02',
                    enrolledTo: '2030-03-15',
                  },
                ]
              : [],
        },
      }),
    })
    renderWithProviders(<SubsidyGuardCard centres={centres} month="2030-03-01" />, {
      session: staffSession(['attendance.subsidyGuard'], { fkSchool: 3 }),
    })
    const tampines = await screen.findByTestId('subsidy-guard-centre-1')
    expect(within(tampines).getByText('2 children at Tampines have no attendance')).toBeTruthy()
    expect(within(tampines).getByRole('link', { name: 'Aisha Tan' }).getAttribute('href')).toBe(
      '/details/child/11/attendance',
    )
    expect(within(screen.getByTestId('subsidy-guard-child-12')).getByText('left 15/03/2030')).toBeTruthy()
    expect((await screen.findByTestId('subsidy-guard-none-2')).textContent).toBe(
      'Every child at Jurong has attended this month.',
    )
  })
})
