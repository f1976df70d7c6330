import '../../i18n'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { installFakeXHR, sentRequest } from '../../components/upload/fake-xhr'
import { mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import { buildFile, fileList } from './files-fixtures'
import SubsidyFilesTab from './SubsidyFilesTab'

afterEach(() => {
  cleanup()
  vi.unstubAllGlobals()
})

const render = (permissions: string[]) =>
  renderWithProviders(<SubsidyFilesTab />, { session: staffSession(permissions, { fkSchool: 3 }) })

describe('the subsidy files tab', () => {
  it('documents the CSV header, uploads a file, applies it and lists it with its log', async () => {
    installFakeXHR()
    const target = { Url: 'http://127.0.0.1/files/upload/3/finance_document/s.csv?signature=s', Key: 'k5' }
    const applied = buildFile({
      ID: 5,
      label: 'subsidy-march.csv',
      status: 'applied',
      docType: 'subsidy',
      month: null,
      valueDate: null,
      log: ['2 credit notes, S$600.00'],
    })
    let files: ReturnType<typeof buildFile>[] = []
    const api = mockGraphQL({
      findAllUploadedSubsidyFiles: () => fileList('findAllUploadedSubsidyFiles', files),
      getFinanceDocumentUploadURL: () => ({ data: { getFinanceDocumentUploadURL: target } }),
      uploadSubsidyFile: () => {
        files = [applied]
        return { data: { uploadSubsidyFile: applied } }
      },
    })
    const { user } = render(['financeFiles.read', 'financeFiles.upload'])
    expect((await screen.findByTestId('finance-subsidy-header')).textContent).toContain(
      'birthCertificate,month,amountCents,remark',
    )
    await user.upload(
      screen.getByTestId('finance-subsidy-upload-field-input'),
      new File(['birthCertificate,month,amountCents,remark\n'], 'subsidy-march.csv', { type: 'text/csv' }),
    )
    ;(await sentRequest()).respond(200)
    const apply = () => screen.getByTestId('finance-subsidy-upload-apply') as HTMLButtonElement
    await waitFor(() => expect(apply().disabled).toBe(false))
    await user.click(apply())
    expect((await screen.findByTestId('finance-files-notice')).textContent).toContain(
      'subsidy-march.csv was applied',
    )
    expect(api.callsOf('uploadSubsidyFile')[0].variables).toEqual({ IDSchool: 3, fileKey: 'k5' })
    const log = await screen.findByTestId('finance-subsidy-files-log-5')
    expect(within(log).getByText('2 credit notes, S$600.00')).toBeTruthy()
    expect(screen.getAllByText('Applied').length).toBeGreaterThan(0)
  })

  it('offers no upload to staff who may only read the files', async () => {
    mockGraphQL({
      findAllUploadedSubsidyFiles: () =>
        fileList('findAllUploadedSubsidyFiles', [
          buildFile({ label: 'subsidy-feb.csv', docType: 'subsidy' }),
        ]),
    })
    render(['financeFiles.read'])
    expect(await screen.findByText('subsidy-feb.csv')).toBeTruthy()
    expect(screen.queryByTestId('finance-subsidy-upload')).toBeNull()
  })
})
