import { configure } from '@testing-library/react'
import { afterEach, expect } from 'vitest'
import { setUpTexts } from './texts'

// Screens load lazily and answer from mocked requests; on a busy two-core CI machine the first render can take
// longer than testing-library's default 1 s wait, which made tests fail by timing, not by behaviour. Every findBy and
// waitFor waits for a state and returns as soon as it holds, so the limit is generous (a quarter of this machine's
// speed with room to spare) and set here only: no test sets its own.
configure({ asyncUtilTimeout: 20_000 })

// jsdom lays nothing out and has no scrollIntoView; forms call it to bring the first error into view (a browser
// test checks the scrolling itself).
if (!Element.prototype.scrollIntoView) Element.prototype.scrollIntoView = () => {}

// Form drafts live in sessionStorage (useFormDraft): each test starts without the last one's.
afterEach(() => sessionStorage.clear())

await setUpTexts(expect.getState().testPath)
