import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { type EnquiryMessage, HEIGHT_MESSAGE_DELAY_MS, postEnquiryMessages } from './post-messages'

describe('postEnquiryMessages', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('posts the centre codes joined by -, the name, and the height 150 ms later to the embedding page', () => {
    const sent: [EnquiryMessage, string][] = []
    let height = 500
    postEnquiryMessages({
      parent: { postMessage: (message, origin) => sent.push([message, origin]) },
      referrer: 'https://school.example.com/enquire',
      centreCodes: ['LS-AMK', 'LS-BDK'],
      userName: 'Rachel Tan',
      height: () => height,
    })
    expect(sent).toEqual([
      [{ type: 'enquiryCentres', value: 'LS-AMK-LS-BDK' }, 'https://school.example.com'],
      [{ type: 'enquiryUser', value: 'Rachel Tan' }, 'https://school.example.com'],
    ])
    height = 820
    vi.advanceTimersByTime(HEIGHT_MESSAGE_DELAY_MS)
    expect(sent[2]).toEqual([{ type: 'enquiryHeight', value: 820 }, 'https://school.example.com'])
  })

  it('never sends the name to an unknown page, and nothing when not embedded', () => {
    const sent: EnquiryMessage[] = []
    postEnquiryMessages({
      parent: { postMessage: (message) => sent.push(message) },
      referrer: '',
      centreCodes: ['A'],
      userName: 'Rachel Tan',
      height: () => 1,
    })
    vi.advanceTimersByTime(HEIGHT_MESSAGE_DELAY_MS)
    expect(sent.map((m) => m.type)).toEqual(['enquiryCentres', 'enquiryHeight'])
    expect(() =>
      postEnquiryMessages({ parent: null, referrer: '', centreCodes: [], userName: '', height: () => 1 }),
    ).not.toThrow()
  })
})
