/** Holds a route's place until its page is built; says so plainly. */
export function ComingSoonPage({ title }: { title: string }) {
  return (
    <section aria-labelledby="coming-soon-title">
      <title>{`${title} · Rollcall`}</title>
      <h1 id="coming-soon-title">{title}</h1>
      <p>This page is not ready yet.</p>
    </section>
  );
}
