import { type ReactNode, use } from 'react'
import { loadAllTexts } from '../../i18n'

/** Shows its children once every feature's texts are loaded (suspends until then: inside a ScreenFrame). */
export function AllTexts({ children }: { children: ReactNode }) {
  use(loadAllTexts())
  return children
}
