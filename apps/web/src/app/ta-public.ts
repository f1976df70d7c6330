import { commonTa } from '../components/ta'
import { shellTa } from '../shell/ta'
import { enquiryTa } from '../features/enquiry/ta'
import { enquiryLocationTa } from '../features/enquiry/location/ta'
import { uploadTa } from '../components/upload/ta'
import { pdpaTa } from '../components/pdpa-ta'
import { publicTa } from '../features/public/ta'
import type { PublicTranslation } from './translated'

/** The first page's texts in this language (en-public.ts's groups), downloaded when the language is chosen. */
export const taPublic = {
  common: commonTa,
  shell: shellTa,
  enquiry: enquiryTa,
  enquiryLocation: enquiryLocationTa,
  upload: uploadTa,
  pdpa: pdpaTa,
  public: publicTa,
} satisfies PublicTranslation
