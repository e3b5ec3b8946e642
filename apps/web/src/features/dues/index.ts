/** The due book's public face: its cache keys (the contacts', under the due book's name). */
export { dueKeys } from './keys';
