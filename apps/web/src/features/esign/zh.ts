import type { Translation } from '../../i18n/translation'
import type { esignEn } from './en'

/** 同意书（电子签名）文字（简体中文；家庭和员工看到的状态，以及签名页面）. */
export const esignZh = {
  title: '同意书',
  intro: '这里列出的每一位人士将依次通过发送到其电邮的链接签署注册表格。',
  applicantName: '您的姓名',
  applicantEmail: '您的电邮',
  spouseName: '配偶姓名（可选）',
  parentName: '家长姓名',
  parentEmail: '家长电邮',
  parentSpouseName: '家长配偶姓名（可选）',
  spouseEmail: '配偶电邮',
  centreSigns: '中心在家庭签署后签署（{{name}}）',
  send: '发送以供签署',
  status: '状态：{{status}}',
  participant: '{{order}}. {{name}}（{{role}}）',
  roleApplicant: '申请人',
  roleSpouse: '配偶',
  roleStaff: '中心',
  signedPdf: '打开已签署的表格',
  linksExpired: '签名链接已过期。请重新发送表格，从头开始。',
  signTitle: '签署：{{title}}',
  signingAs: '您以 {{name}} 的身份签署，是 {{count}} 位签署人中的第 {{order}} 位。',
  hash: '文件指纹（SHA-256）：{{hash}}',
  signature: '您的签名',
  agree: '我已阅读此表格，并同意以电子方式签署。',
  sign: '签署',
  signed: '谢谢。您的签名已记录。',
  signedNext: '下一位签署人已收到签名链接。',
} satisfies Translation<typeof esignEn>
