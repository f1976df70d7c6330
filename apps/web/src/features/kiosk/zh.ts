import type { Translation } from '../../i18n/translation'
import type { kioskEn } from './en'

/** 中心签到机（家长和接送人在门口使用）以及家长的签到码（简体中文）. */
export const kioskZh = {
  title: '签到机',
  chooseCentre: '中心',
  open: '在这台平板上开启签到机',
  openHelp: '之后，家长和获授权的接送人可在此使用家长应用中的代码为孩子签到和签退。',
  closed: '这台平板尚未开启签到机。中心职员登录后即可开启。',
  scanLabel: '扫描二维码或输入 PIN 码',
  continue: '继续',
  scanCamera: '用摄像头扫描',
  cameraTitle: '请将二维码对准摄像头',
  cameraHelp: '摄像头一看到代码就会自动读取。',
  cameraFailed: '这台平板无法使用摄像头。请输入 PIN 码或改用扫描器。',
  cameraCancel: '取消',
  collectors: '可接送 {{name}}',
  mobileEnding: '手机尾号 {{digits}}',
  photoOf: '{{name}} 的照片',
  mobile: '您的手机号码',
  temperature: '{{name}} 的体温（°C）',
  symptoms: '{{name}} 的症状（如有）',
  checkIn: '签到',
  checkOut: '签退',
  checkedIn: '已签到。祝您有美好的一天！',
  checkedOut: '已签退。期待再见！',
  startOver: '重新开始',
  close: '关闭签到机',
  passTitle: '签到码',
  passHelp:
    '在中心的签到机上出示此二维码或输入 PIN 码，即可为孩子签到或签退。代码仅可使用一次，有效时间 10 分钟。',
  passShow: '显示我的代码',
  passPin: 'PIN 码 {{pin}}',
  passQrAlt: '签到机二维码',
} satisfies Translation<typeof kioskEn>
