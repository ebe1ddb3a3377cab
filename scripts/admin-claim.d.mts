import type { Auth } from 'firebase-admin/auth';

export declare function setAdminClaim(auth: Auth, email: string, admin: boolean): Promise<string>;
