import { commonEn } from '../components/en'
import { shellEn } from '../shell/en'
import { enquiryEn } from '../features/enquiry/en'
import { enquiryLocationEn } from '../features/enquiry/location/en'
import { uploadEn } from '../components/upload/en'
import { pdpaEn } from '../components/pdpa-en'
import { publicEn } from '../features/public/en'

/**
 * The texts every visitor's first page needs (the shell, the shared components, the enquiry form): the shell loads
 * them at start. The rest (en-staff.ts) loads with the first page that needs it (`loadAllTexts`).
 */
export const enPublic = {
  common: commonEn,
  shell: shellEn,
  enquiry: enquiryEn,
  enquiryLocation: enquiryLocationEn,
  upload: uploadEn,
  pdpa: pdpaEn,
  public: publicEn,
} as const
