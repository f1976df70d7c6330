import { COPYRIGHT_YEAR } from '@preschool/domain'
import type { Translation } from '../i18n/translation'
import type { shellEn } from './en'

/** 外框文字（简体中文）：页眉、菜单、通知、错误和状态页面. */
export const shellZh = {
  notifications: '通知',
  noNotifications: '您没有任何通知',
  faq: '常见问题',
  logout: '退出登录',
  menu: '菜单',
  copyright: `© ${COPYRIGHT_YEAR} Preschool Platform。保留所有权利。`,
  scrollTop: '返回顶部',
  noAccess: '您没有足够的权限查看此内容',
  notFoundTitle: '找不到页面',
  notFoundBody: '您要找的页面不存在或已被移动。',
  goHome: '前往主页',
  goToLogin: '前往登录',
  noAccessBody: '如果您需要此页面，请向管理员申请权限。',
  chunkErrorTitle: '无法加载此页面',
  chunkErrorBody: '应用的一部分加载时间过长或已经更新。请检查网络连接，然后重新加载页面。',
  reload: '重新加载页面',
  tryAgain: '再试一次',
  defaultSchoolName: '幼儿园',
  homeLink: '{{school}} 主页',
  userMenu: '{{name}} 的账户菜单',
  account: '账户',
  toggleMenu: '显示或隐藏菜单',
  faqLink: '常见问题（在新标签页中打开）',
  unreadCount: '{{count}} 条新通知',
  notificationsUnread: '通知，{{count}} 条未读',
  skipToContent: '跳到主要内容',
  login: '登录',
  languageMenu: '语言：{{language}}。选择其他语言',
  offline: '您似乎已离线。请检查网络连接，然后重试。',
} satisfies Translation<typeof shellEn>
