/** The texts the counter, books and receipt pages load with (the app's routes use these). */
export { withCounterTexts } from './counter/texts';
export { withBookDetailTexts, withBookListTexts, withReceiptTexts } from './books/texts';
