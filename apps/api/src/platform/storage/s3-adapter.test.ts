import { describe, expect, it } from 'vitest'
import { loadConfig } from '../../config'
import { createStorage } from './adapter'
import { S3Storage } from './s3-adapter'

const key = '3/registration_document/0b8f2a64-1f0e-4f53-9a47-2d0f3c1e9b11.pdf'

/** Presigning is local computation: these run without a bucket. */
describe('S3 storage', () => {
  const config = loadConfig({
    S3_BUCKET: 'preschool-files',
    S3_REGION: 'ap-southeast-1',
    S3_ENDPOINT: 'http://minio.test:9000',
    S3_ACCESS_KEY_ID: 'minio',
    S3_SECRET_ACCESS_KEY: 'minio-secret',
  })

  it('is chosen when S3_BUCKET is set, the local folder otherwise', () => {
    expect(createStorage(config)).toBeInstanceOf(S3Storage)
    expect(config.s3).toEqual({
      bucket: 'preschool-files',
      region: 'ap-southeast-1',
      endpoint: 'http://minio.test:9000',
      accessKeyId: 'minio',
      secretAccessKey: 'minio-secret',
    })
    expect(loadConfig({}).s3).toBeUndefined()
  })

  it('presigns a path-style PUT bound to the content type, without a checksum of an empty body', async () => {
    const storage = createStorage(config)
    const url = new URL(await storage.signedPutUrl(key, 'application/pdf', 900))
    expect(url.origin).toBe('http://minio.test:9000')
    expect(url.pathname).toBe(`/preschool-files/${key}`)
    expect(url.searchParams.get('X-Amz-Expires')).toBe('900')
    expect(url.searchParams.get('X-Amz-Credential')).toMatch(
      /^minio\/\d{8}\/ap-southeast-1\/s3\/aws4_request$/,
    )
    expect(url.searchParams.get('X-Amz-SignedHeaders')?.split(';')).toContain('content-type')
    expect([...url.searchParams.keys()].some((k) => k.toLowerCase().startsWith('x-amz-checksum'))).toBe(false)
    await storage.close()
  })

  it('presigns a GET for ten minutes', async () => {
    const storage = createStorage(config)
    const url = new URL(await storage.signedGetUrl(key, 600))
    expect(url.pathname).toBe(`/preschool-files/${key}`)
    expect(url.searchParams.get('X-Amz-Expires')).toBe('600')
    await storage.close()
  })
})
