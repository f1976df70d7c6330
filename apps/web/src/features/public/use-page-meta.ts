import { useEffect } from 'react'
import { useSchoolBranding } from '../../shell/theme/branding-context'

/** A <meta>/<link> of the document head, made when missing; returns it and what it held before. */
function headTag(selector: string, make: () => HTMLElement, attribute: string) {
  let tag = document.head.querySelector<HTMLElement>(selector)
  if (!tag) {
    tag = make()
    document.head.appendChild(tag)
  }
  return { tag, before: tag.getAttribute(attribute) }
}

const meta = (name: string) => () => Object.assign(document.createElement('meta'), { name })

/**
 * A public page's title, description and canonical address (the school's own origin and the page's path, no
 * query: one per page and school), and a robots meta allowing it to be indexed. Every other path is sent by the
 * server with `X-Robots-Tag: noindex` and disallowed in robots.txt (decision 0049-public-indexing).
 */
export function usePageMeta(title: string, description: string, path: string) {
  const branding = useSchoolBranding()
  const fullTitle = branding.name ? `${title} | ${branding.name}` : title
  useEffect(() => {
    const robots = headTag('meta[name="robots"]', meta('robots'), 'content')
    const desc = headTag('meta[name="description"]', meta('description'), 'content')
    const canonical = headTag(
      'link[rel="canonical"]',
      () => Object.assign(document.createElement('link'), { rel: 'canonical' }),
      'href',
    )
    const titleBefore = document.title
    document.title = fullTitle
    robots.tag.setAttribute('content', 'index, follow')
    desc.tag.setAttribute('content', description)
    canonical.tag.setAttribute('href', `${window.location.origin}${path}`)
    return () => {
      document.title = titleBefore
      robots.tag.setAttribute('content', robots.before ?? 'noindex, nofollow')
      if (desc.before === null) desc.tag.remove()
      else desc.tag.setAttribute('content', desc.before)
      canonical.tag.remove()
    }
  }, [fullTitle, description, path])
}
