import { readFileSync } from 'node:fs';

const RULES = readFileSync(new URL('../../firestore.rules', import.meta.url), 'utf8');

/** Puts firestore.rules in force for one project of the Firestore emulator (its REST API). */
export async function loadSecurityRules(emulatorHost: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}:securityRules`, {
    method: 'PUT',
    body: JSON.stringify({ rules: { files: [{ name: 'firestore.rules', content: RULES }] } }),
  });
  if (!response.ok) throw new Error(`The emulator refused firestore.rules: ${await response.text()}`);
}

/** Deletes every document of the project (the emulator's own reset). */
export async function clearFirestore(emulatorHost: string, projectId: string): Promise<void> {
  const response = await fetch(`http://${emulatorHost}/emulator/v1/projects/${projectId}/databases/(default)/documents`, {
    method: 'DELETE',
  });
  if (!response.ok) throw new Error(`The emulator did not clear ${projectId}: ${await response.text()}`);
}
