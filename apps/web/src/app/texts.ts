import { provideTexts } from '../i18n'
import { enPublic } from './en-public'

// The shell starts with the English texts every visitor's first page needs; the rest (every feature's) loads with
// the first screen that needs them, as a chunk of its own. Another language's texts download only when chosen,
// each as chunks of their own (its first page's, then its other pages').
provideTexts(enPublic, () => import('./en-staff').then(({ enStaff }) => enStaff), {
  zh: {
    atStart: () => import('./zh-public').then(({ zhPublic }) => zhPublic),
    rest: () => import('./zh-parent').then(({ zhParent }) => zhParent),
    dayjs: () => import('dayjs/locale/zh-cn'),
    dayjsName: 'zh-cn',
  },
  ms: {
    atStart: () => import('./ms-public').then(({ msPublic }) => msPublic),
    rest: () => import('./ms-parent').then(({ msParent }) => msParent),
    dayjs: () => import('dayjs/locale/ms'),
    dayjsName: 'ms',
  },
  ta: {
    atStart: () => import('./ta-public').then(({ taPublic }) => taPublic),
    rest: () => import('./ta-parent').then(({ taParent }) => taParent),
    dayjs: () => import('dayjs/locale/ta'),
    dayjsName: 'ta',
  },
})
