/** Support contact shown on the error screen and the contact page (fixed values, spec §2/§9). */
export const SUPPORT_PHONE = '+8809612345678';
export const SUPPORT_EMAIL = 'support@dokani.app';
