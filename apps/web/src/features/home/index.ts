/** The home page's public face: the reports' cache keys it owns. */
export { reportKeys } from './api';
