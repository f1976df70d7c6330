import { Truncate } from '@preschool/domain'
import type { AccessibleCentre } from './documents'

const truncate = (text: string, max: number) => (text.length > max ? `${text.slice(0, max - 1)}…` : text)

/** The centre's first active address on one line, shortened to the spec's 95 characters. */
export function centreAddress(centre: AccessibleCentre): string | null {
  const address = centre.addresses.find((a) => a.active)
  if (!address) return null
  return truncate(
    [address.address, address.postcode, address.city].filter(Boolean).join(', '),
    Truncate.address,
  )
}
