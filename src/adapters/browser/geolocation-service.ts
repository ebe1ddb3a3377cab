/**
 * The public IP-geolocation service asked when no other is configured (`VITE_GEOLOCATION_URL`).
 * The one place it is written: the containers, the production headers' `connect-src` and the
 * browser tests read it from here. A leaf module, so Node tooling can import it too.
 */
export const DEFAULT_GEOLOCATION_URL = 'https://ipapi.co/json/';
