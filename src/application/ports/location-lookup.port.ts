/** The public IP-geolocation service: the whole JSON answer, or a rejection. */
export interface LocationLookup {
  lookUp(signal: AbortSignal): Promise<unknown>;
}
