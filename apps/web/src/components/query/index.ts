// The one loading and error view of a query, for pages, panels and lists.
export { isLoaded, LoadError, type LoadingQuery, QueryStatus } from './QueryStatus'
