import { useCallback, useMemo } from 'react'
import { useSearchParams } from 'react-router'
import {
  dropEmpty,
  type FilterSpec,
  type FilterValues,
  type ListPatch,
  type ListSpec,
  readListParams,
  writeListParams,
} from './list-params'

/**
 * A list's filters, sort (`value--order`), page, page size and tab, held in the address: a reload, Back or a shared
 * link opens the same view. `query` is the filters with empty values dropped, ready for the list's variables;
 * `perPageOptions` the spec's page sizes, so the result is the `paging` of the list's `ListPagination`.
 * Keep `spec` constant (a module-level object).
 */
export function useListParams<S extends FilterSpec>(spec: ListSpec<S>) {
  const [url, setUrl] = useSearchParams()
  const params = useMemo(() => readListParams(spec, url), [spec, url])
  const set = useCallback(
    (patch: ListPatch<S>) => setUrl((current) => writeListParams(spec, current, patch), { replace: true }),
    [spec, setUrl],
  )
  const query = useMemo(() => dropEmpty(params.filters) as Partial<FilterValues<S>>, [params.filters])
  const perPageOptions: readonly number[] = spec.perPage?.options ?? []
  return { ...params, query, set, perPageOptions }
}
