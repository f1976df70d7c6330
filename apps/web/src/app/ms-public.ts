import { commonMs } from '../components/ms'
import { shellMs } from '../shell/ms'
import { enquiryMs } from '../features/enquiry/ms'
import { enquiryLocationMs } from '../features/enquiry/location/ms'
import { uploadMs } from '../components/upload/ms'
import { pdpaMs } from '../components/pdpa-ms'
import { publicMs } from '../features/public/ms'
import type { PublicTranslation } from './translated'

/** The first page's texts in this language (en-public.ts's groups), downloaded when the language is chosen. */
export const msPublic = {
  common: commonMs,
  shell: shellMs,
  enquiry: enquiryMs,
  enquiryLocation: enquiryLocationMs,
  upload: uploadMs,
  pdpa: pdpaMs,
  public: publicMs,
} satisfies PublicTranslation
