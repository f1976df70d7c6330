import { cleanup, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { setLanguage } from '../../i18n'
import { readStore, writeStore } from '../../lib/store'
import { renderApp } from '../../shell/test/render-app'
import { enquiryRoutes as routes } from './routes'
import { enquiryFormNetwork as network } from './test-network'

describe('the enquiry form’s language', () => {
  beforeEach(() => writeStore({ fkSchool: 2 }))
  afterEach(async () => {
    cleanup()
    vi.unstubAllGlobals()
    localStorage.clear()
    await setLanguage('en', { remember: false })
  })

  it('switches to 中文 from the header: the form reads in Chinese, the page says so, the device remembers', async () => {
    network()
    renderApp('/enquiry', routes)
    const user = userEvent.setup()
    expect(await screen.findByRole('heading', { level: 1, name: 'Get Started' })).toBeTruthy()
    await user.click(screen.getByTestId('language-switcher'))
    await user.click(await screen.findByTestId('language-zh'))
    expect(await screen.findByRole('heading', { level: 1, name: '开始咨询' })).toBeTruthy()
    const form = screen.getByTestId('enquiry-form')
    expect(within(form).getByText('家长资料')).toBeTruthy()
    expect(within(form).getByRole('button', { name: '提交' })).toBeTruthy()
    expect(screen.getByTestId('public-login').textContent).toBe('登录')
    expect(document.documentElement.lang).toBe('zh')
    expect(readStore().language).toBe('zh')
  })
})
