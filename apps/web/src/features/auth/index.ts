/** The sign-in feature's public face: what the app shell and other features use of it. */
export { refreshSessionOnOpen } from './session';
export { useSignOut } from './sign-out';
