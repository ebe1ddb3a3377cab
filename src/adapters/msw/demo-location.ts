/** What the IP-geolocation service (ipapi.co's shape) answers in offline mode. */
export const DEMO_LOCATION = {
  ip: '192.0.2.10',
  city: 'Geneva',
  region: 'Geneva',
  country: 'CH',
  country_name: 'Switzerland',
  country_code: 'CH',
  latitude: 46.2044,
  longitude: 6.1432,
  timezone: 'Europe/Zurich',
} as const;
