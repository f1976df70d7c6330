import { isFileKey, PublicPagesMsg, publicPagesInputSchema } from '@preschool/domain'
import type { Db, Tx } from '../../db/client'
import { badInput, parseInput } from '../../platform/errors/domain-error'
import { claimUploadedFile, type StorageDeps } from '../../platform/storage/files'
import { sanitizeDescription } from '../broadcasts'
import { keyOfPublicUrl, publicFileUrl } from '../schoolsettings'
import { lockPublicPages, replacePublicPages, selectPublicPages, type PublicPagesRows } from './queries'

/** The public pages as HQ edits them; what the GraphQL type PublicPagesContent carries. */
export function toContent({ page, programmes, faqs }: PublicPagesRows) {
  return {
    published: page?.published ?? false,
    introduction: page?.introduction ?? '',
    documentsToPrepare: page?.documentsToPrepare ?? '',
    programmes,
    faqs,
    updatedAt: page ? page.updatedAt.toISOString() : null,
  }
}

export type PublicPagesContent = ReturnType<typeof toContent>

export async function publicPagesForEdit(db: Db, schoolId: number): Promise<PublicPagesContent> {
  return toContent(await selectPublicPages(db, schoolId))
}

/**
 * A programme's picture as stored: its public address. A new upload arrives as its key and is claimed for the
 * school (its bytes checked); an address already saved names a key too and is checked the same way, so no school
 * can show another school's file.
 */
async function storedImage(
  tx: Tx,
  deps: StorageDeps,
  schoolId: number,
  value: string | null,
  index: number,
): Promise<string | null> {
  if (value === null) return null
  const field = `programmes.${index}.image`
  const key = keyOfPublicUrl(value) ?? value
  if (!isFileKey(key)) throw badInput(PublicPagesMsg.image, { [field]: PublicPagesMsg.image })
  await claimUploadedFile(tx, deps, { schoolId, key, purpose: 'public_page_image', field })
  return publicFileUrl(key)
}

/**
 * savePublicPages: the whole content in one transaction, the school's row locked first so that two HQ saves do not
 * interleave their lists. Rich texts keep only a broadcast's formatting; an answer that sanitises to nothing (only
 * a script, say) is refused rather than shown empty.
 */
export async function savePublicPages(
  db: Db,
  deps: StorageDeps,
  schoolId: number,
  userId: number,
  raw: unknown,
): Promise<PublicPagesContent> {
  const input = parseInput(publicPagesInputSchema, raw)
  const faqs = input.faqs.map((faq, i) => {
    const answer = sanitizeDescription(faq.answer)
    if (answer === '')
      throw badInput(PublicPagesMsg.answerRequired, { [`faqs.${i}.answer`]: PublicPagesMsg.answerRequired })
    return { question: faq.question, answer }
  })
  return db.transaction(async (tx) => {
    await lockPublicPages(tx, schoolId)
    const programmes = []
    for (const [i, p] of input.programmes.entries())
      programmes.push({
        title: p.title,
        description: p.description,
        imageUrl: await storedImage(tx, deps, schoolId, p.image, i),
      })
    await replacePublicPages(
      tx,
      schoolId,
      {
        published: input.published,
        introduction: sanitizeDescription(input.introduction),
        documentsToPrepare: sanitizeDescription(input.documentsToPrepare),
        fkUpdatedBy: userId,
      },
      programmes,
      faqs,
    )
    return toContent(await selectPublicPages(tx, schoolId))
  })
}
