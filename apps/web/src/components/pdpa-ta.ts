import type { Translation } from '../i18n/translation'
import type { pdpaEn } from './pdpa-en'

/** PDPA அறிவிப்பின் உரைகள் (தமிழ்; அறிவிப்பின் வாசகம் டொமைனுடையது). */
export const pdpaTa = {
  title: 'தனிப்பட்ட தரவு (PDPA)',
  policyLink: 'தனியுரிமைக் கொள்கையைப் படிக்கவும் (புதிய தாவலில் திறக்கும்)',
} satisfies Translation<typeof pdpaEn>
