import type { Readable } from 'node:stream'
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadObjectCommand,
  PutObjectCommand,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3'
import { getSignedUrl } from '@aws-sdk/s3-request-presigner'
import type { S3Config } from '../../config'
import type { StorageAdapter } from './adapter'

/**
 * Any S3-compatible bucket (AWS S3, MinIO, Ceph, R2) through presigned URLs: the browser PUTs to and GETs
 * from the bucket directly. The bucket needs CORS allowing PUT with Content-Type from the app's origin.
 */
export class S3Storage implements StorageAdapter {
  readonly kind = 's3'
  private readonly client: S3Client
  private readonly bucket: string

  constructor(config: S3Config) {
    this.bucket = config.bucket
    this.client = new S3Client({
      region: config.region,
      endpoint: config.endpoint,
      // MinIO and most self-hosted stores serve buckets by path, not by sub-domain.
      forcePathStyle: config.endpoint !== undefined,
      credentials:
        config.accessKeyId && config.secretAccessKey
          ? { accessKeyId: config.accessKeyId, secretAccessKey: config.secretAccessKey }
          : undefined,
      // Otherwise a presigned PUT carries the checksum of an empty body and every browser upload fails.
      requestChecksumCalculation: 'WHEN_REQUIRED',
      responseChecksumValidation: 'WHEN_REQUIRED',
    })
  }

  async put(key: string, body: Buffer, contentType: string): Promise<void> {
    await this.client.send(
      new PutObjectCommand({ Bucket: this.bucket, Key: key, Body: body, ContentType: contentType }),
    )
  }

  async head(key: string, bytes: number): Promise<{ head: Buffer; size: number } | null> {
    const size = await this.sizeOf(key)
    if (size === null) return null
    if (size === 0) return { head: Buffer.alloc(0), size }
    const object = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key, Range: `bytes=0-${bytes - 1}` }))
      .catch(missingAsNull)
    if (!object?.Body) return null
    return { head: Buffer.from(await object.Body.transformToByteArray()), size }
  }

  async stream(key: string): Promise<{ body: Readable; size: number } | null> {
    const object = await this.client
      .send(new GetObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch(missingAsNull)
    if (!object?.Body) return null
    // In Node the SDK's body is the response stream.
    return { body: object.Body as Readable, size: object.ContentLength ?? 0 }
  }

  async delete(key: string): Promise<void> {
    await this.client.send(new DeleteObjectCommand({ Bucket: this.bucket, Key: key }))
  }

  signedPutUrl(key: string, contentType: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(
      this.client,
      new PutObjectCommand({ Bucket: this.bucket, Key: key, ContentType: contentType }),
      // Signed, not just sent: the bucket refuses a PUT with another type, as the local storage does.
      { expiresIn: expiresInSeconds, signableHeaders: new Set(['content-type']) },
    )
  }

  signedGetUrl(key: string, expiresInSeconds: number): Promise<string> {
    return getSignedUrl(this.client, new GetObjectCommand({ Bucket: this.bucket, Key: key }), {
      expiresIn: expiresInSeconds,
    })
  }

  async close(): Promise<void> {
    this.client.destroy()
  }

  private async sizeOf(key: string): Promise<number | null> {
    const head = await this.client
      .send(new HeadObjectCommand({ Bucket: this.bucket, Key: key }))
      .catch(missingAsNull)
    return head ? (head.ContentLength ?? 0) : null
  }
}

function missingAsNull(error: unknown): null {
  if (error instanceof S3ServiceException && error.$metadata.httpStatusCode === 404) return null
  throw error
}
