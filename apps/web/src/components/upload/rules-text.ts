import { formatBytes, UPLOAD_RULES, type UploadPurpose } from '@preschool/domain'
import type { TFunction } from 'i18next'

/** 'PDF or JPG, up to 1.5 MB': the purpose's rule, shown under the field before anything goes wrong. */
export function rulesText(t: TFunction, purpose: UploadPurpose): string {
  const names = UPLOAD_RULES[purpose].formats.map((f) => f.toUpperCase())
  const formats =
    names.length > 1 ? `${names.slice(0, -1).join(', ')} ${t('upload.or')} ${names.at(-1)}` : names[0]
  return t('upload.rules', { formats, size: formatBytes(UPLOAD_RULES[purpose].maxBytes) })
}
