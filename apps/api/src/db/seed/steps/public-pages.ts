import type { Tx } from '../../client'
import { publicFaqs, publicPages, publicProgrammes } from '../../schema'
import { demoPublicPages } from '../content/public-pages'

/** Every demo school's published /intro and /parentinfo content, lists in order. */
export async function insertPublicPages(tx: Tx): Promise<void> {
  await tx.insert(publicPages).values(
    demoPublicPages.map((p) => ({
      fkSchool: p.schoolId,
      published: true,
      introduction: p.introduction,
      documentsToPrepare: p.documentsToPrepare,
    })),
  )
  await tx
    .insert(publicProgrammes)
    .values(
      demoPublicPages.flatMap((p) =>
        p.programmes.map((x, position) => ({ fkSchool: p.schoolId, position, ...x })),
      ),
    )
  await tx
    .insert(publicFaqs)
    .values(
      demoPublicPages.flatMap((p) => p.faqs.map((x, position) => ({ fkSchool: p.schoolId, position, ...x }))),
    )
}
