import jsQR from 'jsqr'
import QRCode from 'qrcode'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cameraAvailable, decodePixels, type Pixels } from './qr-reader'

/** A QR code drawn as a camera frame would hold it: black modules on white, a quiet zone, `scale` pixels a module. */
function frameOf(text: string, scale = 6, quiet = 4): Pixels {
  const { modules } = QRCode.create(text, { errorCorrectionLevel: 'M' })
  const width = (modules.size + quiet * 2) * scale
  const data = new Uint8ClampedArray(width * width * 4).fill(255)
  for (let y = 0; y < width; y += 1)
    for (let x = 0; x < width; x += 1) {
      const mx = Math.floor(x / scale) - quiet
      const my = Math.floor(y / scale) - quiet
      const dark = mx >= 0 && my >= 0 && mx < modules.size && my < modules.size && modules.get(my, mx)
      if (dark) data.fill(0, (y * width + x) * 4, (y * width + x) * 4 + 3)
    }
  return { data, width, height: width }
}

describe('the kiosk’s QR reader', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('reads a family pass’s token from a frame with the fallback decoder', () => {
    const token = 'kp1.12.3456.1900000000000.Zm9yZ2VkLWJ1dC1sb25nLWVub3VnaC1zaWduYXR1cmU'
    expect(decodePixels(jsQR, frameOf(token))).toBe(token)
  })

  it('sees no code in a blank frame', () => {
    const blank = { data: new Uint8ClampedArray(120 * 120 * 4).fill(255), width: 120, height: 120 }
    expect(decodePixels(jsQR, blank)).toBeNull()
  })

  it('offers the camera only on a secure page with getUserMedia', () => {
    vi.stubGlobal('isSecureContext', true)
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: undefined })
    expect(cameraAvailable()).toBe(false)
    vi.stubGlobal('navigator', { ...navigator, mediaDevices: { getUserMedia: vi.fn() } })
    expect(cameraAvailable()).toBe(true)
    vi.stubGlobal('isSecureContext', false)
    expect(cameraAvailable()).toBe(false)
  })
})
