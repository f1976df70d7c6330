import { DEFAULT_CALLING_CODE } from '@preschool/domain'

/**
 * The calling codes the staff form offers: Singapore first (the default), then the region's neighbours and the
 * countries staff most often come from. Any code is valid on the server; these cover the choices in practice.
 */
const codes: readonly [code: string, region: string][] = [
  [DEFAULT_CALLING_CODE, 'SG'],
  ['+60', 'MY'],
  ['+62', 'ID'],
  ['+63', 'PH'],
  ['+66', 'TH'],
  ['+84', 'VN'],
  ['+95', 'MM'],
  ['+86', 'CN'],
  ['+852', 'HK'],
  ['+886', 'TW'],
  ['+91', 'IN'],
  ['+61', 'AU'],
  ['+44', 'GB'],
  ['+1', 'US'],
]

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' })

export const callingCodeOptions = codes.map(([code, region]) => ({
  value: code,
  label: `${code} ${regionNames.of(region) ?? region}`,
}))

/** The options with a stored code that is not in the list (so editing never drops it). */
export function callingCodesWith(current: string | undefined) {
  if (!current || callingCodeOptions.some((o) => o.value === current)) return callingCodeOptions
  return [...callingCodeOptions, { value: current, label: current }]
}
