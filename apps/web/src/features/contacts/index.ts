/** The contacts feature's public face: the picker the counter, books and due book use, and its search (SMS recipients). */
export { ContactPicker } from './components/ContactPicker';
export { useContact, useContactSearch } from './api';
export { refreshContactSnapshot } from './offline';
