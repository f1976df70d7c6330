import type { Translation } from '../../i18n/translation'
import type { pickupsEn } from './en'

/** 孩子的“接送人”分页的文字（简体中文）. */
export const pickupsZh = {
  tab: '接送人',
  intro: '除了父母以外，只有以下人员可以接孩子。离园登记时，中心老师会看到他们的姓名和照片。',
  listLabel: '授权接送人',
  empty: '还没有授权接送人。',
  photo: '照片',
  photoOf: '{{name}} 的照片',
  name: '姓名',
  relation: '与孩子的关系',
  mobile: '手机号码',
  add: '添加接送人',
  addTitle: '添加授权接送人',
  editTitle: '修改 {{name}}',
  edit: '修改',
  remove: '移除',
  save: '保存',
  removeTitle: '移除 {{name}}？',
  removeText: '{{name}} 将不能再接孩子，其照片也会被删除。',
  full: '名单已满：请先移除一人，再添加新的接送人。',
} satisfies Translation<typeof pickupsEn>
