/** Whether the device has a network right now (navigator.onLine in the browser). */
export interface Connectivity {
  isOnline(): boolean;
}
