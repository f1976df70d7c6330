import type { Translation } from '../../i18n/translation'
import type { accountEn } from './en'

/** 家长的账户页面（简体中文）. */
export const accountZh = {
  title: '我的账户',
  menu: '我的账户',
  profile: '个人资料',
  firstname: '名字',
  lastname: '姓氏',
  mobile: '手机号码',
  mobileHint: '新加坡手机号码：以 8 或 9 开头的 8 位数字。一次性验证码会发送到这里。',
  saveProfile: '保存个人资料',
  profileSaved: '您的个人资料已保存。',
  email: '电子邮件',
  emailCurrent: '您使用 {{email}} 登录。',
  newEmail: '新的电子邮件地址',
  sendCode: '发送验证码',
  codeSent:
    '我们已向 {{email}} 发送了 6 位验证码。请在此输入以确认新地址；在此之前，您仍使用当前的电子邮件登录。',
  code: '电子邮件中的验证码',
  confirmEmail: '确认新的电子邮件',
  anotherEmail: '使用其他地址',
  emailChanged: '您的电子邮件已改为 {{email}}。',
  password: '密码',
  passwordHelp: '更改后，您其他已登录的设备将被退出登录。',
  currentPassword: '当前密码',
  newPassword: '新密码',
  changePassword: '更改密码',
  passwordChanged: '您的密码已更改。',
  language: '语言',
  languageHelp: '应用程序、发给您的电子邮件和通知都使用此语言。',
  languageSaved: '您的语言已保存。',
  consents: '个人资料同意书',
  noConsents: '尚无同意记录。',
  consentEnquiry: '在 {{centre}} 的咨询',
  consentRegistration: '账户注册',
  consentGiven: '于 {{when}} 同意（通知版本 {{version}}）',
} satisfies Translation<typeof accountEn>
