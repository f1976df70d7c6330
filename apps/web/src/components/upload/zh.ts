import type { Translation } from '../../i18n/translation'
import type { uploadEn } from './en'

/** 文件和图片上传栏位的文字（简体中文）. */
export const uploadZh = {
  chooseImage: '选择图片',
  replaceImage: '更换图片',
  removeImage: '移除图片',
  chooseFile: '选择文件',
  replaceFile: '更换文件',
  removeFile: '移除文件',
  noImage: '没有图片',
  noFile: '未选择文件',
  previewOf: '{{label}} 的预览',
  progressOf: '正在上传 {{label}}',
  uploading: '正在上传… {{percent}}%',
  uploaded: '已上传',
  rules: '{{formats}}，最大 {{size}}',
  or: '或',
  view: '查看 {{name}}',
  takePhoto: '拍照',
} satisfies Translation<typeof uploadEn>
