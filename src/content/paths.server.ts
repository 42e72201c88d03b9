/** Every public path that is prerendered to HTML at build time. */
export function publicPaths(): string[] {
  return ['/'];
}
