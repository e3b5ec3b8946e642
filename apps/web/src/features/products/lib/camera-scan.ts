/**
 * Reads a barcode from the phone's back camera. The browser's own BarcodeDetector (Chrome on
 * Android) when it exists; otherwise ZXing, downloaded only now (it is large).
 */
export type ScanFailure = 'denied' | 'noCamera' | 'failed';

export interface ScanSession {
  stop: () => void;
}

interface DetectedBarcode {
  rawValue: string;
}
interface BarcodeDetectorLike {
  detect: (source: HTMLVideoElement) => Promise<DetectedBarcode[]>;
}
interface BarcodeDetectorClass {
  new (options?: { formats: string[] }): BarcodeDetectorLike;
  getSupportedFormats?: () => Promise<string[]>;
}

const WANTED = ['ean_13', 'ean_8', 'upc_a', 'upc_e', 'code_128', 'code_39', 'code_93', 'itf', 'codabar', 'qr_code'];
const VIDEO: MediaStreamConstraints = { video: { facingMode: { ideal: 'environment' } }, audio: false };

export function cameraAvailable(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.mediaDevices?.getUserMedia === 'function';
}

export function scanFailure(e: unknown): ScanFailure {
  const name = e instanceof Error || e instanceof DOMException ? e.name : '';
  if (name === 'NotAllowedError' || name === 'SecurityError') return 'denied';
  if (name === 'NotFoundError' || name === 'OverconstrainedError' || name === 'NotReadableError') return 'noCamera';
  return 'failed';
}

function nativeDetector(): BarcodeDetectorClass | null {
  const ctor = (globalThis as { BarcodeDetector?: BarcodeDetectorClass }).BarcodeDetector;
  return typeof ctor === 'function' ? ctor : null;
}

async function withNative(Detector: BarcodeDetectorClass, video: HTMLVideoElement, onCode: (code: string) => void): Promise<ScanSession> {
  const supported = (await Detector.getSupportedFormats?.()) ?? WANTED;
  const detector = new Detector({ formats: WANTED.filter((f) => supported.includes(f)) });
  const stream = await navigator.mediaDevices.getUserMedia(VIDEO);
  video.srcObject = stream;
  await video.play();
  let live = true;
  let timer = 0;
  const tick = async () => {
    if (!live) return;
    try {
      const found = await detector.detect(video);
      const code = found.find((b) => b.rawValue)?.rawValue;
      if (code && live) {
        onCode(code);
        return;
      }
    } catch {
      // a frame that could not be read; try the next one
    }
    if (live) timer = window.setTimeout(() => void tick(), 180);
  };
  void tick();
  return {
    stop: () => {
      live = false;
      window.clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}

/**
 * The fallback: ZXing's 1-D readers only (EAN, UPC, Code-128/39/93, ITF, Codabar — what products
 * carry), imported file by file so the download stays small; frames are read from a canvas.
 */
async function withZxing(video: HTMLVideoElement, onCode: (code: string) => void): Promise<ScanSession> {
  const [{ default: MultiFormatOneDReader }, { default: BinaryBitmap }, { default: HybridBinarizer }, { default: RGBLuminanceSource }] =
    await Promise.all([
      import('@zxing/library/esm/core/oned/MultiFormatOneDReader'),
      import('@zxing/library/esm/core/BinaryBitmap'),
      import('@zxing/library/esm/core/common/HybridBinarizer'),
      import('@zxing/library/esm/core/RGBLuminanceSource'),
    ]);
  const reader = new MultiFormatOneDReader();
  const stream = await navigator.mediaDevices.getUserMedia(VIDEO);
  video.srcObject = stream;
  await video.play();
  const canvas = document.createElement('canvas');
  const ctx = canvas.getContext('2d', { willReadFrequently: true });
  let live = true;
  let timer = 0;
  const tick = () => {
    if (!live || !ctx) return;
    const scale = Math.min(1, 800 / Math.max(1, video.videoWidth));
    const w = Math.round(video.videoWidth * scale);
    const h = Math.round(video.videoHeight * scale);
    if (w > 0 && h > 0) {
      canvas.width = w;
      canvas.height = h;
      ctx.drawImage(video, 0, 0, w, h);
      const rgba = ctx.getImageData(0, 0, w, h).data;
      const lum = new Uint8ClampedArray(w * h);
      for (let i = 0, j = 0; i < lum.length; i++, j += 4) lum[i] = (rgba[j]! * 306 + rgba[j + 1]! * 601 + rgba[j + 2]! * 117) >> 10;
      try {
        const result = reader.decode(new BinaryBitmap(new HybridBinarizer(new RGBLuminanceSource(lum, w, h))));
        live = false;
        onCode(result.getText());
        return;
      } catch {
        // no barcode in this frame
      }
    }
    timer = window.setTimeout(tick, 200);
  };
  tick();
  return {
    stop: () => {
      live = false;
      window.clearTimeout(timer);
      for (const track of stream.getTracks()) track.stop();
      video.srcObject = null;
    },
  };
}

export async function startCameraScan(video: HTMLVideoElement, onCode: (code: string) => void): Promise<ScanSession> {
  const Detector = nativeDetector();
  return Detector ? withNative(Detector, video, onCode) : withZxing(video, onCode);
}
