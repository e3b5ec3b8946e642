/** The shop settings' public face: the settings other screens follow. */
export { useShopSettings } from './api';
