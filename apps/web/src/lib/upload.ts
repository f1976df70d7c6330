import { checkUploadFile, contentTypeOf, Messages, type UploadPurpose } from '@preschool/domain'
import { offlineMessage } from './request'

/** An upload target as every upload-URL mutation answers it (spec: Url and Key). */
export interface UploadTarget {
  Url: string
  Key: string
}

/** What a feature's upload-URL mutation needs to know about the file. */
export interface UploadFileInfo {
  filename: string
  contentType: string
}

/** Obtains a target for a file: each feature passes its own mutation (getHolidayPhotoUploadURL, ...). */
export type GetUploadTarget = (file: UploadFileInfo) => Promise<UploadTarget>

/** A refusal the user can read: 'Invalid filetype', the size message or 'Something went wrong while uploading'. */
export class UploadError extends Error {
  override name = 'UploadError'
}

export interface UploadOptions {
  /** 0 to 100 as the bytes leave the browser. */
  onProgress?: (percent: number) => void
  signal?: AbortSignal
  /** The Content-Type to send: the one the target was asked for (defaults to the file's own). */
  contentType?: string
}

/**
 * PUTs the file to the target's URL with its content type (spec 000 section 7). Only status 200 is success;
 * anything else, a network failure or an abort rejects with 'Something went wrong while uploading' (with
 * 'You appear to be offline…', translated, when the browser knows it has no network).
 * XMLHttpRequest rather than fetch: only it reports upload progress.
 */
export function uploadFile(
  target: Pick<UploadTarget, 'Url'>,
  file: Blob,
  options: UploadOptions = {},
): Promise<void> {
  return new Promise((resolve, reject) => {
    const fail = () => reject(new UploadError(Messages.uploadFailed))
    if (options.signal?.aborted) return fail()
    const xhr = new XMLHttpRequest()
    xhr.open('PUT', target.Url)
    const contentType = options.contentType ?? file.type
    if (contentType) xhr.setRequestHeader('Content-Type', contentType)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(Math.min(100, Math.round((event.loaded / event.total) * 100)))
    }
    xhr.onload = () => {
      if (xhr.status !== 200) return fail()
      options.onProgress?.(100)
      resolve()
    }
    xhr.onerror = () => (navigator.onLine === false ? reject(new UploadError(offlineMessage())) : fail())
    xhr.onabort = fail
    xhr.ontimeout = fail
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true })
    xhr.send(file)
  })
}

/** The client-side check before asking for a target: the purpose's types ('Invalid filetype') and size. */
export function checkFile(purpose: UploadPurpose, file: File): string | null {
  return checkUploadFile(purpose, file)
}

/**
 * The whole upload of one chosen file: check it, obtain a target, PUT the bytes. Resolves with the key to
 * save on the entity; rejects with an UploadError (or the target mutation's own error).
 */
export async function uploadForPurpose(
  purpose: UploadPurpose,
  file: File,
  getTarget: GetUploadTarget,
  options: Omit<UploadOptions, 'contentType'> = {},
): Promise<string> {
  const problem = checkFile(purpose, file)
  if (problem) throw new UploadError(problem)
  const contentType = contentTypeOf(purpose, file)
  const target = await getTarget({ filename: file.name, contentType })
  await uploadFile(target, file, { ...options, contentType })
  return target.Key
}
