import { NotifiableSymptomMsg } from '@preschool/domain'
import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import NotifiableSymptomsPage from './NotifiableSymptomsPage'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const render = () =>
  renderWithProviders(<NotifiableSymptomsPage />, {
    path: '/settings/notifiablesymptoms',
    session: staffSession(['attendance.symptoms', 'attendance.configureSymptoms'], { fkSchool: 3 }),
  })

describe('NotifiableSymptomsPage', () => {
  it('adds and removes symptoms and saves the list, trimmed', async () => {
    let list = ['Conjunctivitis', 'Chickenpox']
    const api = mockGraphQL({
      getNotifiableSymptoms: () => ({ data: { getNotifiableSymptoms: list } }),
      updateNotifiableSymptoms: (variables) => {
        list = (variables as { symptoms: string[] }).symptoms
        return { data: { updateNotifiableSymptoms: list } }
      },
    })
    const { user } = render()
    expect(((await screen.findByTestId('symptom-1')) as HTMLInputElement).value).toBe('Chickenpox')
    await user.click(screen.getByTestId('symptom-remove-0'))
    await user.click(screen.getByTestId('symptom-add'))
    await user.type(screen.getByTestId('symptom-1'), '  Rash ')
    await user.click(screen.getByTestId('symptoms-save'))

    expect((await screen.findByTestId('symptoms-notice')).textContent).toContain('Notifiable symptoms saved')
    expect(api.callsOf('updateNotifiableSymptoms')[0]).toMatchObject({
      variables: { IDSchool: 3, symptoms: ['Chickenpox', 'Rash'] },
    })
  })

  it('marks a repeated symptom on its row and sends nothing', async () => {
    const api = mockGraphQL({
      getNotifiableSymptoms: () => ({ data: { getNotifiableSymptoms: ['Rash'] } }),
      updateNotifiableSymptoms: () => ({ data: { updateNotifiableSymptoms: [] } }),
    })
    const { user } = render()
    await user.click(await screen.findByTestId('symptom-add'))
    await user.type(screen.getByTestId('symptom-1'), ' RASH')
    await user.click(screen.getByTestId('symptoms-save'))
    expect(await screen.findByText(NotifiableSymptomMsg.duplicate)).toBeTruthy()
    expect(api.callsOf('updateNotifiableSymptoms')).toEqual([])
  })
})
