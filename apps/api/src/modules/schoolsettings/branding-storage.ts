import type { Context } from '../../platform/context'
import { claimUploadedFile } from '../../platform/storage/files'
import type { BrandingFiles } from './branding'

/** Branding's file operations on the platform's storage: a claim names the configuration key in its message. */
export function brandingFiles(ctx: Context): BrandingFiles {
  return {
    async claim(tx, schoolId, key, purpose, field) {
      await claimUploadedFile(tx, ctx, { schoolId, key, purpose, field })
    },
  }
}
