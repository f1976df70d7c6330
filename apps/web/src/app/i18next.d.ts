import 'i18next'
import type { TextBundle } from './en'

// Keys are typed from the English bundle: a missing or misspelt key fails `npm run typecheck`.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation'
    resources: { translation: TextBundle }
  }
}
