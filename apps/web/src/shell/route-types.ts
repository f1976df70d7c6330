import type { ActionKey } from '@preschool/domain'
import type { ComponentType, LazyExoticComponent } from 'react'

/**
 * A screen of a feature, as the shell mounts it. `audience` picks the route set (the spec: staff get the staff
 * set, everyone else the parent set); `requires` names an action key of the API's catalogue, as `me.can` lists
 * it (e.g. 'levels.read'; a misspelt key does not compile): without it the no-access screen shows.
 *
 * `gate` says who may open it: omitted, signed-in users only (others go to login and come back after);
 * 'open', anyone, signed in or not (the enquiry form); 'auth', the sign-in pages, which send a signed-in user to
 * the dashboard (the registry marks every auth route so).
 *
 * `texts: 'public'` says an open screen needs only the public text bundle (i18n/en-public.ts), so a visitor's
 * first page stays light; every other open screen waits for all texts (a spouse opens an e-signature link
 * signed out: its texts are not in the public bundle).
 */
export interface AppRoute {
  path: string
  audience: 'staff' | 'parent' | 'all'
  requires?: ActionKey
  gate?: 'open' | 'auth'
  texts?: 'public'
  Component: LazyExoticComponent<ComponentType>
}
