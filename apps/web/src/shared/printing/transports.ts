/**
 * Sending bytes to a printer the browser reaches itself: WebUSB, Web Bluetooth or Web Serial.
 * Each is offered only where the browser has it. Written on the browser's own APIs (a few calls
 * each) rather than a wrapper library, because the failures must reach the user: a printer gone,
 * out of paper, a permission refused (decision 0012).
 *
 * The device a shop chose is remembered on this device (device.ts): the browser lets a page
 * reopen a device it was once given, without asking again.
 */

export type PrintMethod = 'dialog' | 'usb' | 'bluetooth' | 'serial';
export const DEVICE_METHODS = ['usb', 'bluetooth', 'serial'] as const;
export type DeviceMethod = (typeof DEVICE_METHODS)[number];

/** Why a print did not happen; each has its words in settings `printer.errors.*`. */
export type PrintFailure = 'unsupported' | 'cancelled' | 'denied' | 'gone' | 'paperOut' | 'failed' | 'notChosen';

export class PrintError extends Error {
  constructor(
    readonly reason: PrintFailure,
    detail?: string,
  ) {
    super(detail ? `${reason}: ${detail}` : reason);
  }
}

/** What identifies a chosen device again later (kept in localStorage). */
export interface DeviceRef {
  method: DeviceMethod;
  /** The device's own name (its USB product or Bluetooth name); empty when it has none. */
  name: string;
  vendorId?: number;
  productId?: number;
  serialNumber?: string;
  /** Bluetooth: the id the browser gave the device. */
  id?: string;
}

export interface Transport {
  /** Asks the user to choose a printer (needs a click): the browser's chooser. */
  choose(): Promise<DeviceRef>;
  /** Sends the bytes to the remembered device. */
  send(ref: DeviceRef, bytes: Uint8Array): Promise<void>;
}

/* Minimal typings of the three APIs (TypeScript's DOM library has none of them). */
interface USBEndpoint {
  endpointNumber: number;
  direction: 'in' | 'out';
  type: string;
}
interface USBInterface {
  interfaceNumber: number;
  alternate: { interfaceClass: number; endpoints: USBEndpoint[] };
}
interface USBDevice {
  productName?: string;
  manufacturerName?: string;
  vendorId: number;
  productId: number;
  serialNumber?: string;
  opened: boolean;
  configuration: { interfaces: USBInterface[] } | null;
  open(): Promise<void>;
  close(): Promise<void>;
  selectConfiguration(n: number): Promise<void>;
  claimInterface(n: number): Promise<void>;
  releaseInterface(n: number): Promise<void>;
  transferOut(endpoint: number, data: Uint8Array): Promise<{ status: 'ok' | 'stall' | 'babble'; bytesWritten: number }>;
  transferIn(endpoint: number, length: number): Promise<{ status: string; data?: DataView }>;
}
interface USB {
  requestDevice(o: { filters: { classCode?: number; vendorId?: number }[] }): Promise<USBDevice>;
  getDevices(): Promise<USBDevice[]>;
}
interface SerialPort {
  getInfo(): { usbVendorId?: number; usbProductId?: number };
  open(o: { baudRate: number }): Promise<void>;
  close(): Promise<void>;
  readonly writable: WritableStream<Uint8Array> | null;
  readonly readable: ReadableStream<Uint8Array> | null;
}
interface Serial {
  requestPort(o?: object): Promise<SerialPort>;
  getPorts(): Promise<SerialPort[]>;
}
interface BtCharacteristic {
  uuid: string;
  properties: { write: boolean; writeWithoutResponse: boolean };
  writeValueWithoutResponse(v: Uint8Array): Promise<void>;
  writeValueWithResponse(v: Uint8Array): Promise<void>;
}
interface BtService {
  uuid: string;
  getCharacteristics(): Promise<BtCharacteristic[]>;
}
interface BtDevice {
  id: string;
  name?: string;
  gatt?: { connected: boolean; connect(): Promise<{ getPrimaryServices(): Promise<BtService[]> }>; disconnect(): void };
}
interface Bluetooth {
  requestDevice(o: { filters?: { services: string[] }[]; acceptAllDevices?: boolean; optionalServices: string[] }): Promise<BtDevice>;
  getDevices?(): Promise<BtDevice[]>;
}

const nav = () => (typeof navigator === 'undefined' ? {} : navigator) as { usb?: USB; serial?: Serial; bluetooth?: Bluetooth };

/** The ways of printing this browser offers (the print dialog always). */
export function supportedMethods(): PrintMethod[] {
  const n = nav();
  const out: PrintMethod[] = ['dialog'];
  if (n.usb) out.push('usb');
  if (n.bluetooth) out.push('bluetooth');
  if (n.serial) out.push('serial');
  return out;
}

function failureOf(e: unknown): PrintError {
  if (e instanceof PrintError) return e;
  const name = (e as { name?: string })?.name;
  const msg = (e as { message?: string })?.message;
  if (name === 'NotFoundError') return new PrintError('cancelled', msg);
  if (name === 'SecurityError' || name === 'NotAllowedError') return new PrintError('denied', msg);
  if (name === 'NetworkError' || name === 'InvalidStateError') return new PrintError('gone', msg);
  return new PrintError('failed', msg);
}

/** The real-time status request (DLE EOT 4: paper sensor); bits 5 and 6 set: the paper is out. */
const PAPER_STATUS = new Uint8Array([0x10, 0x04, 0x04]);
const paperOut = (status: number) => (status & 0x60) === 0x60;
const STATUS_WAIT_MS = 400;

function withTimeout<T>(p: Promise<T>, ms: number): Promise<T | undefined> {
  return Promise.race([p, new Promise<undefined>((r) => setTimeout(() => r(undefined), ms))]);
}

/** Bytes a write: below what a cheap printer's buffer and a USB or Bluetooth packet take. */
const USB_CHUNK = 4096;
const BT_CHUNK = 180;

/** USB printer class (7). */
const usb: Transport = {
  async choose() {
    const u = nav().usb;
    if (!u) throw new PrintError('unsupported');
    try {
      const d = await u.requestDevice({ filters: [{ classCode: 7 }] });
      return {
        method: 'usb',
        name: d.productName || d.manufacturerName || '',
        vendorId: d.vendorId,
        productId: d.productId,
        serialNumber: d.serialNumber,
      };
    } catch (e) {
      throw failureOf(e);
    }
  },
  async send(ref, bytes) {
    const u = nav().usb;
    if (!u) throw new PrintError('unsupported');
    const all = await u.getDevices();
    const d =
      all.find(
        (x) => x.vendorId === ref.vendorId && x.productId === ref.productId && (!ref.serialNumber || x.serialNumber === ref.serialNumber),
      ) ?? all.find((x) => x.vendorId === ref.vendorId && x.productId === ref.productId);
    if (!d) throw new PrintError('gone');
    let claimed: number | null = null;
    try {
      if (!d.opened) await d.open();
      if (!d.configuration) await d.selectConfiguration(1);
      const ifaces = d.configuration?.interfaces ?? [];
      const iface =
        ifaces.find((i) => i.alternate.interfaceClass === 7) ??
        ifaces.find((i) => i.alternate.endpoints.some((e) => e.direction === 'out'));
      const out =
        iface?.alternate.endpoints.find((e) => e.direction === 'out' && e.type === 'bulk') ??
        iface?.alternate.endpoints.find((e) => e.direction === 'out');
      if (!iface || !out) throw new PrintError('failed', 'no output endpoint');
      await d.claimInterface(iface.interfaceNumber);
      claimed = iface.interfaceNumber;
      const inEp = iface.alternate.endpoints.find((e) => e.direction === 'in');
      if (inEp) {
        await d.transferOut(out.endpointNumber, PAPER_STATUS);
        const r = await withTimeout(d.transferIn(inEp.endpointNumber, 8), STATUS_WAIT_MS);
        if (r?.data && r.data.byteLength > 0 && paperOut(r.data.getUint8(0))) throw new PrintError('paperOut');
      }
      for (let at = 0; at < bytes.length; at += USB_CHUNK) {
        const r = await d.transferOut(out.endpointNumber, bytes.subarray(at, at + USB_CHUNK));
        if (r.status !== 'ok') throw new PrintError('failed', `transfer ${r.status}`);
      }
    } catch (e) {
      throw failureOf(e);
    } finally {
      if (claimed !== null) await d.releaseInterface(claimed).catch(() => undefined);
    }
  },
};

/** Serial (a USB-serial or Bluetooth-serial printer); cheap printers take 9600 baud unless set otherwise. */
const BAUD = 9600;
const serial: Transport = {
  async choose() {
    const s = nav().serial;
    if (!s) throw new PrintError('unsupported');
    try {
      const p = await s.requestPort();
      const info = p.getInfo();
      return { method: 'serial', name: '', vendorId: info.usbVendorId, productId: info.usbProductId };
    } catch (e) {
      throw failureOf(e);
    }
  },
  async send(ref, bytes) {
    const s = nav().serial;
    if (!s) throw new PrintError('unsupported');
    const ports = await s.getPorts();
    const p =
      ports.find((x) => x.getInfo().usbVendorId === ref.vendorId && x.getInfo().usbProductId === ref.productId) ??
      (ref.vendorId === undefined && ports.length === 1 ? ports[0] : undefined);
    if (!p) throw new PrintError('gone');
    try {
      await p.open({ baudRate: BAUD });
    } catch (e) {
      // already open in this page (a print a moment ago not yet closed) is fine; anything else is not
      if ((e as { name?: string })?.name !== 'InvalidStateError') throw failureOf(e);
    }
    try {
      if (p.readable) {
        const reader = p.readable.getReader();
        try {
          const w0 = p.writable!.getWriter();
          await w0.write(PAPER_STATUS);
          w0.releaseLock();
          const r = await withTimeout(reader.read(), STATUS_WAIT_MS);
          if (r?.value && r.value.length > 0 && paperOut(r.value[0]!)) throw new PrintError('paperOut');
        } finally {
          await reader.cancel().catch(() => undefined);
          reader.releaseLock();
        }
      }
      if (!p.writable) throw new PrintError('gone');
      const w = p.writable.getWriter();
      try {
        await w.write(bytes);
        await w.close();
      } finally {
        w.releaseLock();
      }
    } catch (e) {
      throw failureOf(e);
    } finally {
      await p.close().catch(() => undefined);
    }
  },
};

/** The GATT services cheap Bluetooth LE receipt printers print through (from their published profiles). */
const BT_SERVICES = [
  '000018f0-0000-1000-8000-00805f9b34fb',
  'e7810a71-73ae-499d-8c15-faa9aef0c3f2',
  '49535343-fe7d-4ae5-8fa9-9fafd205e455',
  '0000ff00-0000-1000-8000-00805f9b34fb',
  '0000ae30-0000-1000-8000-00805f9b34fb',
];
const btDevices = new Map<string, BtDevice>();

const bluetooth: Transport = {
  async choose() {
    const b = nav().bluetooth;
    if (!b) throw new PrintError('unsupported');
    try {
      const d = await b.requestDevice({ filters: BT_SERVICES.map((s) => ({ services: [s] })), optionalServices: BT_SERVICES });
      btDevices.set(d.id, d);
      return { method: 'bluetooth', name: d.name || '', id: d.id };
    } catch (e) {
      throw failureOf(e);
    }
  },
  async send(ref, bytes) {
    const b = nav().bluetooth;
    if (!b) throw new PrintError('unsupported');
    let d = ref.id ? btDevices.get(ref.id) : undefined;
    if (!d && b.getDevices && ref.id) d = (await b.getDevices()).find((x) => x.id === ref.id);
    // without permission kept across visits, the printer is chosen again on this visit
    if (!d?.gatt) throw new PrintError('gone');
    try {
      const server = await d.gatt.connect();
      const services = (await server.getPrimaryServices()).filter((s) => BT_SERVICES.includes(s.uuid));
      let target: BtCharacteristic | undefined;
      for (const s of services) {
        target = (await s.getCharacteristics()).find((c) => c.properties.writeWithoutResponse || c.properties.write);
        if (target) break;
      }
      if (!target) throw new PrintError('failed', 'no writable characteristic');
      for (let at = 0; at < bytes.length; at += BT_CHUNK) {
        const part = bytes.subarray(at, at + BT_CHUNK);
        if (target.properties.writeWithoutResponse) await target.writeValueWithoutResponse(part);
        else await target.writeValueWithResponse(part);
      }
    } catch (e) {
      throw failureOf(e);
    }
  },
};

const TRANSPORTS: Record<DeviceMethod, Transport> = { usb, bluetooth, serial };

/** The transport of a method; the tests put their double here (the one seam between the app and a printer). */
export function transportOf(method: DeviceMethod): Transport {
  return testTransport ?? TRANSPORTS[method];
}

let testTransport: Transport | null = null;
/** Tests only: every device method goes to this transport (null: back to the browser's). */
export function setTestTransport(t: Transport | null): void {
  testTransport = t;
}
