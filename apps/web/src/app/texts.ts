import { provideTexts } from '../i18n'
import { enPublic } from './en-public'

// The shell starts with the texts every visitor's first page needs; the rest (every feature's) loads with the first
// screen that needs them, as a chunk of its own.
provideTexts(enPublic, () => import('./en-staff').then(({ enStaff }) => enStaff))
