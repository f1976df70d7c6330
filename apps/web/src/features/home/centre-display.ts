import { Truncate } from '@preschool/domain'
import { truncate } from '../../lib/truncate'
import type { AccessibleCentre } from './documents'

/** The centre's first active address on one line, shortened to the spec's 95 characters. */
export function centreAddress(centre: AccessibleCentre): string | null {
  const address = centre.addresses.find((a) => a.active)
  if (!address) return null
  return truncate(
    [address.address, address.postcode, address.city].filter(Boolean).join(', '),
    Truncate.address,
  )
}
