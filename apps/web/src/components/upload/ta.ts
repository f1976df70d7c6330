import type { Translation } from '../../i18n/translation'
import type { uploadEn } from './en'

/** கோப்பு மற்றும் படப் பதிவேற்றப் புலங்களின் உரைகள் (தமிழ்). */
export const uploadTa = {
  chooseImage: 'படத்தைத் தேர்ந்தெடு',
  replaceImage: 'படத்தை மாற்று',
  removeImage: 'படத்தை நீக்கு',
  chooseFile: 'கோப்பைத் தேர்ந்தெடு',
  replaceFile: 'கோப்பை மாற்று',
  removeFile: 'கோப்பை நீக்கு',
  noImage: 'படம் இல்லை',
  noFile: 'கோப்பு எதுவும் தேர்ந்தெடுக்கப்படவில்லை',
  previewOf: '{{label}} முன்னோட்டம்',
  progressOf: '{{label}} பதிவேற்றுகிறது',
  uploading: 'பதிவேற்றுகிறது… {{percent}}%',
  uploaded: 'பதிவேற்றப்பட்டது',
  rules: '{{formats}}, அதிகபட்சம் {{size}}',
  or: 'அல்லது',
  view: '{{name}} பார்',
  takePhoto: 'புகைப்படம் எடு',
} satisfies Translation<typeof uploadEn>
