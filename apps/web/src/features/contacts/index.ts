/** The contacts feature's public face: the picker the counter, books and due book use. */
export { ContactPicker } from './components/ContactPicker';
export { useContact } from './api';
export { refreshContactSnapshot } from './offline';
