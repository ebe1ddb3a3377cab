/** Offline mode only: puts the demo data back as on the first start. */
export interface DemoDataReset {
  reset(): Promise<void>;
}
