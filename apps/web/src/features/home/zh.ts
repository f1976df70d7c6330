import type { Translation } from '../../i18n/translation'
import type { homeEn } from './en'

/** 主页文字（简体中文；家长和员工主页）. */
export const homeZh = {
  parentTitle: '您好，{{name}}',
  parentSubtitle: '您家庭在我们这里的一切，尽在一处。',
  children: '您的孩子',
  childrenHelp: '选择一个孩子，在整个应用中查看他/她的信息。',
  dateOfBirth: '出生日期',
  currentClass: '班级',
  noClass: '尚未分班',
  selected: '已选择',
  viewProfile: '查看{{name}}的资料',
  noChildren: '您还没有在我们这里登记的孩子。请先提交咨询，我们会一步步引导您。',
  newEnquiryTitle: '为新孩子咨询',
  newEnquiryBody: '告诉我们您孩子的情况，并选择最多 3 所您想参观的中心。',
  getStarted: '开始咨询',
  principalTitle: '欢迎，{{name}}',
  hqScope: '总部',
  centreScope: '中心管理层',
  centres: '您的中心',
  centresHelp: '您可以管理的中心。',
  noCentres: '您还没有被分配任何中心。',
  settings: '设置',
  settingsHelp: '您可以管理的设置的快捷方式。',
  noSettings: '您没有可用的设置。',
  noAddress: '没有登记地址',
  waiting: '等待您处理',
  waitingHelp: '点击数字查看其列表。',
  documentsToVerify: '待核实的文件',
  capacityRequests: '待决定的名额申请',
  blacklistRequests: '黑名单申请',
} satisfies Translation<typeof homeEn>
