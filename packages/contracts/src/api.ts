/**
 * The API's routes: `METHOD /path` (under /api/v1, with the route's `:params`) → what it takes
 * (params, query, body) and what it answers (the schema of its 2xx body, and the statuses it
 * answers with; 200 when none is given). The one table both sides are built from: the server
 * registers every /api/v1 route from its entry (apps/server/src/platform/route.ts), and the web
 * calls a route by its key and gets the answer's type at compile time
 * (apps/web/src/shared/lib/http.ts). In development and tests the web parses every answer with
 * the entry's schema (apps/web/src/shared/lib/answer-check.ts). Production pages import only its
 * types, so zod stays out of them.
 */
import type { z, ZodType } from 'zod';
// The index first, then the modules it leaves out: the schemas with an OpenAPI id are listed in
// the document in the order their modules load.
import './index.ts';
import {
  createMemberBody,
  createRoleBody,
  memberListAnswer,
  memberParams,
  memberSchema,
  patchMemberBody,
  patchRoleBody,
  roleListAnswer,
  roleParams,
  roleSchema,
} from './access.ts';
import { auditLogAnswer, auditLogQuery, auditPeopleAnswer, exportAnswer, exportQuery } from './data.ts';
import { publicReceiptSchema, receiptLinkAnswer, receiptSmsAnswer, receiptTokenParams } from './receipts.ts';
import {
  bkashCallbackQuery,
  createPaymentBody,
  packageListAnswer,
  paymentParams,
  paymentSchema,
  sandboxCompleteBody,
  sandboxPaymentParams,
  sandboxPaymentSchema,
  sslIpnAnswer,
  sslcommerzForm,
  sslcommerzReturnParams,
  subscriptionAnswer,
  usageAnswer,
} from './billing.ts';
import {
  createShippingPackageBody,
  featuredListAnswer,
  fraudCheckQuery,
  fraudCheckSchema,
  movedOrderSchema,
  onlineMessageListAnswer,
  onlineMessageListQuery,
  onlineMessageParams,
  onlineMessageSchema,
  onlineShopSchema,
  onlineSummarySchema,
  orderListAnswer,
  orderListQuery,
  orderParams,
  orderSchema,
  orderStatusBody,
  patchOnlineShopBody,
  patchShippingPackageBody,
  placeOrderBody,
  placedOrderSchema,
  publishProductsAnswer,
  publishProductsBody,
  putFeaturedBody,
  replyMessageBody,
  shippingPackageListAnswer,
  shippingPackageParams,
  shippingPackageSchema,
  storeMessageAnswer,
  storeMessageBody,
  storeParams,
  storeProductListAnswer,
  storeProductsQuery,
  storeSchema,
} from './online-shop.ts';
import {
  changePinBody,
  checkNumberAnswer,
  checkNumberBody,
  loginBody,
  otpSendAnswer,
  otpSendBody,
  otpVerifyAnswer,
  otpVerifyBody,
  refreshAnswer,
  resetPinBody,
  sessionAnswer,
  signupBody,
} from './auth.ts';
import { categoryListAnswer, categoryParams, categorySchema, createCategoryBody, patchCategoryBody } from './categories.ts';
import {
  contactListAnswer,
  contactListQuery,
  contactParams,
  contactSchema,
  contactTransactionsAnswer,
  contactTransactionsQuery,
  createContactBody,
  patchContactBody,
} from './contacts.ts';
import {
  contactHistoryAnswer,
  contactHistoryQuery,
  createDueEntryBody,
  dueEntryListAnswer,
  dueEntryListQuery,
  dueEntryParams,
  dueEntrySchema,
  dueSummaryAnswer,
  remindAnswer,
  remindPreviewAnswer,
  reverseDueEntryBody,
} from './dues.ts';
import {
  cashbookCategoryListAnswer,
  cashbookCategoryListQuery,
  cashbookCategoryParams,
  cashbookCategorySchema,
  cashbookEntryListAnswer,
  cashbookEntryListQuery,
  cashbookEntryParams,
  cashbookEntrySchema,
  cashbookSummaryAnswer,
  cashbookSummaryQuery,
  createCashbookCategoryBody,
  createCashbookEntryBody,
  patchCashbookCategoryBody,
  voidCashbookEntryBody,
} from './expenses.ts';
import { meAnswer } from './me.ts';
import {
  createMoneyAccountBody,
  createMoneyTransferBody,
  moneyAccountListAnswer,
  moneyAccountParams,
  moneyAccountSchema,
  moneyMovementListAnswer,
  moneyMovementQuery,
  moneyTransferSchema,
  patchMoneyAccountBody,
} from './money.ts';
import { createFeedbackBody, feedbackListAnswer, feedbackParams, feedbackSchema } from './feedback.ts';
import { referralAnswer } from './referrals.ts';
import { tutorialGuideParams, tutorialProgressAnswer } from './tutorial.ts';
import { appLinksAnswer } from './app-links.ts';
import {
  createProductBody,
  expiringAnswer,
  expiringQuery,
  generatedBarcodeAnswer,
  importProductsAnswer,
  importProductsBody,
  importTemplateAnswer,
  patchProductBody,
  photoOrderBody,
  photoParams,
  productListAnswer,
  productListQuery,
  productParams,
  productSchema,
} from './products.ts';
import {
  bookReportAnswer,
  employeeReportAnswer,
  overviewCompareQuery,
  partyReportAnswer,
  productReportAnswer,
  profitLossDetailsAnswer,
  reportOverviewAnswer,
  reportParams,
  reportRangeQuery,
  stockReportAnswer,
  tradeReportAnswer,
  transactionsAnswer,
  transactionsQuery,
} from './reports.ts';
import { patchShopSettingsBody, shopSettingsSchema } from './settings.ts';
import { createShopBody, patchShopBody, shopListAnswer, shopParams, shopSchema } from './shops.ts';
import {
  createSmsCampaignBody,
  resendSmsCampaignBody,
  smsBalanceAnswer,
  smsCampaignDetailSchema,
  smsCampaignListAnswer,
  smsCampaignParams,
  smsCampaignSchema,
  smsDeliveryAnswer,
  smsDeliveryBody,
  smsDeliveryQuery,
  smsNoticeListAnswer,
  smsNoticeParams,
  smsNoticeSchema,
  smsPageQuery,
  smsPurchaseListAnswer,
  smsQuoteAnswer,
  smsQuoteBody,
} from './sms.ts';
import {
  createStockMovementBody,
  stockMovementListAnswer,
  stockMovementListQuery,
  stockMovementSchema,
  stockSummaryAnswer,
  warrantyAnswer,
  warrantyQuery,
} from './stock.ts';
import {
  createPurchaseBody,
  createReturnBody,
  createSaleBody,
  purchaseListAnswer,
  purchaseParams,
  purchaseSchema,
  saleListAnswer,
  saleParams,
  saleSchema,
  tradeListQuery,
  voidBody,
} from './trade.ts';

export const API = {
  'GET /app-links': { answer: appLinksAnswer },
  'POST /auth/check-number': { body: checkNumberBody, answer: checkNumberAnswer },
  'POST /auth/login': { body: loginBody, answer: sessionAnswer },
  'POST /auth/logout': { status: [204] },
  'POST /auth/otp/send': { body: otpSendBody, answer: otpSendAnswer },
  'POST /auth/otp/verify': { body: otpVerifyBody, answer: otpVerifyAnswer },
  'POST /auth/refresh': { answer: refreshAnswer },
  'POST /auth/reset-pin': { body: resetPinBody, answer: sessionAnswer },
  'POST /auth/signup': { body: signupBody, answer: sessionAnswer, status: [201] },
  'GET /me': { answer: meAnswer },
  'PATCH /me/pin': { body: changePinBody, status: [204] },
  'GET /me/feedback': { answer: feedbackListAnswer },
  'POST /me/feedback': { body: createFeedbackBody, answer: feedbackSchema, status: [200, 201] },
  'POST /me/feedback/read': { status: [204] },
  'PUT /me/feedback/:feedbackId/screenshot': { params: feedbackParams, multipart: true, answer: feedbackSchema },
  'GET /me/referral': { answer: referralAnswer },
  'GET /me/tutorial': { answer: tutorialProgressAnswer },
  'PUT /me/tutorial/:guide': { params: tutorialGuideParams, answer: tutorialProgressAnswer },
  'DELETE /me/tutorial/:guide': { params: tutorialGuideParams, answer: tutorialProgressAnswer },
  'GET /packages': { answer: packageListAnswer },
  'GET /payments/bkash/callback': { query: bkashCallbackQuery, status: [302] },
  'GET /payments/sandbox/:paymentId': { params: sandboxPaymentParams, answer: sandboxPaymentSchema },
  'POST /payments/sandbox/:paymentId/complete': { params: sandboxPaymentParams, body: sandboxCompleteBody, answer: paymentSchema },
  'POST /payments/sslcommerz/ipn': { body: sslcommerzForm, answer: sslIpnAnswer },
  'POST /payments/sslcommerz/return/:outcome': { params: sslcommerzReturnParams, body: sslcommerzForm, status: [303] },
  'GET /receipts/:token': { params: receiptTokenParams, answer: publicReceiptSchema },
  'GET /shops': { answer: shopListAnswer },
  'POST /shops': { body: createShopBody, answer: shopSchema, status: [200, 201] },
  'GET /shops/:shopId': { params: shopParams, answer: shopSchema },
  'PATCH /shops/:shopId': { params: shopParams, body: patchShopBody, answer: shopSchema },
  'GET /shops/:shopId/audit-log': { params: shopParams, query: auditLogQuery, answer: auditLogAnswer },
  'GET /shops/:shopId/audit-log/people': { params: shopParams, answer: auditPeopleAnswer },
  'GET /shops/:shopId/export': { params: shopParams, query: exportQuery, answer: exportAnswer },
  'GET /shops/:shopId/categories': { params: shopParams, answer: categoryListAnswer },
  'POST /shops/:shopId/categories': { params: shopParams, body: createCategoryBody, answer: categorySchema, status: [200, 201] },
  'PATCH /shops/:shopId/categories/:categoryId': { params: categoryParams, body: patchCategoryBody, answer: categorySchema },
  'DELETE /shops/:shopId/categories/:categoryId': { params: categoryParams, status: [204] },
  'GET /shops/:shopId/contacts': { params: shopParams, query: contactListQuery, answer: contactListAnswer },
  'POST /shops/:shopId/contacts': { params: shopParams, body: createContactBody, answer: contactSchema, status: [200, 201] },
  'GET /shops/:shopId/contacts/:contactId': { params: contactParams, answer: contactSchema },
  'PATCH /shops/:shopId/contacts/:contactId': { params: contactParams, body: patchContactBody, answer: contactSchema },
  'DELETE /shops/:shopId/contacts/:contactId': { params: contactParams, answer: contactSchema, status: [200, 204] },
  'GET /shops/:shopId/contacts/:contactId/history': { params: contactParams, query: contactHistoryQuery, answer: contactHistoryAnswer },
  'PUT /shops/:shopId/contacts/:contactId/photo': { params: contactParams, multipart: true, answer: contactSchema },
  'DELETE /shops/:shopId/contacts/:contactId/photo': { params: contactParams, answer: contactSchema },
  'GET /shops/:shopId/contacts/:contactId/remind': { params: contactParams, answer: remindPreviewAnswer },
  'POST /shops/:shopId/contacts/:contactId/remind': { params: contactParams, answer: remindAnswer },
  'GET /shops/:shopId/contacts/:contactId/transactions': {
    params: contactParams,
    query: contactTransactionsQuery,
    answer: contactTransactionsAnswer,
  },
  'GET /shops/:shopId/due-entries': { params: shopParams, query: dueEntryListQuery, answer: dueEntryListAnswer },
  'POST /shops/:shopId/due-entries': { params: shopParams, body: createDueEntryBody, answer: dueEntrySchema, status: [200, 201] },
  'GET /shops/:shopId/due-entries/:entryId': { params: dueEntryParams, answer: dueEntrySchema },
  'POST /shops/:shopId/due-entries/:entryId/reverse': {
    params: dueEntryParams,
    body: reverseDueEntryBody,
    answer: dueEntrySchema,
    status: [201],
  },
  'GET /shops/:shopId/due-summary': { params: shopParams, answer: dueSummaryAnswer },
  'GET /shops/:shopId/expense-categories': { params: shopParams, query: cashbookCategoryListQuery, answer: cashbookCategoryListAnswer },
  'POST /shops/:shopId/expense-categories': {
    params: shopParams,
    body: createCashbookCategoryBody,
    answer: cashbookCategorySchema,
    status: [200, 201],
  },
  'PATCH /shops/:shopId/expense-categories/:categoryId': {
    params: cashbookCategoryParams,
    body: patchCashbookCategoryBody,
    answer: cashbookCategorySchema,
  },
  'DELETE /shops/:shopId/expense-categories/:categoryId': {
    params: cashbookCategoryParams,
    answer: cashbookCategorySchema,
    status: [200, 204],
  },
  'GET /shops/:shopId/expense-summary': { params: shopParams, query: cashbookSummaryQuery, answer: cashbookSummaryAnswer },
  'GET /shops/:shopId/expenses': { params: shopParams, query: cashbookEntryListQuery, answer: cashbookEntryListAnswer },
  'POST /shops/:shopId/expenses': { params: shopParams, body: createCashbookEntryBody, answer: cashbookEntrySchema, status: [200, 201] },
  'GET /shops/:shopId/expenses/:entryId': { params: cashbookEntryParams, answer: cashbookEntrySchema },
  'POST /shops/:shopId/expenses/:entryId/void': { params: cashbookEntryParams, body: voidCashbookEntryBody, answer: cashbookEntrySchema },
  'GET /shops/:shopId/fraud-check': { params: shopParams, query: fraudCheckQuery, answer: fraudCheckSchema },
  'GET /shops/:shopId/income-categories': { params: shopParams, query: cashbookCategoryListQuery, answer: cashbookCategoryListAnswer },
  'POST /shops/:shopId/income-categories': {
    params: shopParams,
    body: createCashbookCategoryBody,
    answer: cashbookCategorySchema,
    status: [200, 201],
  },
  'PATCH /shops/:shopId/income-categories/:categoryId': {
    params: cashbookCategoryParams,
    body: patchCashbookCategoryBody,
    answer: cashbookCategorySchema,
  },
  'DELETE /shops/:shopId/income-categories/:categoryId': {
    params: cashbookCategoryParams,
    answer: cashbookCategorySchema,
    status: [200, 204],
  },
  'GET /shops/:shopId/income-summary': { params: shopParams, query: cashbookSummaryQuery, answer: cashbookSummaryAnswer },
  'GET /shops/:shopId/incomes': { params: shopParams, query: cashbookEntryListQuery, answer: cashbookEntryListAnswer },
  'POST /shops/:shopId/incomes': { params: shopParams, body: createCashbookEntryBody, answer: cashbookEntrySchema, status: [200, 201] },
  'GET /shops/:shopId/incomes/:entryId': { params: cashbookEntryParams, answer: cashbookEntrySchema },
  'POST /shops/:shopId/incomes/:entryId/void': { params: cashbookEntryParams, body: voidCashbookEntryBody, answer: cashbookEntrySchema },
  'PUT /shops/:shopId/logo': { params: shopParams, multipart: true, answer: shopSchema },
  'DELETE /shops/:shopId/logo': { params: shopParams, answer: shopSchema },
  'GET /shops/:shopId/members': { params: shopParams, answer: memberListAnswer },
  'POST /shops/:shopId/members': { params: shopParams, body: createMemberBody, answer: memberSchema, status: [200, 201] },
  'PATCH /shops/:shopId/members/:memberId': { params: memberParams, body: patchMemberBody, answer: memberSchema },
  'DELETE /shops/:shopId/members/:memberId': { params: memberParams, status: [204] },
  'GET /shops/:shopId/money-accounts': { params: shopParams, answer: moneyAccountListAnswer },
  'POST /shops/:shopId/money-accounts': {
    params: shopParams,
    body: createMoneyAccountBody,
    answer: moneyAccountSchema,
    status: [200, 201],
  },
  'PATCH /shops/:shopId/money-accounts/:accountId': { params: moneyAccountParams, body: patchMoneyAccountBody, answer: moneyAccountSchema },
  'GET /shops/:shopId/money-movements': { params: shopParams, query: moneyMovementQuery, answer: moneyMovementListAnswer },
  'POST /shops/:shopId/money-transfers': {
    params: shopParams,
    body: createMoneyTransferBody,
    answer: moneyTransferSchema,
    status: [200, 201],
  },
  'GET /shops/:shopId/online-shop': { params: shopParams, answer: onlineShopSchema },
  'PATCH /shops/:shopId/online-shop': { params: shopParams, body: patchOnlineShopBody, answer: onlineShopSchema },
  'PUT /shops/:shopId/online-shop/banner': { params: shopParams, multipart: true, answer: onlineShopSchema },
  'DELETE /shops/:shopId/online-shop/banner': { params: shopParams, answer: onlineShopSchema },
  'GET /shops/:shopId/online-shop/featured': { params: shopParams, answer: featuredListAnswer },
  'PUT /shops/:shopId/online-shop/featured': { params: shopParams, body: putFeaturedBody, answer: featuredListAnswer },
  'GET /shops/:shopId/online-shop/messages': { params: shopParams, query: onlineMessageListQuery, answer: onlineMessageListAnswer },
  'POST /shops/:shopId/online-shop/messages/:messageId/read': { params: onlineMessageParams, answer: onlineMessageSchema },
  'POST /shops/:shopId/online-shop/messages/:messageId/reply': {
    params: onlineMessageParams,
    body: replyMessageBody,
    answer: onlineMessageSchema,
  },
  'POST /shops/:shopId/online-shop/products/publish': { params: shopParams, body: publishProductsBody, answer: publishProductsAnswer },
  'GET /shops/:shopId/online-shop/summary': { params: shopParams, answer: onlineSummarySchema },
  'GET /shops/:shopId/orders': { params: shopParams, query: orderListQuery, answer: orderListAnswer },
  'GET /shops/:shopId/orders/:orderId': { params: orderParams, answer: orderSchema },
  'POST /shops/:shopId/orders/:orderId/status': { params: orderParams, body: orderStatusBody, answer: movedOrderSchema },
  'POST /shops/:shopId/payments': { params: shopParams, body: createPaymentBody, answer: paymentSchema, status: [200, 201] },
  'GET /shops/:shopId/payments/:paymentId': { params: paymentParams, answer: paymentSchema },
  'GET /shops/:shopId/products': { params: shopParams, query: productListQuery, answer: productListAnswer },
  'POST /shops/:shopId/products': { params: shopParams, body: createProductBody, answer: productSchema, status: [200, 201] },
  'GET /shops/:shopId/products/:productId': { params: productParams, answer: productSchema },
  'PATCH /shops/:shopId/products/:productId': { params: productParams, body: patchProductBody, answer: productSchema },
  'DELETE /shops/:shopId/products/:productId': { params: productParams, answer: productSchema, status: [200, 204] },
  'POST /shops/:shopId/products/:productId/photos': { params: productParams, multipart: true, answer: productSchema, status: [201] },
  'PATCH /shops/:shopId/products/:productId/photos': { params: productParams, body: photoOrderBody, answer: productSchema },
  'DELETE /shops/:shopId/products/:productId/photos/:photoId': { params: photoParams, status: [204] },
  'GET /shops/:shopId/products/barcode/generate': { params: shopParams, answer: generatedBarcodeAnswer },
  'GET /shops/:shopId/products/expiring': { params: shopParams, query: expiringQuery, answer: expiringAnswer },
  'POST /shops/:shopId/products/import': { params: shopParams, body: importProductsBody, answer: importProductsAnswer },
  'GET /shops/:shopId/products/import-template': { params: shopParams, answer: importTemplateAnswer },
  'GET /shops/:shopId/purchases': { params: shopParams, query: tradeListQuery, answer: purchaseListAnswer },
  'POST /shops/:shopId/purchases': { params: shopParams, body: createPurchaseBody, answer: purchaseSchema, status: [200, 201] },
  'GET /shops/:shopId/purchases/:purchaseId': { params: purchaseParams, answer: purchaseSchema },
  'POST /shops/:shopId/purchases/:purchaseId/returns': {
    params: purchaseParams,
    body: createReturnBody,
    answer: purchaseSchema,
    status: [200, 201],
  },
  'POST /shops/:shopId/purchases/:purchaseId/void': { params: purchaseParams, body: voidBody, answer: purchaseSchema },
  'GET /shops/:shopId/reports/customer': { params: reportParams, query: reportRangeQuery, answer: partyReportAnswer },
  'GET /shops/:shopId/reports/employee': { params: reportParams, query: reportRangeQuery, answer: employeeReportAnswer },
  'GET /shops/:shopId/reports/expense': { params: reportParams, query: reportRangeQuery, answer: bookReportAnswer },
  'GET /shops/:shopId/reports/income': { params: reportParams, query: reportRangeQuery, answer: bookReportAnswer },
  'GET /shops/:shopId/reports/overview': { params: reportParams, query: overviewCompareQuery, answer: reportOverviewAnswer },
  'GET /shops/:shopId/reports/product': { params: reportParams, query: reportRangeQuery, answer: productReportAnswer },
  'GET /shops/:shopId/reports/profit-loss': { params: reportParams, query: overviewCompareQuery, answer: reportOverviewAnswer },
  'GET /shops/:shopId/reports/profit-loss-details': { params: reportParams, query: reportRangeQuery, answer: profitLossDetailsAnswer },
  'GET /shops/:shopId/reports/purchase': { params: reportParams, query: reportRangeQuery, answer: tradeReportAnswer },
  'GET /shops/:shopId/reports/sales': { params: reportParams, query: reportRangeQuery, answer: tradeReportAnswer },
  'GET /shops/:shopId/reports/stock': { params: reportParams, query: reportRangeQuery, answer: stockReportAnswer },
  'GET /shops/:shopId/reports/supplier': { params: reportParams, query: reportRangeQuery, answer: partyReportAnswer },
  'GET /shops/:shopId/reports/transactions': { params: reportParams, query: transactionsQuery, answer: transactionsAnswer },
  'GET /shops/:shopId/roles': { params: shopParams, answer: roleListAnswer },
  'POST /shops/:shopId/roles': { params: shopParams, body: createRoleBody, answer: roleSchema, status: [200, 201] },
  'PATCH /shops/:shopId/roles/:roleId': { params: roleParams, body: patchRoleBody, answer: roleSchema },
  'DELETE /shops/:shopId/roles/:roleId': { params: roleParams, status: [204] },
  'GET /shops/:shopId/sales': { params: shopParams, query: tradeListQuery, answer: saleListAnswer },
  'POST /shops/:shopId/sales': { params: shopParams, body: createSaleBody, answer: saleSchema, status: [200, 201] },
  'GET /shops/:shopId/sales/:saleId': { params: saleParams, answer: saleSchema },
  'POST /shops/:shopId/sales/:saleId/receipt-link': { params: saleParams, answer: receiptLinkAnswer },
  'POST /shops/:shopId/sales/:saleId/receipt-sms': { params: saleParams, answer: receiptSmsAnswer },
  'POST /shops/:shopId/sales/:saleId/returns': { params: saleParams, body: createReturnBody, answer: saleSchema, status: [200, 201] },
  'POST /shops/:shopId/sales/:saleId/void': { params: saleParams, body: voidBody, answer: saleSchema },
  'GET /shops/:shopId/settings': { params: shopParams, answer: shopSettingsSchema },
  'PATCH /shops/:shopId/settings': { params: shopParams, body: patchShopSettingsBody, answer: shopSettingsSchema },
  'GET /shops/:shopId/shipping-packages': { params: shopParams, answer: shippingPackageListAnswer },
  'POST /shops/:shopId/shipping-packages': {
    params: shopParams,
    body: createShippingPackageBody,
    answer: shippingPackageSchema,
    status: [200, 201],
  },
  'PATCH /shops/:shopId/shipping-packages/:packageId': {
    params: shippingPackageParams,
    body: patchShippingPackageBody,
    answer: shippingPackageSchema,
  },
  'DELETE /shops/:shopId/shipping-packages/:packageId': { params: shippingPackageParams, status: [204] },
  'GET /shops/:shopId/sms/balance': { params: shopParams, answer: smsBalanceAnswer },
  'GET /shops/:shopId/sms/campaigns': { params: shopParams, query: smsPageQuery, answer: smsCampaignListAnswer },
  'POST /shops/:shopId/sms/campaigns': { params: shopParams, body: createSmsCampaignBody, answer: smsCampaignSchema, status: [200, 201] },
  'GET /shops/:shopId/sms/campaigns/:campaignId': { params: smsCampaignParams, answer: smsCampaignDetailSchema },
  'POST /shops/:shopId/sms/campaigns/:campaignId/resend': {
    params: smsCampaignParams,
    body: resendSmsCampaignBody,
    answer: smsCampaignSchema,
    status: [200, 201],
  },
  'GET /shops/:shopId/sms/notices': { params: shopParams, query: smsPageQuery, answer: smsNoticeListAnswer },
  'POST /shops/:shopId/sms/notices/:messageId/resend': { params: smsNoticeParams, answer: smsNoticeSchema, status: [201] },
  'GET /shops/:shopId/sms/purchases': { params: shopParams, answer: smsPurchaseListAnswer },
  'POST /shops/:shopId/sms/quote': { params: shopParams, body: smsQuoteBody, answer: smsQuoteAnswer },
  'GET /shops/:shopId/stock-movements': { params: shopParams, query: stockMovementListQuery, answer: stockMovementListAnswer },
  'POST /shops/:shopId/stock-movements': {
    params: shopParams,
    body: createStockMovementBody,
    answer: stockMovementSchema,
    status: [200, 201],
  },
  'GET /shops/:shopId/stock-summary': { params: shopParams, answer: stockSummaryAnswer },
  'GET /shops/:shopId/subscription': { params: shopParams, answer: subscriptionAnswer },
  'GET /shops/:shopId/usage': { params: shopParams, answer: usageAnswer },
  'GET /shops/:shopId/warranty-items': { params: shopParams, query: warrantyQuery, answer: warrantyAnswer },
  'POST /sms/delivery/sslwireless': { query: smsDeliveryQuery, body: smsDeliveryBody, answer: smsDeliveryAnswer },
  'GET /stores/:slug': { params: storeParams, answer: storeSchema },
  'POST /stores/:slug/messages': { params: storeParams, body: storeMessageBody, answer: storeMessageAnswer, status: [201] },
  'POST /stores/:slug/orders': { params: storeParams, body: placeOrderBody, answer: placedOrderSchema, status: [200, 201] },
  'GET /stores/:slug/products': { params: storeParams, query: storeProductsQuery, answer: storeProductListAnswer },
} as const satisfies Record<string, RouteContract>;

/** One route's contract. `multipart`: the body is a form with a file, read by the route itself. */
export interface RouteContract {
  params?: ZodType;
  query?: ZodType;
  body?: ZodType;
  multipart?: true;
  answer?: ZodType;
  status?: readonly (200 | 201 | 204 | 302 | 303)[];
}

export type ApiKey = keyof typeof API;
export type ApiRoute<K extends ApiKey> = (typeof API)[K];
type Input<K extends ApiKey, P extends keyof RouteContract> =
  ApiRoute<K> extends { [Q in P]: infer S extends ZodType } ? z.input<S> : never;

/** What the caller sends (the wire's form), per part; `never` where the route takes none. */
export type ApiParams<K extends ApiKey> = Input<K, 'params'>;
export type ApiQuery<K extends ApiKey> = Input<K, 'query'>;
export type ApiBody<K extends ApiKey> = ApiRoute<K> extends { multipart: true } ? FormData : Input<K, 'body'>;
/** What the route answers: its 2xx body, `undefined` where it may answer 204 No Content (or redirects). */
export type ApiAnswer<K extends ApiKey> =
  ApiRoute<K> extends { answer: infer A extends ZodType }
    ? ApiRoute<K> extends { status: readonly (infer S)[] }
      ? 204 extends S
        ? z.output<A> | undefined
        : z.output<A>
      : z.output<A>
    : undefined;
