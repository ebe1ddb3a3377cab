/** What the `user` cookie holds (SPEC §3); for display only, never for access. */
export type StoredUser = { id: string; email: string; name: string; admin: boolean };

/** SPEC §2: admin mode when the stored user is an admin or the path is under /admin. */
export function isAdminMode(pathname: string, storedUser: Pick<StoredUser, 'admin'> | null): boolean {
  return storedUser?.admin === true || pathname === '/admin' || pathname.startsWith('/admin/');
}
