import type { Translation } from '../../i18n/translation'
import type { eventPhotosEn } from './en'

/** 活动相册的文字（简体中文；员工的相片管理，以及家庭在活动卡片上看到的相册）. */
export const eventPhotosZh = {
  title: '相片',
  upload: '上传相片',
  uploading: '正在上传第 {{done}} 张，共 {{total}} 张',
  uploaded: '已添加 {{count}} 张相片，等待审核',
  tagChildren: '相片中的孩子',
  noneYet: '还没有相片。',
  publish: '发布',
  unpublish: '取消发布',
  delete: '删除',
  select: '选择相片',
  selectAll: '全选',
  published: '相片已发布',
  unpublished: '相片已取消发布',
  deleted: '相片已删除',
  deleteTitle: '删除相片？',
  deleteText: '所选相片将从相册中移除，文件也会被删除。',
  statuses: { unpublished: '未发布', published: '已发布' },
  noConsent: '未同意拍照',
  showAlbum: '相片',
  hideAlbum: '隐藏相片',
  albumEmpty: '这个活动还没有相片。',
  download: '下载',
  consentLabel: '允许 {{name}} 出现在其他家庭看到的相片中',
  consentSaved: '拍照同意已保存',
  editTags: '标记',
  tagsSaved: '标记已保存',
  openPhoto: '打开照片',
  close: '关闭',
} satisfies Translation<typeof eventPhotosEn>
