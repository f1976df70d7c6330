import { z } from 'zod'

// The Content-Security-Policy allows no eval: zod's compiled parsers would only probe `new Function`, fail and
// fall back, but the probe is reported as a CSP violation on every page. Its plain parsers are fast enough here.
z.config({ jitless: true })
