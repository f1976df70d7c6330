import { useTranslation } from 'react-i18next'
import type { Centre } from '../documents'

/** Pieces of a centre shared by the desktop table and the phone cards. */

/** The centre's address as written in Singapore: street, building, #floor-unit. */
export function formatAddress(centre: Centre): string {
  const [address] = centre.addresses
  if (!address) return '—'
  const unit =
    address.floor || address.unit ? `#${[address.floor, address.unit].filter(Boolean).join('-')}` : null
  return [address.address, address.building, unit].filter(Boolean).join(', ')
}

export const postcodeOf = (centre: Centre) => centre.addresses[0]?.postcode ?? '—'

/** How many levels the centre runs (counted by the server: a level with several programmes counts once). */
export function LevelCount({ centre }: { centre: Centre }) {
  const { t } = useTranslation()
  return t('centres.levelCount', { count: centre.levelCount })
}
