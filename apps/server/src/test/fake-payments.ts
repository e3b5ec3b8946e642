/**
 * Fakes of the payment providers' HTTP APIs, started by a test on 127.0.0.1: they speak the
 * documented request and response shapes of bKash tokenized checkout (v1.2.0-beta) and SSLCommerz
 * (v4 session, validation and transaction query APIs), check the credentials they are given, and
 * let the test play the customer (pay, cancel) and the odd provider (a wrong amount, a failing call).
 */
import { createServer } from 'node:http';
import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

async function bodyOf(req: IncomingMessage): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const c of req) chunks.push(c as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

function json(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

async function listen(server: Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

export interface FakeCall {
  path: string;
  body: Record<string, string>;
  headers: Record<string, string | string[] | undefined>;
}

// ─── bKash ─────────────────────────────────────────────────────────────────────────────────

export const BKASH_CREDS = { appKey: 'fake-app-key', appSecret: 'fake-app-secret', username: 'fake-user', password: 'fake-pass' };

interface BkashPayment {
  paymentID: string;
  amount: string;
  invoice: string;
  /** The customer's side: not yet, authorised on bKash's page, or cancelled there. */
  customer: 'pending' | 'authorised' | 'cancelled';
  executed: boolean;
  trxID: string | null;
}

export interface FakeBkash {
  baseUrl: string;
  calls: FakeCall[];
  payments: Map<string, BkashPayment>;
  /** The customer pays on bKash's page. */
  authorise(paymentID: string): void;
  cancel(paymentID: string): void;
  /** Answers this amount instead of the real one (a tampered or mixed-up answer). */
  amountOverride: string | null;
  /** The next executes answer HTTP 500 (after doing their work: the "unclear answer" case). */
  executeFailsAfterWork: number;
  close(): Promise<void>;
}

export async function startFakeBkash(): Promise<FakeBkash> {
  let n = 0;
  const tokens = new Set<string>();
  const fake = {
    calls: [] as FakeCall[],
    payments: new Map<string, BkashPayment>(),
    amountOverride: null as string | null,
    executeFailsAfterWork: 0,
  } as FakeBkash;
  const paymentAnswer = (p: BkashPayment) => ({
    paymentID: p.paymentID,
    trxID: p.trxID ?? undefined,
    transactionStatus: p.executed ? 'Completed' : p.customer === 'cancelled' ? 'Cancelled' : 'Initiated',
    amount: fake.amountOverride ?? p.amount,
    currency: 'BDT',
    intent: 'sale',
    merchantInvoiceNumber: p.invoice,
    statusCode: '0000',
    statusMessage: 'Successful',
  });
  const server = createServer((req, res) => {
    void (async () => {
      const text = await bodyOf(req);
      const body = (text ? JSON.parse(text) : {}) as Record<string, string>;
      const path = req.url ?? '';
      fake.calls.push({ path, body, headers: req.headers });
      const prefix = '/v1.2.0-beta/tokenized/checkout';
      if (req.method === 'POST' && path === `${prefix}/token/grant`) {
        const ok =
          req.headers.username === BKASH_CREDS.username &&
          req.headers.password === BKASH_CREDS.password &&
          body.app_key === BKASH_CREDS.appKey &&
          body.app_secret === BKASH_CREDS.appSecret;
        if (!ok) return json(res, 200, { statusCode: '2079', statusMessage: 'Invalid username and password' });
        const token = `id-token-${++n}`;
        tokens.add(token);
        return json(res, 200, {
          statusCode: '0000',
          statusMessage: 'Successful',
          id_token: token,
          token_type: 'Bearer',
          expires_in: 3600,
          refresh_token: `refresh-${n}`,
        });
      }
      if (!tokens.has(String(req.headers.authorization)) || req.headers['x-app-key'] !== BKASH_CREDS.appKey) {
        return json(res, 401, { message: 'Unauthorized' });
      }
      if (req.method === 'POST' && path === `${prefix}/create`) {
        if (body.mode !== '0011' || body.currency !== 'BDT' || body.intent !== 'sale' || !body.callbackURL || !body.amount) {
          return json(res, 200, { statusCode: '2065', statusMessage: 'Mandatory field missing' });
        }
        const paymentID = `TR0011FAKE${String(++n).padStart(6, '0')}`;
        fake.payments.set(paymentID, {
          paymentID,
          amount: body.amount,
          invoice: body.merchantInvoiceNumber ?? '',
          customer: 'pending',
          executed: false,
          trxID: null,
        });
        return json(res, 200, {
          paymentID,
          bkashURL: `${fake.baseUrl}/pay?paymentID=${paymentID}`,
          callbackURL: body.callbackURL,
          successCallbackURL: `${body.callbackURL}?paymentID=${paymentID}&status=success`,
          failureCallbackURL: `${body.callbackURL}?paymentID=${paymentID}&status=failure`,
          cancelledCallbackURL: `${body.callbackURL}?paymentID=${paymentID}&status=cancel`,
          amount: body.amount,
          intent: 'sale',
          currency: 'BDT',
          paymentCreateTime: new Date().toISOString(),
          transactionStatus: 'Initiated',
          merchantInvoiceNumber: body.merchantInvoiceNumber,
          statusCode: '0000',
          statusMessage: 'Successful',
        });
      }
      const p = fake.payments.get(body.paymentID ?? '');
      if (req.method === 'POST' && path === `${prefix}/execute`) {
        if (!p) return json(res, 200, { statusCode: '2056', statusMessage: 'Invalid Payment State' });
        if (p.executed) return json(res, 200, { statusCode: '2117', statusMessage: 'Payment execution already been called before' });
        if (p.customer !== 'authorised') return json(res, 200, { statusCode: '2056', statusMessage: 'Invalid Payment State' });
        p.executed = true;
        p.trxID = `TRX${String(++n).padStart(7, '0')}`;
        if (fake.executeFailsAfterWork > 0) {
          fake.executeFailsAfterWork -= 1;
          return json(res, 500, { message: 'Internal Server Error' });
        }
        return json(res, 200, {
          ...paymentAnswer(p),
          executeTime: new Date().toISOString(),
          customerMsisdn: '01770618575',
          payerReference: '01770618575',
        });
      }
      if (req.method === 'POST' && path === `${prefix}/payment/status`) {
        if (!p) return json(res, 200, { statusCode: '2056', statusMessage: 'Invalid Payment State' });
        return json(res, 200, paymentAnswer(p));
      }
      return json(res, 404, { message: 'Not Found' });
    })();
  });
  const origin = await listen(server);
  fake.baseUrl = `${origin}/v1.2.0-beta`;
  fake.authorise = (id) => {
    const p = fake.payments.get(id);
    if (!p) throw new Error(`no bKash payment ${id}`);
    p.customer = 'authorised';
  };
  fake.cancel = (id) => {
    const p = fake.payments.get(id);
    if (!p) throw new Error(`no bKash payment ${id}`);
    p.customer = 'cancelled';
  };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}

// ─── SSLCommerz ────────────────────────────────────────────────────────────────────────────

export const SSL_CREDS = { storeId: 'fakestore01', storePassword: 'fakestore01@ssl' };

interface SslTransaction {
  tran_id: string;
  val_id: string;
  amount: string;
  bank_tran_id: string;
  validated: boolean;
  status: 'VALID' | 'FAILED' | 'CANCELLED';
}

export interface FakeSslcommerz {
  baseUrl: string;
  calls: FakeCall[];
  sessions: Map<string, { tran_id: string; amount: string; form: Record<string, string> }>;
  /** The customer pays on the gateway; answers the val_id SSLCommerz would post back. `amount` plays a transaction of another amount. */
  pay(tranId: string, opts?: { amount?: string; status?: SslTransaction['status'] }): string;
  close(): Promise<void>;
}

export async function startFakeSslcommerz(): Promise<FakeSslcommerz> {
  let n = 0;
  const transactions: SslTransaction[] = [];
  const fake = { calls: [] as FakeCall[], sessions: new Map() } as FakeSslcommerz;
  const txAnswer = (t: SslTransaction) => ({
    status: t.status === 'VALID' && t.validated ? 'VALIDATED' : t.status,
    tran_date: '2026-11-26 12:00:00',
    tran_id: t.tran_id,
    val_id: t.val_id,
    amount: t.amount,
    store_amount: t.amount,
    currency: 'BDT',
    bank_tran_id: t.bank_tran_id,
    card_type: 'BKASH-BKash',
    currency_type: 'BDT',
    currency_amount: t.amount,
    risk_level: '0',
    risk_title: 'Safe',
  });
  const server = createServer((req, res) => {
    void (async () => {
      const text = await bodyOf(req);
      const url = new URL(req.url ?? '/', 'http://fake');
      const body = Object.fromEntries(new URLSearchParams(text));
      fake.calls.push({ path: url.pathname, body: { ...body, ...Object.fromEntries(url.searchParams) }, headers: req.headers });
      const q = url.searchParams;
      const credsOk = (s: Record<string, string | null>) => s.store_id === SSL_CREDS.storeId && s.store_passwd === SSL_CREDS.storePassword;
      if (req.method === 'POST' && url.pathname === '/gwprocess/v4/api.php') {
        if (!credsOk(body)) return json(res, 200, { status: 'FAILED', failedreason: 'Store Credential Error Or Store is De-active' });
        for (const f of [
          'total_amount',
          'currency',
          'tran_id',
          'success_url',
          'fail_url',
          'cancel_url',
          'cus_name',
          'cus_phone',
          'product_name',
        ]) {
          if (!body[f]) return json(res, 200, { status: 'FAILED', failedreason: `Invalid Information: ${f}` });
        }
        const sessionkey = `FAKESESSION${String(++n).padStart(8, '0')}`;
        fake.sessions.set(sessionkey, { tran_id: body.tran_id as string, amount: body.total_amount as string, form: body });
        return json(res, 200, {
          status: 'SUCCESS',
          failedreason: '',
          sessionkey,
          GatewayPageURL: `${fake.baseUrl}/EasyCheckOut/test${sessionkey}`,
          storeBanner: '',
          storeLogo: '',
          desc: [],
        });
      }
      if (req.method === 'GET' && url.pathname === '/validator/api/validationserverAPI.php') {
        if (!credsOk({ store_id: q.get('store_id'), store_passwd: q.get('store_passwd') }))
          return json(res, 200, { status: 'INVALID_TRANSACTION' });
        const t = transactions.find((x) => x.val_id === q.get('val_id'));
        if (!t || t.status !== 'VALID') return json(res, 200, { status: 'INVALID_TRANSACTION' });
        const answer = txAnswer(t);
        t.validated = true;
        return json(res, 200, answer);
      }
      if (req.method === 'GET' && url.pathname === '/validator/api/merchantTransIDvalidationAPI.php') {
        if (!credsOk({ store_id: q.get('store_id'), store_passwd: q.get('store_passwd') }))
          return json(res, 200, { APIConnect: 'INVALID_REQUEST' });
        const found = transactions.filter((x) => x.tran_id === q.get('tran_id'));
        return json(res, 200, { APIConnect: 'DONE', no_of_trans_found: found.length, element: found.map(txAnswer) });
      }
      return json(res, 404, { message: 'Not Found' });
    })();
  });
  fake.baseUrl = await listen(server);
  fake.pay = (tranId, opts = {}) => {
    const session = [...fake.sessions.values()].find((s) => s.tran_id === tranId);
    if (!session) throw new Error(`no SSLCommerz session for ${tranId}`);
    const val_id = `FAKEVAL${String(++n).padStart(8, '0')}`;
    transactions.push({
      tran_id: tranId,
      val_id,
      amount: opts.amount ?? session.amount,
      bank_tran_id: `BANK${n}`,
      validated: false,
      status: opts.status ?? 'VALID',
    });
    return val_id;
  };
  fake.close = () => new Promise<void>((resolve) => server.close(() => resolve()));
  return fake;
}
