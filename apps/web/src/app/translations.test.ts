import { describe, expect, it } from 'vitest'
import { enPublic } from './en-public'
import { enStaff } from './en-staff'

/** Every text of a bundle with its key, nested groups flattened. */
function texts(bundle: object, prefix = ''): [string, string][] {
  return Object.entries(bundle).flatMap(([key, value]) =>
    typeof value === 'string' ? [[`${prefix}${key}`, value]] : texts(value as object, `${prefix}${key}.`),
  )
}

const placeholders = (text: string) =>
  [...text.matchAll(/\{\{\s*(\w+)\s*\}\}/g)].map((match) => match[1]).sort()

// The bundles as the app downloads them (app/texts.ts's loaders), not as the type check sees them.
const languages = {
  zh: {
    atStart: () => import('./zh-public').then((m) => m.zhPublic),
    rest: () => import('./zh-parent').then((m) => m.zhParent),
  },
  ms: {
    atStart: () => import('./ms-public').then((m) => m.msPublic),
    rest: () => import('./ms-parent').then((m) => m.msParent),
  },
  ta: {
    atStart: () => import('./ta-public').then((m) => m.taPublic),
    rest: () => import('./ta-parent').then((m) => m.taParent),
  },
}

/** The English of the same groups as a translation (the parents' groups are those each language lists). */
function englishOf(translation: object, english: object) {
  return Object.fromEntries(
    Object.keys(translation).map((group) => [group, english[group as keyof typeof english]]),
  )
}

describe.each(Object.entries(languages))('the %s bundles', (_language, load) => {
  it.each([
    ['first page', load.atStart, enPublic],
    ['parents’ screens', load.rest, enStaff],
  ] as const)(
    'have every English key of the %s and no other, with the same placeholders',
    async (_part, loader, english) => {
      const translation = await loader()
      const mine = texts(translation)
      const theirs = texts(englishOf(translation, english))
      expect(mine.map(([key]) => key).sort()).toEqual(theirs.map(([key]) => key).sort())
      const englishByKey = new Map(theirs)
      for (const [key, text] of mine) {
        expect(text.trim(), key).not.toBe('')
        expect(placeholders(text), key).toEqual(placeholders(englishByKey.get(key)!))
      }
    },
  )

  it('translate the whole first page (every group a visitor loads at start)', async () => {
    expect(Object.keys(await load.atStart()).sort()).toEqual(Object.keys(enPublic).sort())
  })
})

describe('the parents’ groups', () => {
  it('are the same in every language, and each is a group of the English bundle', async () => {
    const [zh, ms, ta] = await Promise.all(Object.values(languages).map((language) => language.rest()))
    expect(Object.keys(ms)).toEqual(Object.keys(zh))
    expect(Object.keys(ta)).toEqual(Object.keys(zh))
    for (const group of Object.keys(zh)) expect(Object.keys(enStaff)).toContain(group)
  })

  it('include every group of the parents’ screens (enquiry, registration, the child’s days and the kiosk, money and paying an invoice, events, messages, /intro and /parentinfo, and the server’s refusals)', async () => {
    const parentsRead = [
      'home',
      'auth',
      'account',
      'parentEnquiries',
      'registration',
      'payment',
      'cardPayment',
      'invoicePayment',
      'kiosk',
      'esign',
      'giro',
      'parentApp',
      'documents',
      'attendance',
      'pickups',
      'leave',
      'finance',
      'withdrawals',
      'transfers',
      'events',
      'eventPhotos',
      'broadcasts',
      'publicInfo',
      'refusals',
    ]
    for (const language of Object.values(languages)) {
      expect(Object.keys(await language.rest()).sort()).toEqual([...parentsRead].sort())
    }
  })
})
