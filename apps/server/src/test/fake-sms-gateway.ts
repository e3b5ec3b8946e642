/**
 * A fake of the SSL Wireless ISMS Plus API v3 (`POST /api/v3/send-sms`), started by a test on
 * 127.0.0.1: it checks the token and SID it is given, refuses a csms_id it has seen ("Duplicate
 * CSMS ID"), keeps what it accepted, and can play a gateway that fails (no balance) for a while.
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export const SSLWIRELESS_CREDS = { apiToken: 'fake-api-token', sid: 'DOKANI' };
/** A second sender id the fake account has approved (a non-masking number, for campaigns). */
export const SSLWIRELESS_CAMPAIGN_SID = '8809601000000';

export interface FakeSms {
  msisdn: string;
  sms: string;
  csmsId: string;
  sid: string;
}

export interface FakeSmsGateway {
  baseUrl: string;
  accepted: FakeSms[];
  /** Requests seen, accepted or not. */
  requests: number;
  /** Answer the next n requests with a failure (as a gateway out of balance would). */
  failNext: number;
  close(): Promise<void>;
}

export async function startFakeSmsGateway(): Promise<FakeSmsGateway> {
  const gw: Omit<FakeSmsGateway, 'baseUrl' | 'close'> = { accepted: [], requests: 0, failNext: 0 };
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const reply = (body: unknown) => {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify(body));
      };
      gw.requests += 1;
      if (req.method !== 'POST' || req.url !== '/api/v3/send-sms') {
        res.writeHead(404).end();
        return;
      }
      let b: { api_token?: string; sid?: string; msisdn?: string; sms?: string; csms_id?: string };
      try {
        b = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      } catch {
        return reply({ status: 'FAILED', status_code: 4000, error_message: 'Invalid JSON' });
      }
      if (b.api_token !== SSLWIRELESS_CREDS.apiToken) return reply({ status: 'FAILED', status_code: 4001, error_message: 'Unauthorized' });
      if (b.sid !== SSLWIRELESS_CREDS.sid && b.sid !== SSLWIRELESS_CAMPAIGN_SID)
        return reply({ status: 'FAILED', status_code: 4002, error_message: 'Invalid SID' });
      if (!b.msisdn || !/^8801[3-9]\d{8}$/.test(b.msisdn) || !b.sms || !b.csms_id)
        return reply({ status: 'FAILED', status_code: 4021, error_message: 'Invalid parameter' });
      if (gw.failNext > 0) {
        gw.failNext -= 1;
        return reply({ status: 'FAILED', status_code: 4025, error_message: 'Insufficient balance' });
      }
      if (gw.accepted.some((m) => m.csmsId === b.csms_id))
        return reply({ status: 'FAILED', status_code: 4024, error_message: 'Duplicate CSMS ID' });
      gw.accepted.push({ msisdn: b.msisdn, sms: b.sms, csmsId: b.csms_id, sid: b.sid });
      reply({
        status: 'SUCCESS',
        status_code: 200,
        error_message: '',
        smsinfo: [
          {
            sms_status: 'SUCCESS',
            status_message: 'Success',
            msisdn: b.msisdn,
            sms_type: [...b.sms].every((ch) => ch.charCodeAt(0) < 128) ? 'EN' : 'BN',
            sms_body: b.sms,
            csms_id: b.csms_id,
            reference_id: `ref-${gw.accepted.length}`,
          },
        ],
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return Object.assign(gw, {
    baseUrl,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}
