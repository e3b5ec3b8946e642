import { afterEach, describe, expect, it } from 'vitest';
import { PrintError, supportedMethods, transportOf, type DeviceRef } from './transports';

/* Fakes of the browser's USB and Bluetooth objects: what a printer on the other end would answer. */

function fakeUsbPrinter(o: { status?: number; transfer?: 'ok' | 'stall' } = {}) {
  const written: number[][] = [];
  const calls: string[] = [];
  const device = {
    productName: 'POS58 Printer',
    manufacturerName: 'Printer Co',
    vendorId: 0x0416,
    productId: 0x5011,
    serialNumber: 'A1',
    opened: false,
    configuration: null as null | { interfaces: unknown[] },
    async open() {
      calls.push('open');
      this.opened = true;
    },
    async close() {},
    async selectConfiguration() {
      calls.push('configure');
      this.configuration = {
        interfaces: [
          {
            interfaceNumber: 0,
            alternate: {
              interfaceClass: 7,
              endpoints: [
                { endpointNumber: 1, direction: 'out', type: 'bulk' },
                { endpointNumber: 2, direction: 'in', type: 'bulk' },
              ],
            },
          },
        ],
      };
    },
    async claimInterface(n: number) {
      calls.push(`claim ${n}`);
    },
    async releaseInterface(n: number) {
      calls.push(`release ${n}`);
    },
    async transferOut(_ep: number, data: Uint8Array) {
      written.push([...data]);
      return { status: o.transfer ?? 'ok', bytesWritten: data.length };
    },
    async transferIn() {
      return o.status === undefined
        ? new Promise<never>(() => undefined)
        : { status: 'ok', data: new DataView(Uint8Array.of(o.status).buffer) };
    },
  };
  const usb = {
    requestDevice: async (opts: { filters: { classCode?: number }[] }) => {
      calls.push(`request class ${opts.filters[0]?.classCode}`);
      return device;
    },
    getDevices: async () => [device],
  };
  Object.defineProperty(navigator, 'usb', { value: usb, configurable: true });
  return { written, calls };
}

afterEach(() => {
  for (const k of ['usb', 'bluetooth', 'serial']) Reflect.deleteProperty(navigator, k);
});

const bytes = (n: number) => Uint8Array.from({ length: n }, (_, i) => i % 256);

describe('printer transports', () => {
  it('offers only what the browser has; the print dialog always', () => {
    expect(supportedMethods()).toEqual(['dialog']);
    fakeUsbPrinter();
    expect(supportedMethods()).toEqual(['dialog', 'usb']);
  });

  it('USB: asks for a printer-class device, remembers it, asks the paper sensor, writes in chunks, lets go', async () => {
    const usb = fakeUsbPrinter({ status: 0x12 });
    const ref = await transportOf('usb').choose();
    expect(ref).toEqual({ method: 'usb', name: 'POS58 Printer', vendorId: 0x0416, productId: 0x5011, serialNumber: 'A1' });
    await transportOf('usb').send(ref, bytes(10_000));
    expect(usb.calls).toEqual(['request class 7', 'open', 'configure', 'claim 0', 'release 0']);
    expect(usb.written[0]).toEqual([0x10, 0x04, 0x04]);
    expect(usb.written.slice(1).map((w) => w.length)).toEqual([4096, 4096, 1808]);
    expect(usb.written.slice(1).flat()).toEqual([...bytes(10_000)]);
  });

  it('USB: paper out, a stalled transfer and a printer unplugged are each told apart', async () => {
    const ref: DeviceRef = { method: 'usb', name: 'POS58 Printer', vendorId: 0x0416, productId: 0x5011 };
    fakeUsbPrinter({ status: 0x72 });
    await expect(transportOf('usb').send(ref, bytes(10))).rejects.toMatchObject({ reason: 'paperOut' });
    fakeUsbPrinter({ status: 0x12, transfer: 'stall' });
    await expect(transportOf('usb').send(ref, bytes(10))).rejects.toMatchObject({ reason: 'failed' });
    await expect(transportOf('usb').send({ ...ref, vendorId: 1 }, bytes(10))).rejects.toMatchObject({ reason: 'gone' });
  });

  it('USB: a printer that does not answer the status request still prints', async () => {
    const usb = fakeUsbPrinter();
    await transportOf('usb').send({ method: 'usb', name: '', vendorId: 0x0416, productId: 0x5011 }, bytes(5));
    expect(usb.written.at(-1)).toEqual([0, 1, 2, 3, 4]);
  });

  it('the chooser closed without a choice, or the permission refused, are not "printer failed"', async () => {
    const refuse = (name: string) =>
      Object.defineProperty(navigator, 'usb', {
        value: { requestDevice: () => Promise.reject(Object.assign(new Error('x'), { name })), getDevices: async () => [] },
        configurable: true,
      });
    refuse('NotFoundError');
    await expect(transportOf('usb').choose()).rejects.toMatchObject({ reason: 'cancelled' });
    refuse('SecurityError');
    await expect(transportOf('usb').choose()).rejects.toMatchObject({ reason: 'denied' });
    Reflect.deleteProperty(navigator, 'usb');
    await expect(transportOf('usb').choose()).rejects.toBeInstanceOf(PrintError);
  });

  it('Bluetooth: finds the printer service, writes without response in small packets', async () => {
    const written: number[] = [];
    const sizes: number[] = [];
    const characteristic = {
      uuid: '00002af1-0000-1000-8000-00805f9b34fb',
      properties: { write: true, writeWithoutResponse: true },
      writeValueWithoutResponse: async (v: Uint8Array) => {
        sizes.push(v.length);
        written.push(...v);
      },
      writeValueWithResponse: async () => undefined,
    };
    const device = {
      id: 'bt-1',
      name: 'BlueTooth Printer',
      gatt: {
        connected: false,
        connect: async () => ({
          getPrimaryServices: async () => [
            { uuid: '000018f0-0000-1000-8000-00805f9b34fb', getCharacteristics: async () => [characteristic] },
          ],
        }),
        disconnect: () => undefined,
      },
    };
    Object.defineProperty(navigator, 'bluetooth', { value: { requestDevice: async () => device }, configurable: true });
    const ref = await transportOf('bluetooth').choose();
    expect(ref).toEqual({ method: 'bluetooth', name: 'BlueTooth Printer', id: 'bt-1' });
    await transportOf('bluetooth').send(ref, bytes(500));
    expect(sizes).toEqual([180, 180, 140]);
    expect(written).toEqual([...bytes(500)]);
    // on another visit the browser may not give the device back without asking: "gone", choose again
    await expect(transportOf('bluetooth').send({ ...ref, id: 'bt-2' }, bytes(5))).rejects.toMatchObject({ reason: 'gone' });
  });
});
