/**
 * The not-found page is one prerendered file served for every unknown address, so the address
 * itself is filled in here: "Page not found: {path}".
 */
export function showRequestedPath(root: ParentNode, pathname: string): void {
  for (const slot of root.querySelectorAll('[data-requested-path]')) slot.textContent = pathname;
}
