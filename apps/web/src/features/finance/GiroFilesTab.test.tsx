import '../../i18n'
import { cleanup, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { installFakeXHR, sentRequest } from '../../components/upload/fake-xhr'
import { gqlError, mockGraphQL } from '../../test/graphql-mock'
import { renderWithProviders, staffSession } from '../../test/render'
import { buildFile, fileList } from './files-fixtures'
import GiroFilesTab from './GiroFilesTab'

beforeEach(() => {
  // Only Date: the month offered first is this month in Singapore.
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2027-03-02T02:00:00Z'))
})
afterEach(() => {
  cleanup()
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

const HQ = ['financeFiles.read', 'financeFiles.generate', 'financeFiles.upload']
const render = (permissions = HQ) =>
  renderWithProviders(<GiroFilesTab />, { session: staffSession(permissions, { fkSchool: 3 }) })

describe('the GIRO files tab', () => {
  it("makes this month's deduction archive, offers its download and lists it", async () => {
    const made = buildFile({ ID: 7, label: 'GIRO deductions March 2027' })
    let files = [buildFile({ ID: 2, label: 'GIRO refunds February 2027', docType: 'giro_refund' })]
    const api = mockGraphQL({
      findAllUploadedGiroFiles: () => fileList('findAllUploadedGiroFiles', files),
      generateGiroDeductionArchive: () => {
        files = [made, ...files]
        return { data: { generateGiroDeductionArchive: made } }
      },
    })
    const { user } = render()
    expect(await screen.findByText('GIRO refunds February 2027')).toBeTruthy()
    await user.clear(screen.getByTestId('finance-giro-value-date'))
    await user.type(screen.getByTestId('finance-giro-value-date'), '2027-03-05')
    await user.click(screen.getByTestId('finance-giro-generate-deduction'))
    const link = await screen.findByTestId('finance-giro-made-download')
    expect(link.getAttribute('href')).toBe(made.URL)
    expect(api.callsOf('generateGiroDeductionArchive')[0].variables).toEqual({
      IDSchool: 3,
      month: '2027-03-01',
      valueDate: '2027-03-05',
    })
    expect(await screen.findByTestId('finance-giro-files-file-7')).toBeTruthy()
    expect(screen.getByTestId('finance-giro-files-file-2')).toBeTruthy()
    expect(screen.getByTestId('finance-giro-files-download-7').getAttribute('href')).toBe(made.URL)
  })

  it("makes the refund archive and shows the server's refusal", async () => {
    const api = mockGraphQL({
      findAllUploadedGiroFiles: () => fileList('findAllUploadedGiroFiles', []),
      generateGiroRefundArchive: () => gqlError('There are no pending refunds to pay'),
    })
    const { user } = render()
    await user.click(await screen.findByTestId('finance-giro-generate-refund'))
    expect((await screen.findByTestId('finance-giro-generate-error')).textContent).toContain(
      'There are no pending refunds to pay',
    )
    expect(api.callsOf('generateGiroRefundArchive')[0].variables).toEqual({
      IDSchool: 3,
      valueDate: '2027-03-02',
    })
  })

  it('uploads a return file through getFinanceDocumentUploadURL, applies it and shows a refusal with its log', async () => {
    installFakeXHR()
    const target = { Url: 'http://127.0.0.1/files/upload/3/finance_document/r.csv?signature=s', Key: 'k9' }
    const refused = buildFile({
      ID: 9,
      label: 'return.csv',
      status: 'failed',
      docType: 'giro_return',
      URL: null,
      log: ['Line 3: unknown reference GD0000000042'],
    })
    let files: ReturnType<typeof buildFile>[] = []
    const api = mockGraphQL({
      findAllUploadedGiroFiles: () => fileList('findAllUploadedGiroFiles', files),
      getFinanceDocumentUploadURL: () => ({ data: { getFinanceDocumentUploadURL: target } }),
      uploadGiroFile: () => {
        files = [refused]
        return { data: { uploadGiroFile: refused } }
      },
    })
    const { user } = render()
    const apply = () => screen.getByTestId('finance-giro-upload-apply') as HTMLButtonElement
    await screen.findByTestId('finance-giro-upload')
    expect(apply().disabled).toBe(true)
    await user.upload(
      screen.getByTestId('finance-giro-upload-field-input'),
      new File(['reference,billReference\n'], 'return.csv', { type: 'text/csv' }),
    )
    const put = await sentRequest()
    expect(put).toMatchObject({ method: 'PUT', url: target.Url })
    expect(api.callsOf('getFinanceDocumentUploadURL')[0].variables).toEqual({
      IDSchool: 3,
      filename: 'return.csv',
      contentType: 'text/csv',
    })
    put.respond(200)
    await waitFor(() => expect(apply().disabled).toBe(false))
    await user.click(apply())
    expect((await screen.findByTestId('finance-files-notice')).textContent).toContain(
      'return.csv was refused',
    )
    expect(api.callsOf('uploadGiroFile')[0].variables).toEqual({ IDSchool: 3, fileKey: 'k9' })
    const log = await screen.findByTestId('finance-giro-files-log-9')
    expect(within(log).getByText('Line 3: unknown reference GD0000000042')).toBeTruthy()
    expect(screen.getAllByText('Refused').length).toBeGreaterThan(0)
  })

  it('shows only the list to those who may read but not make or upload files', async () => {
    mockGraphQL({ findAllUploadedGiroFiles: () => fileList('findAllUploadedGiroFiles', [buildFile()]) })
    render(['financeFiles.read'])
    expect(await screen.findByText('GIRO deductions March 2027')).toBeTruthy()
    expect(screen.queryByTestId('finance-giro-generate')).toBeNull()
    expect(screen.queryByTestId('finance-giro-upload')).toBeNull()
  })
})
