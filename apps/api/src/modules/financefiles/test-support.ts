import { SchoolConfigKey } from '@preschool/domain'
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { children, schoolConfigs } from '../../db/schema'
import { buildBankAccount } from '../../test/builders'
import { graphql } from '../../test/generated'
import { gql, testServer } from '../../test/server'
import { buildIssuedWorld } from '../finance/test-support'
import { pathOf } from '../holidays/test-support'

export const GENERATE = graphql(`
  mutation FinanceFilesGenerate($IDSchool: Int!, $month: Date!, $valueDate: Date!) {
    generateGiroDeductionArchive(IDSchool: $IDSchool, month: $month, valueDate: $valueDate) {
      ID
      status
      log
      rowCount
      totalAmount
      URL
    }
  }
`)

export const UPLOAD_URL = graphql(`
  mutation FinanceFilesUploadUrl($IDSchool: Int!, $filename: String!, $contentType: String!) {
    getFinanceDocumentUploadURL(IDSchool: $IDSchool, filename: $filename, contentType: $contentType) {
      Url
      Key
    }
  }
`)

export const UPLOAD_GIRO = graphql(`
  mutation FinanceFilesUploadGiro($IDSchool: Int!, $fileKey: String!) {
    uploadGiroFile(IDSchool: $IDSchool, fileKey: $fileKey) {
      ID
      status
      log
      rowCount
      totalAmount
    }
  }
`)

export const UPLOAD_SUBSIDY = graphql(`
  mutation FinanceFilesUploadSubsidy($IDSchool: Int!, $fileKey: String!) {
    uploadSubsidyFile(IDSchool: $IDSchool, fileKey: $fileKey) {
      ID
      status
      log
      rowCount
      totalAmount
    }
  }
`)

export const GIRO_FILES = graphql(`
  query FinanceFilesGiroList($IDSchool: Int!) {
    findAllUploadedGiroFiles(IDSchool: $IDSchool) {
      totalCount
      data {
        ID
        docType
        status
        log
        user
      }
    }
  }
`)

/** The finance world of the monthly run, issued for March 2027, with the school's GIRO account set and mandates. */
export async function buildGiroFilesWorld(opts: { retry?: boolean } = {}) {
  const w = await buildIssuedWorld()
  await w.school.db.insert(schoolConfigs).values([
    { fkSchool: w.school.id, key: SchoolConfigKey.giroOriginatorAccount, value: '7171/0012345678' },
    { fkSchool: w.school.id, key: SchoolConfigKey.giroRetryFailedDeduction, value: opts.retry ? '1' : '0' },
  ])
  await buildBankAccount(w.school, { childId: w.working.childId, status: 'approved' })
  const birthCertificate = `T${w.working.childId}X`
  await w.school.db.update(children).set({ birthCertificate }).where(eq(children.id, w.working.childId))
  return { ...w, birthCertificate }
}

/** Asks for a target as the web does and PUTs a CSV to it; answers the key. */
export async function uploadCsv(schoolId: number, token: string, text: string, filename = 'return.csv') {
  const { app } = await testServer()
  const target = await gql(UPLOAD_URL, { IDSchool: schoolId, filename, contentType: 'text/csv' }, token)
  expect(target.errors).toBeUndefined()
  const { Url, Key } = target.data!.getFinanceDocumentUploadURL
  const put = await app.inject({
    method: 'PUT',
    url: pathOf(Url),
    headers: { 'content-type': 'text/csv' },
    payload: Buffer.from(text),
  })
  expect(put.statusCode).toBe(200)
  return Key
}
