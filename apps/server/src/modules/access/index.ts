/** The staff-access module's public face: its routes, the ready roles a new shop gets, and the sign-up's joining of invited shops. */
export { registerAccessRoutes } from './access.routes.ts';
export { addReadyRoles, addReadyRolesEverywhere } from './ready-roles.ts';
export { joinInvitedShops } from './members.service.ts';
