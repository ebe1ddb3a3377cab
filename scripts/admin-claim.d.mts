import type { Auth } from 'firebase-admin/auth';

export declare function setAdminClaim(auth: Auth, email: string, admin: boolean): Promise<string>;
export declare const ROLES: readonly ['admin', 'door'];
export declare function setRoleClaim(auth: Auth, email: string, granted: boolean, role?: 'admin' | 'door'): Promise<string>;
