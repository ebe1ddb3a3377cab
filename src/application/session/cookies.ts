/** The cookies' names and lifetimes (docs/product.md, "Cookies"). */
export const USER_COOKIE = { name: 'user', days: 30 } as const;
export const LOCATION_COOKIE = { name: 'location', days: 1 } as const;
