import type { Translation } from '../../../i18n/translation'
import type { enquiryLocationEn } from './en'

/** 咨询表格的中心搜索和地图文字（简体中文）. */
export const enquiryLocationZh = {
  needDates: '请先选择出生日期和入学月份，以查看中心。',
  postalCode: '您的邮区编号',
  postalCodeHint: '六位数字；标出您的住处，并列出 {{radius}} 公里内的中心，由近到远',
  map: '中心地图。地图下方列出相同的中心。',
  mapLoading: '正在加载地图…',
  legend: '您感兴趣的中心（最多 {{max}} 所）',
  limit: '您最多可以选择 {{max}} 所中心。',
  limitInfo: '为什么不能选择 {{centre}}',
  chosen: '您选择的中心（{{count}} / {{max}}）',
  remove: '移除 {{centre}}',
  search: '邮区编号或地点',
  searchHint: '{{radius}} 公里内的中心，由近到远',
  searchStart: '输入新加坡的邮区编号或地点，查看附近的中心。',
  distance: '{{distance}} 公里',
} satisfies Translation<typeof enquiryLocationEn>
