import { Access } from '@preschool/domain'
import { financeFiles } from '../db/schema'
import { buildHQ, buildSchool } from './builders'
import { dataOf, page, times } from './list-case-helpers'
import type { ListCase } from './list-cases'

const FIELDS = 'totalCount data { ID label URL status log docType user createdAt month rowCount totalAmount }'

/** GIRO and subsidy files: a school with `rows` files of the list's kind, each made by the HQ user. */
const filesCase = (name: string, docType: 'giro_deduction' | 'subsidy'): ListCase => ({
  name,
  paged: true,
  async arrange(rows) {
    const school = await buildSchool()
    const hq = await buildHQ(school, { finance_management: Access.read })
    if (rows > 0)
      await school.db.insert(financeFiles).values(
        times(rows).map((i) => ({
          fkSchool: school.id,
          docType,
          label: `File ${i}`,
          status: 'applied' as const,
          log: [`${i} row(s)`],
          fkUser: hq.id,
        })),
      )
    return {
      token: hq.token,
      query: `query LF($IDSchool: Int!, $pagination: Pagination) { ${name}(IDSchool: $IDSchool,
        pagination: $pagination) { ${FIELDS} } }`,
      variables: (perPage) => ({ IDSchool: school.id, ...page(perPage) }),
      rows: dataOf(name),
    }
  },
})

export const financeFileListCases: ListCase[] = [
  filesCase('findAllUploadedGiroFiles', 'giro_deduction'),
  filesCase('findAllUploadedSubsidyFiles', 'subsidy'),
]
