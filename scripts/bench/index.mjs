// Entry of `npm run bench [lighthouse|sizes|steps|coldstart|scale|desk ...] [--runs N]`. The bench runs its
// emulators and servers on their own port offset (default 900) so it never collides with
// `npm start` or a test run; REDRESS_PORT_OFFSET chooses another. The offset must be set before
// the stack module reads it, hence the dynamic import.
process.env.REDRESS_PORT_OFFSET ||= '900';
await import('./run.mjs');
