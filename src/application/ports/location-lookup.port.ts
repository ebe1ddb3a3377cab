/** The public IP-geolocation service (SPEC §7): the whole JSON answer, or a rejection. */
export interface LocationLookup {
  lookUp(signal: AbortSignal): Promise<unknown>;
}
