/**
 * Reading the parent's QR code from the tablet's camera: the browser's own `BarcodeDetector` where it has one that
 * knows QR codes (Chrome on Android, Safari), else jsQR, a small decoder loaded only when the camera is first used.
 */

/** A frame's pixels as a canvas gives them (RGBA, 4 bytes a pixel). */
export interface Pixels {
  data: Uint8ClampedArray
  width: number
  height: number
}

type JsQR = typeof import('jsqr').default

/** The text of a QR code in the pixels, or null: jsQR's part, kept apart so a test can feed it an image. */
export function decodePixels(jsQR: JsQR, pixels: Pixels): string | null {
  return jsQR(pixels.data, pixels.width, pixels.height, { inversionAttempts: 'dontInvert' })?.data || null
}

/** Whether this browser may use a camera at all: a secure page with getUserMedia (else the button is not shown). */
export function cameraAvailable(): boolean {
  return (
    typeof window !== 'undefined' &&
    window.isSecureContext &&
    typeof navigator.mediaDevices?.getUserMedia === 'function'
  )
}

interface DetectedBarcode {
  rawValue: string
}
interface BarcodeDetectorLike {
  detect(source: HTMLVideoElement): Promise<DetectedBarcode[]>
}
interface BarcodeDetectorClass {
  new (options: { formats: string[] }): BarcodeDetectorLike
  getSupportedFormats(): Promise<string[]>
}

/** Reads one frame of the video: the QR code's text, or null when none is seen yet. */
export type FrameReader = (video: HTMLVideoElement) => Promise<string | null>

/** The reader this browser offers: BarcodeDetector for QR codes, else jsQR over a canvas of the frame. */
export async function makeFrameReader(): Promise<FrameReader> {
  const Detector = (window as unknown as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector
  if (Detector && (await Detector.getSupportedFormats().catch((): string[] => [])).includes('qr_code')) {
    const detector = new Detector({ formats: ['qr_code'] })
    return async (video) => (await detector.detect(video))[0]?.rawValue ?? null
  }
  const { default: jsQR } = await import('jsqr')
  const canvas = document.createElement('canvas')
  const context = canvas.getContext('2d', { willReadFrequently: true })
  return async (video) => {
    if (!context || video.videoWidth === 0) return null
    canvas.width = video.videoWidth
    canvas.height = video.videoHeight
    context.drawImage(video, 0, 0)
    return decodePixels(jsQR, context.getImageData(0, 0, canvas.width, canvas.height))
  }
}
