import { cleanup, screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import type { PublicPagesContent } from './info-documents'
import PublicPagesSettingsPage from './PublicPagesSettingsPage'

const stored: PublicPagesContent = {
  published: true,
  introduction: '<p>Welcome</p>',
  documentsToPrepare: '',
  programmes: [
    { title: 'Full Day', description: '7am to 7pm', imageUrl: '/files/public/3/public_page_image/a.png' },
  ],
  faqs: [
    { question: 'First?', answer: '<p>One</p>' },
    { question: 'Second?', answer: '<p>Two</p>' },
  ],
  updatedAt: '2026-11-20T02:00:00.000Z',
}

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const render = () =>
  renderWithProviders(<PublicPagesSettingsPage />, {
    path: '/settings/publicpages',
    session: staffSession(['publicPages.draft', 'publicPages.write'], { fkSchool: 3 }),
  })

describe('PublicPagesSettingsPage', () => {
  it('saves the whole content in the order HQ arranged it, the stored picture kept as its address', async () => {
    let saved = stored
    const api = mockGraphQL({
      getPublicPagesForEdit: () => ({ data: { getPublicPagesForEdit: saved } }),
      savePublicPages: () => {
        // The reload after the save brings the new time saved: the form starts afresh, the notice stays.
        saved = { ...stored, updatedAt: '2026-11-28T02:00:00.000Z' }
        return { data: { savePublicPages: { updatedAt: saved.updatedAt } } }
      },
    })
    const { user } = render()
    const question = (await screen.findByTestId('public-faq-1-question')) as HTMLInputElement
    await user.clear(question)
    await user.type(question, 'Second, edited?')
    await user.click(screen.getAllByRole('button', { name: 'Move up' })[2])
    await user.click(screen.getByTestId('public-pages-save'))

    expect((await screen.findByTestId('public-pages-notice')).textContent).toContain(
      'The public pages are saved',
    )
    const { variables } = api.callsOf('savePublicPages')[0] as { variables: Record<string, unknown> }
    expect(variables).toEqual({
      IDSchool: 3,
      content: {
        published: true,
        introduction: '<p>Welcome</p>',
        documentsToPrepare: '',
        programmes: [
          { title: 'Full Day', description: '7am to 7pm', image: '/files/public/3/public_page_image/a.png' },
        ],
        faqs: [
          { question: 'Second, edited?', answer: '<p>Two</p>' },
          { question: 'First?', answer: '<p>One</p>' },
        ],
      },
    })
  })

  it('refuses a question left empty before asking the server', async () => {
    const api = mockGraphQL({ getPublicPagesForEdit: () => ({ data: { getPublicPagesForEdit: stored } }) })
    const { user } = render()
    await user.clear(await screen.findByTestId('public-faq-0-question'))
    await user.click(screen.getByTestId('public-pages-save'))
    expect(await screen.findByText('*Required')).toBeTruthy()
    expect(api.callsOf('savePublicPages')).toEqual([])
  })
})
