/**
 * The id of a person in a collection of people, whoever adds them (an import, the form, a
 * visitor's registration): the same for one e-mail on every device, so two devices adding it at
 * once write one document, not two. A digest, not the address: ids show in links and logs.
 * firestore.rules compute the same for a registration's directory entry. No SDK here: the
 * visitor's registration needs it, and loads only Firestore Lite.
 */
export async function personIdFor(normalisedEmail: string): Promise<string> {
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(normalisedEmail)));
  return `person-${[...digest.subarray(0, 16)].map((byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}
