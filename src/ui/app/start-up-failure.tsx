/* eslint-disable lingui/no-unlocalized-strings -- shown when even the language's catalogue may not have loaded, so in English */

/** Shown when the app cannot start at all (the store would not open): says why and what to try. */
export function StartUpFailure({ message }: { message: string }) {
  return (
    <main className="page">
      <section role="alert" className="error-page">
        <h1>Rollcall could not start</h1>
        <p>{message}</p>
        <p>Reload the page. If this keeps happening, your browser may be blocking local storage (private mode).</p>
      </section>
    </main>
  );
}
