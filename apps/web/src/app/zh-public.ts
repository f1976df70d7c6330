import { commonZh } from '../components/zh'
import { shellZh } from '../shell/zh'
import { enquiryZh } from '../features/enquiry/zh'
import { enquiryLocationZh } from '../features/enquiry/location/zh'
import { uploadZh } from '../components/upload/zh'
import { pdpaZh } from '../components/pdpa-zh'
import { publicZh } from '../features/public/zh'
import type { PublicTranslation } from './translated'

/** The first page's texts in this language (en-public.ts's groups), downloaded when the language is chosen. */
export const zhPublic = {
  common: commonZh,
  shell: shellZh,
  enquiry: enquiryZh,
  enquiryLocation: enquiryLocationZh,
  upload: uploadZh,
  pdpa: pdpaZh,
  public: publicZh,
} satisfies PublicTranslation
