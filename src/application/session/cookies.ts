/** SPEC §9 cookie names; PRODUCT.md lifetimes. */
export const USER_COOKIE = { name: 'user', days: 30 } as const;
export const LOCATION_COOKIE = { name: 'location', days: 1 } as const;
