import type { Translation } from '../i18n/translation'
import type { pdpaEn } from './pdpa-en'

/** 个人资料保护（PDPA）通知的文字（简体中文；通知正文本身是领域层的英文原文）. */
export const pdpaZh = {
  title: '个人资料（PDPA）',
  policyLink: '阅读隐私政策（在新标签页中打开）',
} satisfies Translation<typeof pdpaEn>
