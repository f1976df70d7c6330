import { type Language, SchoolConfigKey } from '@preschool/domain'
import { and, eq, inArray } from 'drizzle-orm'
import type { DbOrTx } from '../../db/client'
import { schoolConfigs, schools } from '../../db/schema'
import { MAIL_TEXTS } from '../i18n/mail-texts'
import { escapeHtml } from './html'

/** How a school's emails look: its name, primary colour and logo, from the school configuration. */
export interface MailTheme {
  schoolId: number
  schoolName: string
  primaryColor: string
  /** An absolute address of the logo, or null without one. */
  logoUrl: string | null
  /** The app's address, for links back to this school's pages. */
  publicUrl: string
}

/** The app's default primary colour, when the school has none (or an unreadable one). */
const DEFAULT_PRIMARY = '#1f6fb2'
/** Only a hex colour reaches the email's style attributes: the value is configuration, not trusted markup. */
const HEX_COLOUR = /^#(?:[0-9a-f]{3}|[0-9a-f]{6})$/i

/**
 * The school's mail theme in one statement pair (the school and its two theme keys). A relative logo address (the
 * demo's /brand/...) is made absolute, since an email is read outside the app.
 */
export async function loadMailTheme(db: DbOrTx, schoolId: number, publicUrl: string): Promise<MailTheme> {
  const [[school], rows] = await Promise.all([
    db.select({ name: schools.name }).from(schools).where(eq(schools.id, schoolId)),
    db
      .select({ key: schoolConfigs.key, value: schoolConfigs.value })
      .from(schoolConfigs)
      .where(
        and(
          eq(schoolConfigs.fkSchool, schoolId),
          inArray(schoolConfigs.key, [SchoolConfigKey.primaryColor, SchoolConfigKey.logoUrl]),
        ),
      ),
  ])
  const value = (key: string) => rows.find((r) => r.key === key)?.value.trim() ?? ''
  const colour = value(SchoolConfigKey.primaryColor)
  const logo = value(SchoolConfigKey.logoUrl)
  return {
    schoolId,
    schoolName: school?.name ?? '',
    primaryColor: HEX_COLOUR.test(colour) ? colour : DEFAULT_PRIMARY,
    logoUrl: !logo
      ? null
      : /^https?:\/\//i.test(logo)
        ? logo
        : logo.startsWith('/')
          ? `${publicUrl}${logo}`
          : null,
    publicUrl,
  }
}

/**
 * A link to a page of the app for this school: every emailed link carries the school (?fkSchool=N), so the page
 * it opens wears the school's brand rather than the header's fallback school.
 */
export function schoolLink(theme: Pick<MailTheme, 'schoolId' | 'publicUrl'>, path: string): string {
  return `${theme.publicUrl}${path}${path.includes('?') ? '&' : '?'}fkSchool=${theme.schoolId}`
}

export interface MailContent {
  /** 'Hi Jane,' */
  greeting: string
  /** Paragraphs before the button. */
  intro: string[]
  action?: { label: string; link: string; showAddress?: boolean }
  /** Paragraphs after the button. */
  outro?: string[]
  /** The reader's language, for the layout's own words (the sign-off); English unless given. */
  language?: Language
}

/**
 * The one layout of every email: a header with the school's logo (or name) on its primary colour, the words, a
 * button in the primary colour, and a footer with the school's name. The plain text version says the same.
 */
export function renderEmail(theme: MailTheme, content: MailContent): { text: string; html: string } {
  const { greeting, intro, action, outro = [], language = 'en' } = content
  const words = MAIL_TEXTS[language]
  const signOff = [words.signOff, theme.schoolName]
  const text = [
    greeting,
    ...intro,
    ...(action ? [`${action.label}: ${action.link}`] : []),
    ...outro,
    signOff.join('\n'),
  ].join('\n\n')
  const p = (line: string) => `<p style="margin: 0 0 16px">${escapeHtml(line)}</p>`
  const colour = theme.primaryColor
  const brand = theme.logoUrl
    ? `<img src="${escapeHtml(theme.logoUrl)}" alt="${escapeHtml(theme.schoolName)}" height="48" style="display: block; height: 48px; max-width: 240px; background: #fff; border-radius: 4px; padding: 4px">`
    : `<span style="font-size: 20px; font-weight: 700; color: #fff">${escapeHtml(theme.schoolName)}</span>`
  const button = action
    ? [
        `<p style="margin: 0 0 16px"><a href="${escapeHtml(action.link)}" data-role="action" style="display: inline-block; padding: 10px 18px; background: ${colour}; color: #fff; border-radius: 4px; text-decoration: none; font-weight: 700">${escapeHtml(action.label)}</a></p>`,
        action.showAddress
          ? `<p style="margin: 0 0 16px; font-size: 13px; color: #555; word-break: break-all">${escapeHtml(words.copyAddress)} ${escapeHtml(action.link)}</p>`
          : '',
      ].join('')
    : ''
  const html = [
    '<!doctype html><html><body style="margin: 0; background: #f4f4f4; font-family: Lato, Arial, sans-serif; line-height: 1.5; color: #222">',
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0"><tr><td align="center" style="padding: 24px 8px">',
    '<table role="presentation" width="100%" cellspacing="0" cellpadding="0" style="max-width: 600px; background: #fff; border-radius: 6px; overflow: hidden">',
    `<tr><td data-role="header" style="background: ${colour}; padding: 16px 24px">${brand}</td></tr>`,
    `<tr><td style="padding: 24px">${p(greeting)}${intro.map(p).join('')}${button}${outro.map(p).join('')}`,
    `<p style="margin: 0">${signOff.map(escapeHtml).join('<br>')}</p></td></tr>`,
    `<tr><td data-role="footer" style="border-top: 4px solid ${colour}; padding: 12px 24px; font-size: 13px; color: #555">${escapeHtml(theme.schoolName)}</td></tr>`,
    '</table></td></tr></table></body></html>',
  ].join('\n')
  return { text, html }
}
