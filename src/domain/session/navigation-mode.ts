/** What the `user` cookie holds; for display only, never for access. */
export type StoredUser = { id: string; email: string; name: string; admin: boolean; door?: boolean };

/** Admin mode when the stored user is an admin or the path starts with `/admin` (`/admin-login` included). */
export function isAdminMode(pathname: string, storedUser: Pick<StoredUser, 'admin'> | null): boolean {
  return storedUser?.admin === true || pathname.startsWith('/admin');
}

/** Door staff see the scanner's item only, outside the admin area. */
export function isDoorMode(pathname: string, storedUser: Pick<StoredUser, 'admin' | 'door'> | null): boolean {
  return storedUser?.door === true && !isAdminMode(pathname, storedUser);
}
